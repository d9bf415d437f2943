import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { contacts, conversations, messages } from '../../db/schema/index.ts';
import type { TMembership } from '../auth/index.ts';
import { visibleTo } from '../conversationCore/index.ts';

/**
 * What the copilot's read-only tools read: a conversation's thread with its private notes, the contact and
 * their other conversations the agent may see, and the account's published help-centre articles.
 */

/** The conversation's last messages (public replies and private notes; no activity lines), oldest first. */
export const listRecentThread = async (db: TExecutor, conversationId: number, limit: number) =>
  (
    await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), ne(messages.messageType, MESSAGE_TYPES.activity)))
      .orderBy(desc(messages.id))
      .limit(limit)
  ).reverse();

export const findContactCard = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select({
        name: contacts.name,
        email: contacts.email,
        phoneNumber: contacts.phoneNumber,
        additionalAttributes: contacts.additionalAttributes,
        createdAt: contacts.createdAt,
      })
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.accountId, accountId)))
  )[0] ?? null;

/** The contact's other conversations the member may see, newest activity first, each with its last message. */
export const listOtherConversations = async (
  db: TExecutor,
  m: TMembership,
  contactId: number,
  exceptId: number,
  limit: number,
) =>
  db
    .select({
      displayId: conversations.displayId,
      status: conversations.status,
      createdAt: conversations.createdAt,
      lastActivityAt: conversations.lastActivityAt,
      lastMessage: sql<string | null>`(SELECT m.content FROM ${messages} m
        WHERE m.conversation_id = conversations.id AND m.private = false
          AND m.message_type IN (${MESSAGE_TYPES.incoming}, ${MESSAGE_TYPES.outgoing})
        ORDER BY m.id DESC LIMIT 1)`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, m.accountId),
        eq(conversations.contactId, contactId),
        ne(conversations.id, exceptId),
        visibleTo(m),
      ),
    )
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(limit);

export interface TArticleHit {
  title: string;
  text: string;
  portalSlug: string;
  slug: string;
}

const PUBLISHED = 1;

/**
 * The account's published articles (portals not archived) best matching `query`, in each article's own
 * text-search configuration, any of the query's words; a title containing the query counts too.
 */
export const searchArticles = async (db: TExecutor, accountId: number, query: string, limit: number) => {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const res = await db.execute<{ title: string; text: string; portal_slug: string; slug: string }>(sql`
    WITH hits AS (
      SELECT a.title, a.content, a.slug, p.slug AS portal_slug, a.search_vector,
             (SELECT coalesce((SELECT oid::regconfig FROM pg_ts_config WHERE cfgname = a.search_config), 'simple'::regconfig)) AS cfg
        FROM articles a JOIN portals p ON p.id = a.portal_id
       WHERE a.account_id = ${accountId} AND a.status = ${PUBLISHED} AND NOT p.archived
    ), q AS (
      SELECT h.*, (SELECT coalesce(to_tsquery(h.cfg, nullif(string_agg(quote_literal(w), ' | '), '')), ''::tsquery)
                     FROM unnest(tsvector_to_array(to_tsvector(h.cfg, ${query}))) AS w) AS tsq
        FROM hits h
    )
    SELECT title, regexp_replace(content, '<[^>]*>', ' ', 'g') AS text, portal_slug, slug
      FROM q
     WHERE search_vector @@ tsq OR title ILIKE ${like}
     ORDER BY ts_rank_cd(search_vector, tsq) DESC, title
     LIMIT ${limit}`);
  return res.rows.map((r): TArticleHit => ({ title: r.title, text: r.text, portalSlug: r.portal_slug, slug: r.slug }));
};
