import { and, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { contacts, conversations, inboxMembers, messages } from '../../db/schema/index.ts';
import type { TMembership } from '../auth/index.ts';
import { escapeLike, whereOf } from '../contacts/index.ts';
import { tabCond, visibleTo, type TConversationRow } from '../conversationCore/index.ts';

/** Up to this many matching messages are collected in one query; beyond it a term counts as common. */
export const COLLECT_LIMIT = 2000;
/**
 * A term the planner expects in more messages than this is common: its conversations are walked by activity
 * at once, without first collecting matches (collecting a common term's first 2,001 matches costs more than
 * the whole walk).
 */
export const COMMON_ESTIMATE = 5 * COLLECT_LIMIT;
/** Up to this many matching contacts are looked up by id; more, and each walked conversation is checked. */
export const CONTACT_LIMIT = 500;

/** Message text: the trigram index for 3+ characters (any substring), whole words below that. */
export const messageMatch = (q: string) =>
  q.length >= 3
    ? sql`${messages.content} ilike ${`%${escapeLike(q)}%`}`
    : sql`to_tsvector('simple', coalesce(${messages.content}, '')) @@ plainto_tsquery('simple', ${q})`;

/**
 * How many messages the planner expects to match `q` (from the column statistics: no index is read).
 * Only chooses between plans that return the same rows.
 */
export const estimateMessageMatches = async (db: TExecutor, accountId: number, q: string) => {
  const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from ${messages} where ${messages.accountId} = ${accountId} and ${messageMatch(q)}`,
  );
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
};

/** A matching message, public or private, as collected. */
export interface TMessageHit {
  id: number;
  conversationId: number;
  isPrivate: boolean;
}

/** Up to `COLLECT_LIMIT + 1` messages (public and private notes alike) whose text matches `q`. */
export const collectMessageHits = (db: TExecutor, accountId: number, q: string): Promise<TMessageHit[]> =>
  db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      isPrivate: messages.private,
    })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), messageMatch(q)))
    .limit(COLLECT_LIMIT + 1);

/** Up to `CONTACT_LIMIT + 1` contacts whose name, email, phone or identifier contains `q`. */
export const collectContacts = async (db: TExecutor, accountId: number, q: string) =>
  (
    await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(whereOf({ accountId, q }))
      .limit(CONTACT_LIMIT + 1)
  ).map((r) => r.id);

/**
 * How a search finds its conversations' two sources: the ids already collected, or `walk` (too many to
 * collect: each conversation walked is checked — its contact against the matching contacts, its messages
 * for one match).
 */
export interface TMatchPlan {
  contacts: 'walk' | number[];
  /** Conversation ids of the matching public messages. */
  messages: 'walk' | number[];
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Conversations whose number, contact (name, email, phone, identifier) or any public message matches `q`,
 * as a condition on `conversations`. When both sources were collected, one IN over their union: PostgreSQL
 * starts from the few matches. Otherwise a condition each conversation walked (by activity) is checked
 * against (`offset 0` keeps PostgreSQL from hashing the message subquery into a full collection).
 */
export const matchConversations = (accountId: number, q: string, plan: TMatchPlan) => {
  const displayId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  if (plan.contacts !== 'walk' && plan.messages !== 'walk')
    return sql`${conversations.id} in (
      ${displayId !== null ? sql`select ${conversations.id} from ${conversations} where ${conversations.accountId} = ${accountId} and ${conversations.displayId} = ${displayId} union all` : sql``}
      select ${conversations.id} from ${conversations} where ${conversations.accountId} = ${accountId} and ${conversations.contactId} = any(${intArray(plan.contacts)})
      union all select unnest(${intArray(plan.messages)})
    )`;
  const byContact =
    plan.contacts === 'walk'
      ? sql`${conversations.contactId} in (select ${contacts.id} from ${contacts} where ${whereOf({ accountId, q })})`
      : sql`${conversations.contactId} = any(${intArray(plan.contacts)})`;
  const byMessage =
    plan.messages === 'walk'
      ? sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.private} = false and ${messageMatch(q)} offset 0)`
      : sql`${conversations.id} = any(${intArray(plan.messages)})`;
  return sql`(${displayId !== null ? sql`${conversations.displayId} = ${displayId} or ` : sql``}${byContact} or ${byMessage})`;
};

/**
 * visibleTo(m) for search. For a member limited to their inboxes it adds those inboxes as one array (an
 * InitPlan) and keeps visibleTo's own subquery out of the join tree (`is true`): PostgreSQL then walks
 * conversations by activity and drops other inboxes' rows as it goes, instead of joining inbox_members and
 * asking every conversation of those inboxes for a match before sorting them.
 */
export const searchVisibility = (m: TMembership): SQL | undefined => {
  const rule = visibleTo(m);
  if (!rule) return undefined;
  const inboxes = sql`array(select ${inboxMembers.inboxId} from ${inboxMembers} where ${inboxMembers.userId} = ${m.accountUser.userId})`;
  return sql`${conversations.inboxId} = any(${inboxes}) and (${rule}) is true`;
};

export interface TSearchScope {
  /** The match condition on `conversations` (matchConversations). */
  match: SQL;
  status?: number;
}

const scopeWhere = (m: TMembership, s: TSearchScope) =>
  and(
    eq(conversations.accountId, m.accountId),
    searchVisibility(m),
    s.status !== undefined ? eq(conversations.status, s.status) : undefined,
    s.match,
  );

const byActivity = [desc(conversations.lastActivityAt), desc(conversations.id)];

/** One page of matching conversations in the tab, most recent activity first. */
export const findSearchPage = (
  db: TExecutor,
  m: TMembership,
  s: TSearchScope,
  page: { tab: string; offset: number; limit: number },
): Promise<TConversationRow[]> =>
  db
    .select()
    .from(conversations)
    .where(and(scopeWhere(m, s), tabCond(page.tab, m.accountUser.userId)))
    .orderBy(...byActivity)
    .limit(page.limit)
    .offset(page.offset);

/**
 * Walks the matches (every tab) in activity order, at most `limit`: each one's assignee, for the counts, and
 * the whole row of those at positions `rows` (from, to]. One statement, so the match is evaluated once.
 */
export const walkSearch = async (
  db: TExecutor,
  m: TMembership,
  s: TSearchScope,
  walk: { limit: number; rows: [number, number] },
) => {
  const ordered = db
    .select({ id: conversations.id, assigneeId: conversations.assigneeId, at: conversations.lastActivityAt })
    .from(conversations)
    .where(scopeWhere(m, s))
    .orderBy(...byActivity)
    .limit(walk.limit)
    .as('ordered');
  const numbered = db
    .select({
      id: ordered.id,
      assigneeId: ordered.assigneeId,
      n: sql<number>`(row_number() over (order by ${ordered.at} desc, ${ordered.id} desc))::int`.as('n'),
    })
    .from(ordered)
    .as('numbered');
  const rows = await db
    .select({ assigneeId: numbered.assigneeId, row: conversations })
    .from(numbered)
    .leftJoin(
      conversations,
      and(eq(conversations.id, numbered.id), gt(numbered.n, walk.rows[0]), lte(numbered.n, walk.rows[1])),
    )
    .orderBy(numbered.n);
  return { assignees: rows.map((r) => r.assigneeId), rows: rows.flatMap((r) => (r.row ? [r.row] : [])) };
};

/**
 * Tab counts over the first `cap` of the walked matches' assignees (in activity order); `capped` when more
 * were walked. An exact count of a common term's matches would mean asking every conversation the member
 * may see for one, which costs far more than the page itself.
 */
export const tabCountsOf = (assignees: (number | null)[], uid: number, cap: number) => {
  const counted = assignees.slice(0, cap);
  const unassigned = counted.filter((a) => a === null).length;
  return {
    mine_count: counted.filter((a) => a === uid).length,
    unassigned_count: unassigned,
    assigned_count: counted.length - unassigned,
    all_count: counted.length,
    capped: assignees.length > cap,
  };
};

/**
 * The newest public message (incoming or outgoing) matching `q` in each of these conversations: the one a
 * search result shows, as Chatwoot's search puts the matching message in the conversation's `messages`.
 * `hitIds`: the plan already collected every matching message (GET search), so those ids stand for the match
 * and the term is not read again.
 */
export const findMatchedMessages = (
  db: TExecutor,
  accountId: number,
  conversationIds: number[],
  q: string,
  hitIds?: number[],
) =>
  conversationIds.length && hitIds?.length !== 0
    ? db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(
          and(
            eq(messages.accountId, accountId),
            inArray(messages.conversationId, conversationIds),
            inArray(messages.messageType, [MESSAGE_TYPES.incoming, MESSAGE_TYPES.outgoing]),
            eq(messages.private, false),
            hitIds ? inArray(messages.id, hitIds) : messageMatch(q),
          ),
        )
        .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id))
    : Promise.resolve([]);
