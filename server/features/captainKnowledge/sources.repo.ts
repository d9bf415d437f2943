import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  articles,
  captainAssistants,
  captainDocuments,
  captainInboxes,
  conversations,
  messages,
  portals,
} from '../../db/schema/index.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';

/** Chatwoot's published article status (0 draft, 1 published, 2 archived). */
const PUBLISHED = 1;

/** The account's assistants that keep help-centre articles as documents (one, or all of them). */
export const helpCenterAssistants = (db: TExecutor, accountId: number, assistantId?: number) =>
  db
    .select({ id: captainAssistants.id, accountId: captainAssistants.accountId })
    .from(captainAssistants)
    .where(
      and(
        eq(captainAssistants.accountId, accountId),
        sql`(${captainAssistants.config} ->> 'feature_help_center') = 'true'`,
        assistantId === undefined ? undefined : eq(captainAssistants.id, assistantId),
      ),
    );

/** The account's published articles (in portals not archived), with the assistant's document of each if any. */
export const publishedArticlesWithDocuments = (db: TExecutor, accountId: number, assistantId: number) =>
  db
    .select({
      articleId: articles.id,
      title: articles.title,
      slug: articles.slug,
      portalSlug: portals.slug,
      articleUpdatedAt: articles.updatedAt,
      documentId: captainDocuments.id,
      documentName: captainDocuments.name,
      documentLink: captainDocuments.externalLink,
      documentStatus: captainDocuments.status,
      documentUpdatedAt: captainDocuments.updatedAt,
    })
    .from(articles)
    .innerJoin(portals, eq(portals.id, articles.portalId))
    .leftJoin(
      captainDocuments,
      and(eq(captainDocuments.articleId, articles.id), eq(captainDocuments.assistantId, assistantId)),
    )
    .where(and(eq(articles.accountId, accountId), eq(articles.status, PUBLISHED), eq(portals.archived, false)));

export const articleContents = (db: TExecutor, ids: number[]) =>
  ids.length
    ? db.select({ id: articles.id, content: articles.content }).from(articles).where(inArray(articles.id, ids))
    : Promise.resolve([]);

/** Deletes the assistant's article documents whose article is not among `keep` (unpublished, archived). */
export const deleteArticleDocumentsExcept = async (db: TExecutor, assistantId: number, keep: number[]) =>
  (
    await db
      .delete(captainDocuments)
      .where(
        and(
          eq(captainDocuments.assistantId, assistantId),
          isNotNull(captainDocuments.articleId),
          keep.length ? notInArray(captainDocuments.articleId, keep) : undefined,
        ),
      )
      .returning({ id: captainDocuments.id })
  ).length;

/** Deletes every article document of the assistant (the sync turned off). */
export const deleteArticleDocuments = (db: TExecutor, accountId: number, assistantId: number) =>
  db
    .delete(captainDocuments)
    .where(
      and(
        eq(captainDocuments.accountId, accountId),
        eq(captainDocuments.assistantId, assistantId),
        isNotNull(captainDocuments.articleId),
      ),
    );

/** Is an assistant connected to the inbox? (Its resolved conversations suggest FAQs.) */
export const assistantOfInbox = async (db: TExecutor, accountId: number, inboxId: number) =>
  (
    await db
      .select({ assistantId: captainInboxes.assistantId })
      .from(captainInboxes)
      .where(and(eq(captainInboxes.accountId, accountId), eq(captainInboxes.inboxId, inboxId)))
  )[0]?.assistantId ?? null;

/** The conversation by display id: its id and inbox. */
export const findConversationRef = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await db
      .select({ id: conversations.id, inboxId: conversations.inboxId })
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)))
  )[0] ?? null;

/**
 * What the customer and the team's people said in public: incoming messages and outgoing ones a user wrote.
 * Private notes, activity lines, templates and what bots, rules or Captain wrote are left out.
 */
export const customerAndAgentMessages = (db: TExecutor, conversationId: number, limit = 300) =>
  db
    .select({ messageType: messages.messageType, content: messages.content })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.private, false),
        sql`(${messages.messageType} = ${MESSAGE_TYPES.incoming}
             OR (${messages.messageType} = ${MESSAGE_TYPES.outgoing} AND ${messages.senderType} = 'User'))`,
        sql`coalesce(${messages.content}, '') <> ''`,
      ),
    )
    .orderBy(messages.id)
    .limit(limit);
