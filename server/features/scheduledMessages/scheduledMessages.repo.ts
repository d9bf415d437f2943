import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accounts, scheduledMessages, users } from '../../db/schema/index.ts';

export type TScheduledMessageRow = typeof scheduledMessages.$inferSelect;
export type TAuthorRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'displayName' | 'avatarKey'>;

/** status values (common/contracts/scheduledMessages.ts SCHEDULED_MESSAGE_STATUSES). */
export const SCHEDULED = 0;
export const SENT = 1;
export const CANCELLED = 2;
export const FAILED = 3;

export const insertScheduledMessage = async (db: TExecutor, values: typeof scheduledMessages.$inferInsert) =>
  (await db.insert(scheduledMessages).values(values).returning())[0]!;

export const findScheduledMessage = async (db: TExecutor, conversationId: number, id: number) =>
  (
    await db
      .select()
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.conversationId, conversationId), eq(scheduledMessages.id, id)))
      .limit(1)
  )[0] ?? null;

/** The conversation's scheduled and failed messages, soonest first (sent ones are messages now). */
export const listScheduledMessages = (db: TExecutor, conversationId: number) =>
  db
    .select()
    .from(scheduledMessages)
    .where(
      and(eq(scheduledMessages.conversationId, conversationId), inArray(scheduledMessages.status, [SCHEDULED, FAILED])),
    )
    .orderBy(asc(scheduledMessages.scheduledAt), asc(scheduledMessages.id))
    .limit(200);

/** Changes a row only while it is still scheduled (null once it was sent, cancelled or failed). */
export const updatePending = async (db: TExecutor, id: number, patch: Partial<typeof scheduledMessages.$inferInsert>) =>
  (
    await db
      .update(scheduledMessages)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.status, SCHEDULED)))
      .returning()
  )[0] ?? null;

/** Sets the outcome of a claimed row (the sent message or the failure). */
export const updateScheduledMessage = async (
  db: TExecutor,
  id: number,
  patch: Partial<typeof scheduledMessages.$inferInsert>,
) =>
  (
    await db
      .update(scheduledMessages)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(scheduledMessages.id, id))
      .returning()
  )[0]!;

/**
 * Claims one due scheduled message for the caller's transaction: scheduled → sent in one UPDATE whose row
 * lock holds until the transaction ends. A concurrent run skips the locked row and, once this one commits,
 * no longer finds it scheduled; a rollback (the send failed) leaves it scheduled again. So each is sent once
 * across the nodes.
 */
export const claimDue = async (db: TExecutor, now: Date) =>
  (
    await db
      .update(scheduledMessages)
      .set({ status: SENT, updatedAt: now })
      .where(
        sql`${scheduledMessages.id} = (
          SELECT s.id FROM ${scheduledMessages} s
          WHERE s.status = ${SCHEDULED} AND s.scheduled_at <= ${now.toISOString()}::timestamptz
          ORDER BY s.scheduled_at, s.id
          LIMIT 1 FOR UPDATE SKIP LOCKED
        ) AND ${scheduledMessages.status} = ${SCHEDULED}`,
      )
      .returning()
  )[0] ?? null;

/** Cancels the conversation's scheduled messages (its resolution), returning them. */
export const cancelPendingOf = (db: TExecutor, conversationId: number, error: string) =>
  db
    .update(scheduledMessages)
    .set({ status: CANCELLED, error, updatedAt: new Date() })
    .where(and(eq(scheduledMessages.conversationId, conversationId), eq(scheduledMessages.status, SCHEDULED)))
    .returning();

/** Has the conversation scheduled messages? (Resolving skips the settings read when not.) */
export const hasPending = async (db: TExecutor, conversationId: number) =>
  (
    await db
      .select({ id: scheduledMessages.id })
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.conversationId, conversationId), eq(scheduledMessages.status, SCHEDULED)))
      .limit(1)
  ).length > 0;

export const accountSettings = async (db: TExecutor, accountId: number) =>
  (await db.select({ settings: accounts.settings }).from(accounts).where(eq(accounts.id, accountId)))[0]?.settings ??
  {};

export const findAuthors = (db: TExecutor, ids: number[]): Promise<TAuthorRow[]> =>
  ids.length
    ? db
        .select({ id: users.id, name: users.name, displayName: users.displayName, avatarKey: users.avatarKey })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]))
    : Promise.resolve([]);
