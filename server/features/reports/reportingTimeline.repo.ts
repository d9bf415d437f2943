import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  agentBotInboxes,
  conversations,
  inboxes,
  messages,
  reportingStatusChanges,
  workingHours,
} from '../../db/schema/index.ts';
import type { TMessageFact, TStatusChange } from './reportingRules.ts';

/**
 * The facts the reporting consumer derives a conversation's reporting_events from (reportingRules.ts):
 * its creation, its status timeline (written here, one row per status event) and its messages.
 */

/** A message a human agent wrote to the customer: public, outgoing, by a user, not from an automation rule or a campaign. */
const isHumanReply = sql`(${messages.messageType} = 1 AND NOT ${messages.private} AND ${messages.senderType} = 'User'
  AND NOT (${messages.contentAttributes} ? 'automation_rule_id') AND NOT (${messages.additionalAttributes} ? 'campaign_id'))`;
const isCustomerMessage = sql`(${messages.messageType} = 0 AND NOT ${messages.private})`;

const conversationFields = {
  id: conversations.id,
  accountId: conversations.accountId,
  inboxId: conversations.inboxId,
  createdAt: conversations.createdAt,
};

/** The conversation behind a conversation event (events name it by display id). */
export const findReportedConversation = async (db: TExecutor, accountId: number, displayId: number) => {
  const [row] = await db
    .select(conversationFields)
    .from(conversations)
    .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)));
  return row ?? null;
};

export const findReportedConversationById = async (db: TExecutor, id: number) => {
  const [row] = await db.select(conversationFields).from(conversations).where(eq(conversations.id, id));
  return row ?? null;
};

/** The conversation of a message event. */
export const findMessageConversation = async (db: TExecutor, accountId: number, messageId: number) =>
  (await messageConversation(db, { accountId, messageId }))[0] ?? null;
/** The reporting consumer's read for every message, built once (server/db/prepared.ts). */
const messageConversation = preparedStatement((db) =>
  db
    .select(conversationFields)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.accountId, sql.placeholder('accountId')), eq(messages.id, sql.placeholder('messageId'))))
    .prepare('hd_reporting_message_conversation'),
);

/** Serialises the consumer's work on one conversation until the transaction ends (a recomputation sees the other's timeline row). */
export const lockConversationReporting = async (tx: TExecutor, conversationId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reporting_events'), ${conversationId})`);
};

/** Records one status change of the timeline; a repeat of the same event writes nothing. */
export const recordStatusChange = async (db: TExecutor, row: typeof reportingStatusChanges.$inferInsert) => {
  await db.insert(reportingStatusChanges).values(row).onConflictDoNothing();
};

export const listStatusChanges = async (db: TExecutor, conversationId: number): Promise<TStatusChange[]> =>
  db
    .select({
      eventId: reportingStatusChanges.eventId,
      from: reportingStatusChanges.fromStatus,
      to: reportingStatusChanges.toStatus,
      at: reportingStatusChanges.changedAt,
      assigneeId: reportingStatusChanges.assigneeId,
    })
    .from(reportingStatusChanges)
    .where(eq(reportingStatusChanges.conversationId, conversationId))
    .orderBy(asc(reportingStatusChanges.changedAt), asc(reportingStatusChanges.id));

/**
 * The conversation's human replies and public customer messages, oldest first: those first written in it,
 * wherever a merge or a split has moved them since (messages.merged_from_conversation_id), so moving
 * messages never counts them twice.
 */
export const listMessageFacts = async (db: TExecutor, conversationId: number): Promise<TMessageFact[]> => {
  const rows = await messageFacts(db, { conversationId });
  return rows.map((r) => ({ id: r.id, at: r.at, senderId: r.senderId, kind: r.isReply ? 'reply' : 'customer' }));
};
/** Read for every message the reporting consumer handles, built once (server/db/prepared.ts). */
const messageFacts = preparedStatement((db) => {
  const conversationId = sql.placeholder('conversationId');
  return db
    .select({
      id: messages.id,
      at: messages.createdAt,
      senderId: messages.senderId,
      isReply: sql<boolean>`${isHumanReply}`,
    })
    .from(messages)
    .where(
      and(
        or(
          and(eq(messages.conversationId, conversationId), isNull(messages.mergedFromConversationId)),
          eq(messages.mergedFromConversationId, conversationId),
        ),
        sql`(${isHumanReply} OR ${isCustomerMessage})`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .prepare('hd_reporting_message_facts');
});

/** What business-hours values need of an inbox: its working hours (when on), its timezone, and whether a bot answers it. */
export const findInboxClock = async (db: TExecutor, inboxId: number) => {
  const [inbox] = await db
    .select({ enabled: inboxes.workingHoursEnabled, timezone: inboxes.timezone })
    .from(inboxes)
    .where(eq(inboxes.id, inboxId));
  if (!inbox) return null;
  const bots = await db
    .select({ id: agentBotInboxes.id })
    .from(agentBotInboxes)
    .where(and(eq(agentBotInboxes.inboxId, inboxId), eq(agentBotInboxes.status, 0)))
    .limit(1);
  const hours = inbox.enabled
    ? await db.select().from(workingHours).where(eq(workingHours.inboxId, inboxId)).orderBy(asc(workingHours.dayOfWeek))
    : [];
  return { ...inbox, hasBot: bots.length > 0, hours };
};
