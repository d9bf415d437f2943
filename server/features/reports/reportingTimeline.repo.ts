import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  agentBotInboxes,
  conversations,
  inboxes,
  messages,
  reportingStatusChanges,
  workingHours,
} from '../../db/schema/index.ts';

/**
 * The reads (and the status timeline write) the reporting consumer derives reporting_events from:
 * durable facts only (messages, the conversation's creation, the status timeline), so a late or
 * repeated event computes the same rows.
 */

export type TWorkingHourRow = typeof workingHours.$inferSelect;

/** A message a human agent wrote to the customer: public, outgoing, by a user, not from an automation rule or a campaign. */
const isHumanReply = sql`${messages.messageType} = 1 AND NOT ${messages.private} AND ${messages.senderType} = 'User'
  AND NOT (${messages.contentAttributes} ? 'automation_rule_id') AND NOT (${messages.additionalAttributes} ? 'campaign_id')`;
const isCustomerMessage = sql`${messages.messageType} = 0 AND NOT ${messages.private}`;

/** The conversation behind an event (events name it by display id). */
export const findReportedConversation = async (db: TExecutor, accountId: number, displayId: number) => {
  const [row] = await db
    .select({ id: conversations.id, inboxId: conversations.inboxId, createdAt: conversations.createdAt })
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)));
  return row ?? null;
};

export const findReportedConversationById = async (db: TExecutor, id: number) => {
  const [row] = await db
    .select({ id: conversations.id, inboxId: conversations.inboxId, createdAt: conversations.createdAt })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row ?? null;
};

/** The message an event names, and whether a human agent wrote it to the customer. */
export const findReportedMessage = async (db: TExecutor, accountId: number, messageId: number) => {
  const [row] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      isHumanReply: sql<boolean>`${isHumanReply}`,
    })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.id, messageId)));
  return row ?? null;
};

/** Strictly before this message, in the conversation's order (time, then id). */
const beforeMessage = (m: { id: number; createdAt: Date }) =>
  or(lt(messages.createdAt, m.createdAt), and(eq(messages.createdAt, m.createdAt), lt(messages.id, m.id)));

/** When the human agent reply before this one was written (null: this is the first). */
export const previousHumanReplyAt = async (
  db: TExecutor,
  m: { id: number; conversationId: number; createdAt: Date },
): Promise<Date | null> => {
  const [row] = await db
    .select({ at: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, m.conversationId), isHumanReply, beforeMessage(m)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row?.at ?? null;
};

/** The first public customer message after `after` (any, if null) and before this message. */
export const firstCustomerMessageAt = async (
  db: TExecutor,
  m: { id: number; conversationId: number; createdAt: Date },
  after: Date | null,
): Promise<Date | null> => {
  const [row] = await db
    .select({ at: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, m.conversationId),
        isCustomerMessage,
        beforeMessage(m),
        after ? gt(messages.createdAt, after) : undefined,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(1);
  return row?.at ?? null;
};

/** Did a human agent reply to the customer in [since, until)? */
export const hasHumanReplyBetween = async (db: TExecutor, conversationId: number, since: Date, until: Date) => {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        isHumanReply,
        sql`${messages.createdAt} >= ${since.toISOString()}::timestamptz`,
        lt(messages.createdAt, until),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Records one status change of the timeline; a repeat of the same event writes nothing. */
export const recordStatusChange = async (db: TExecutor, row: typeof reportingStatusChanges.$inferInsert) => {
  await db.insert(reportingStatusChanges).values(row).onConflictDoNothing();
};

/**
 * When the latest status change before `before` matching `from`/`to` happened (null: none). Status
 * numbers as conversations.status.
 */
export const lastStatusChangeAt = async (
  db: TExecutor,
  conversationId: number,
  before: Date,
  match: { from?: number; to?: number },
): Promise<Date | null> => {
  const conds: (SQL | undefined)[] = [
    eq(reportingStatusChanges.conversationId, conversationId),
    lt(reportingStatusChanges.changedAt, before),
    match.from === undefined ? undefined : eq(reportingStatusChanges.fromStatus, match.from),
    match.to === undefined ? undefined : eq(reportingStatusChanges.toStatus, match.to),
  ];
  const [row] = await db
    .select({ at: reportingStatusChanges.changedAt })
    .from(reportingStatusChanges)
    .where(and(...conds))
    .orderBy(desc(reportingStatusChanges.changedAt), desc(reportingStatusChanges.id))
    .limit(1);
  return row?.at ?? null;
};

/** What business-hours values need of an inbox: its working hours (when on), its timezone, and whether a bot answers it. */
export const findInboxClock = async (db: TExecutor, inboxId: number) => {
  const [inbox] = await db
    .select({
      enabled: inboxes.workingHoursEnabled,
      timezone: inboxes.timezone,
      hasBot: sql<boolean>`exists (select 1 from ${agentBotInboxes} abi where abi.inbox_id = ${inboxes.id} and abi.status = 0)`,
    })
    .from(inboxes)
    .where(eq(inboxes.id, inboxId));
  if (!inbox) return null;
  const hours = inbox.enabled
    ? await db.select().from(workingHours).where(eq(workingHours.inboxId, inboxId)).orderBy(asc(workingHours.dayOfWeek))
    : [];
  return { ...inbox, hours };
};
