import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { CONTENT_TYPES } from '../../../common/contracts/conversations.ts';
import { CSAT_PAGE_SIZE, type TCsatFilters } from '../../../common/contracts/csat.ts';
import type { TExecutor } from '../../db/client.ts';
import { contacts, conversations, csatSurveyResponses, inboxes, messages, users } from '../../db/schema/index.ts';

export type TCsatResponseRow = typeof csatSurveyResponses.$inferSelect;
export const INPUT_CSAT = CONTENT_TYPES.indexOf('input_csat');

/** The conversation a public survey link names (conversations.uuid), with its inbox. */
export const findConversationByUuid = async (db: TExecutor, uuid: string) => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
  const [row] = await db
    .select({ conversation: conversations, inbox: inboxes })
    .from(conversations)
    .innerJoin(inboxes, eq(inboxes.id, conversations.inboxId))
    .where(eq(conversations.uuid, uuid.toLowerCase()));
  return row ?? null;
};

/** The conversation's latest CSAT survey message. */
export const findSurveyMessage = async (db: TExecutor, conversationId: number) =>
  (
    await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.contentType, INPUT_CSAT)))
      .orderBy(desc(messages.id))
      .limit(1)
  )[0] ?? null;

export const findResponseByConversation = async (db: TExecutor, conversationId: number) =>
  (await db.select().from(csatSurveyResponses).where(eq(csatSurveyResponses.conversationId, conversationId)))[0] ??
  null;

/**
 * The one door responses are written through: the first answer inserts (with the assignee of the
 * moment), a later one changes the rating and feedback of the same row.
 */
export const upsertResponse = async (tx: TExecutor, row: typeof csatSurveyResponses.$inferInsert) => {
  const [saved] = await tx
    .insert(csatSurveyResponses)
    .values(row)
    .onConflictDoUpdate({
      target: csatSurveyResponses.conversationId,
      set: {
        rating: row.rating,
        feedbackMessage: row.feedbackMessage ?? null,
        messageId: row.messageId,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!saved) throw new Error('csat response not saved');
  return saved;
};

const responseWhere = (accountId: number, f: TCsatFilters) => {
  const where: SQL[] = [eq(csatSurveyResponses.accountId, accountId)];
  if (f.since) where.push(gte(csatSurveyResponses.createdAt, f.since));
  if (f.until) where.push(lt(csatSurveyResponses.createdAt, f.until));
  if (f.inboxId) where.push(eq(csatSurveyResponses.inboxId, f.inboxId));
  if (f.teamId) where.push(eq(conversations.teamId, f.teamId));
  if (f.userIds.length) where.push(inArray(csatSurveyResponses.assignedAgentId, f.userIds));
  if (f.ratings.length) where.push(inArray(csatSurveyResponses.rating, f.ratings));
  return and(...where);
};

/** One page of responses (or every one, for the CSV), with contact, agent and conversation number. */
export const listResponses = async (db: TExecutor, accountId: number, f: TCsatFilters, page: number | null) => {
  const q = db
    .select({
      response: csatSurveyResponses,
      displayId: conversations.displayId,
      contact: {
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        phoneNumber: contacts.phoneNumber,
        avatarKey: contacts.avatarKey,
      },
      agent: { id: users.id, name: users.name, email: users.email, avatarKey: users.avatarKey },
    })
    .from(csatSurveyResponses)
    .innerJoin(conversations, eq(conversations.id, csatSurveyResponses.conversationId))
    .leftJoin(contacts, eq(contacts.id, csatSurveyResponses.contactId))
    .leftJoin(users, eq(users.id, csatSurveyResponses.assignedAgentId))
    .where(responseWhere(accountId, f))
    .orderBy(
      f.sort === 'asc' ? asc(csatSurveyResponses.createdAt) : desc(csatSurveyResponses.createdAt),
      f.sort === 'asc' ? asc(csatSurveyResponses.id) : desc(csatSurveyResponses.id),
    );
  return page === null ? q.limit(50_000) : q.limit(CSAT_PAGE_SIZE).offset((page - 1) * CSAT_PAGE_SIZE);
};
export type TCsatListRow = Awaited<ReturnType<typeof listResponses>>[number];

/** How many responses gave each rating. */
export const countRatings = async (db: TExecutor, accountId: number, f: TCsatFilters) =>
  db
    .select({ rating: csatSurveyResponses.rating, n: count() })
    .from(csatSurveyResponses)
    .innerJoin(conversations, eq(conversations.id, csatSurveyResponses.conversationId))
    .where(responseWhere(accountId, f))
    .groupBy(csatSurveyResponses.rating);

/**
 * Surveys sent in the range (input_csat messages), narrowed by inbox, team and the conversation's
 * assignee now (Chatwoot's), not by rating: the rate stays responses of all sent.
 */
export const countSurveysSent = async (db: TExecutor, accountId: number, f: TCsatFilters) => {
  const where: SQL[] = [eq(messages.accountId, accountId), eq(messages.contentType, INPUT_CSAT)];
  if (f.since) where.push(gte(messages.createdAt, f.since));
  if (f.until) where.push(lt(messages.createdAt, f.until));
  if (f.inboxId) where.push(eq(messages.inboxId, f.inboxId));
  if (f.teamId) where.push(eq(conversations.teamId, f.teamId));
  if (f.userIds.length) where.push(inArray(conversations.assigneeId, f.userIds));
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(...where));
  return row?.n ?? 0;
};
