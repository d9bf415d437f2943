import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { automationRuleRuns, automationRules, contacts, conversations, messages } from '../../db/schema/index.ts';

export type TAutomationRuleRow = typeof automationRules.$inferSelect;

export const listRules = (db: TExecutor, accountId: number) =>
  db.select().from(automationRules).where(eq(automationRules.accountId, accountId)).orderBy(asc(automationRules.id));

/** The account's active rules for one event (a partial index keeps this cheap on every event). */
/**
 * The ids and conditions of the account's active rules for an event, in id order. The conditions come as
 * their JSON text, which the engine compiles once per distinct text (the actions are read for a matching
 * rule only).
 */
export const listActiveRuleConditions = (db: TExecutor, accountId: number, eventName: string) =>
  db
    .select({ id: automationRules.id, conditions: sql<string>`${automationRules.conditions}::text` })
    .from(automationRules)
    .where(
      and(
        eq(automationRules.accountId, accountId),
        eq(automationRules.eventName, eventName),
        eq(automationRules.active, true),
      ),
    )
    .orderBy(asc(automationRules.id));

export const findRule = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(automationRules)
      .where(and(eq(automationRules.accountId, accountId), eq(automationRules.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertRule = async (db: TExecutor, values: typeof automationRules.$inferInsert) =>
  (await db.insert(automationRules).values(values).returning())[0]!;

export const updateRule = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof automationRules.$inferInsert>,
) =>
  (
    await db
      .update(automationRules)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(automationRules.accountId, accountId), eq(automationRules.id, id)))
      .returning()
  )[0] ?? null;

export const deleteRule = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(automationRules)
      .where(and(eq(automationRules.accountId, accountId), eq(automationRules.id, id)))
      .returning({ id: automationRules.id })
  )[0] ?? null;

/** Claims (rule, event): false when the rule already acted on this event (a retried job). */
export const claimRun = async (
  tx: TExecutor,
  values: { accountId: number; ruleId: number; eventId: number; conversationId: number },
) =>
  (
    await tx
      .insert(automationRuleRuns)
      .values(values)
      .onConflictDoNothing({ target: [automationRuleRuns.ruleId, automationRuleRuns.eventId] })
      .returning({ id: automationRuleRuns.id })
  ).length > 0;

/**
 * What the engine reads for one event, in one statement: the conversation, its contact's condition fields
 * and how many messages it had since `since` (the flood guard).
 */
export const findEngineSubject = async (db: TExecutor, accountId: number, displayId: number, since: Date) =>
  (
    await db
      .select({
        conversation: conversations,
        contact: {
          email: contacts.email,
          phoneNumber: contacts.phoneNumber,
          additionalAttributes: contacts.additionalAttributes,
          customAttributes: contacts.customAttributes,
        },
        recent: sql<number>`(SELECT count(*)::int FROM ${messages} m
          WHERE m.conversation_id = ${conversations.id} AND m.created_at >= ${since.toISOString()}::timestamptz)`,
      })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)))
      .limit(1)
  )[0] ?? null;

/**
 * "Test this rule": the account's conversations created since `since` (newest first, at most `limit`),
 * each with its contact's fields and its latest incoming message (what a message_created rule would read).
 */
export const listRecentForTest = (db: TExecutor, accountId: number, since: Date, limit: number) =>
  db
    .select({
      conversation: conversations,
      contactName: contacts.name,
      contact: {
        email: contacts.email,
        phoneNumber: contacts.phoneNumber,
        additionalAttributes: contacts.additionalAttributes,
        customAttributes: contacts.customAttributes,
      },
      lastMessage: sql<{ content: string | null; messageType: number } | null>`(
        SELECT json_build_object('content', m.content, 'messageType', m.message_type)
        FROM ${messages} m
        WHERE m.conversation_id = ${conversations.id} AND m.message_type = 0
        ORDER BY m.id DESC LIMIT 1)`,
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(and(eq(conversations.accountId, accountId), gte(conversations.createdAt, since)))
    .orderBy(desc(conversations.createdAt))
    .limit(limit);

/** The account has an active rule (the automation consumer's `inUse`). */
export const automationRulesInUse = (accountId: number) =>
  sql`EXISTS (SELECT 1 FROM ${automationRules}
    WHERE ${automationRules.accountId} = ${accountId} AND ${automationRules.active})`;
