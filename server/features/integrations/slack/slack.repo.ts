import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.ts';
import { contacts, conversations, inboxes, integrationHooks, slackThreads } from '../../../db/schema/index.ts';

export type TSlackThreadRow = typeof slackThreads.$inferSelect;

/** The account's Slack hook (one per account), enabled or not. */
export const findSlackHook = async (db: TExecutor, accountId: number) =>
  (
    await db
      .select()
      .from(integrationHooks)
      .where(and(eq(integrationHooks.accountId, accountId), eq(integrationHooks.appId, 'slack')))
      .limit(1)
  )[0] ?? null;

/** The conversation as the Slack alert names it: its number, its contact and its inbox. */
export const findConversationBrief = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await db
      .select({
        id: conversations.id,
        displayId: conversations.displayId,
        contactName: contacts.name,
        inboxName: inboxes.name,
      })
      .from(conversations)
      .innerJoin(inboxes, eq(inboxes.id, conversations.inboxId))
      .leftJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)))
  )[0] ?? null;

/** Writers of one conversation's thread take turns (the first message posts the parent, once). */
export const lockThread = (tx: TExecutor, hookId: number, conversationId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`slack-thread:${hookId}:${conversationId}`}, 0))`);

export const findThread = async (db: TExecutor, hookId: number, conversationId: number) =>
  (
    await db
      .select()
      .from(slackThreads)
      .where(and(eq(slackThreads.hookId, hookId), eq(slackThreads.conversationId, conversationId)))
  )[0] ?? null;

export const insertThread = async (db: TExecutor, values: typeof slackThreads.$inferInsert) =>
  (await db.insert(slackThreads).values(values).onConflictDoNothing().returning())[0] ?? null;

/**
 * The thread a Slack reply belongs to, by its channel and parent ts, with its hook and conversation. The one
 * look-up not scoped by an account: Slack's event names none. The hook found decides the account, and the
 * caller checks the event's workspace against it.
 */
export const findThreadByTs = async (db: TExecutor, channel: string, threadTs: string) =>
  (
    await db
      .select({ thread: slackThreads, hook: integrationHooks, displayId: conversations.displayId })
      .from(slackThreads)
      .innerJoin(
        integrationHooks,
        and(eq(integrationHooks.id, slackThreads.hookId), eq(integrationHooks.accountId, slackThreads.accountId)),
      )
      .innerJoin(
        conversations,
        and(eq(conversations.id, slackThreads.conversationId), eq(conversations.accountId, slackThreads.accountId)),
      )
      .where(and(eq(slackThreads.channel, channel), eq(slackThreads.threadTs, threadTs)))
  )[0] ?? null;

export const deleteThreadsOfHook = (db: TExecutor, accountId: number, hookId: number) =>
  db.delete(slackThreads).where(and(eq(slackThreads.accountId, accountId), eq(slackThreads.hookId, hookId)));
