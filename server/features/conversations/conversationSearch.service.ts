import { and, eq, sql } from 'drizzle-orm';
import { CONVERSATIONS_PER_PAGE, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TConversationFilterRequest } from '../../../common/contracts/conversationsFilter.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { contacts, conversations, messages } from '../../db/schema/index.ts';
import type { TMembership } from '../auth/auth.context.ts';
import { escapeLike } from '../contacts/contacts.repo.ts';
import * as repo from './conversations.repo.ts';
import { loadContext, presentConversation } from './conversations.presenter.ts';
import { filterSql } from './conversationFilter.ts';

const page = async (
  deps: TDeps,
  m: TMembership,
  f: repo.TListFilters,
  tab: string,
  pageNo: number,
  countFilters: repo.TListFilters = f,
) => {
  const [rows, meta] = await Promise.all([
    repo.listConversations(deps.db, m, f, tab, 'last_activity_at_desc', pageNo, CONVERSATIONS_PER_PAGE),
    repo.tabCounts(deps.db, m, countFilters),
  ]);
  const ctx = await loadContext(deps.db, rows);
  return { data: { meta, payload: rows.map((c) => presentConversation(c, ctx)) } };
};

/** POST conversations/filter: the saved-folder query over every conversation the member may see. */
export const filter = (deps: TDeps, m: TMembership, q: TConversationFilterRequest, pageNo: number) =>
  page(deps, m, { extra: filterSql(q) }, 'all', pageNo);

/** Up to this many matching messages are collected in one query; beyond it a term counts as common. */
const COLLECT_LIMIT = 2000;

/** Message text: the trigram index for 3+ characters (any substring), whole words below that. */
const messageMatch = (q: string) =>
  q.length >= 3
    ? sql`${messages.content} ilike ${`%${escapeLike(q)}%`}`
    : sql`to_tsvector('simple', coalesce(${messages.content}, '')) @@ plainto_tsquery('simple', ${q})`;

/**
 * Conversations whose number, contact (name, email, phone, identifier) or any public message matches `q`,
 * as a condition on `conversations`. `messageIds` (conversation ids already collected from the matching
 * messages) replaces the message subquery; `walk` asks each conversation for one matching message
 * instead (`offset 0` keeps PostgreSQL from hashing the subquery into a full collection).
 */
export const matchConversations = (
  accountId: number,
  q: string,
  plan: { walk: true } | { messageIds: number[] } | null = null,
) => {
  const like = `%${escapeLike(q)}%`;
  const contactText = sql`(coalesce(${contacts.name}, '') || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.phoneNumber}, '') || ' ' || coalesce(${contacts.identifier}, ''))`;
  const contactIds = sql`select ${contacts.id} from ${contacts} where ${contacts.accountId} = ${accountId} and ${contactText} ilike ${like}`;
  const displayId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  if (plan && 'walk' in plan)
    return sql`(
      ${displayId !== null ? sql`${conversations.displayId} = ${displayId} or` : sql``}
      ${conversations.contactId} in (${contactIds})
      or exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.private} = false and ${messageMatch(q)} offset 0)
    )`;
  const byMessage = plan
    ? sql`select unnest(${`{${plan.messageIds.join(',')}}`}::int[])`
    : sql`select ${messages.conversationId} from ${messages} where ${messages.accountId} = ${accountId} and ${messages.private} = false and ${messageMatch(q)}`;
  // One IN over a union: PostgreSQL starts from the few matches instead of walking every conversation.
  return sql`${conversations.id} in (
    ${displayId !== null ? sql`select ${conversations.id} from ${conversations} where ${conversations.accountId} = ${accountId} and ${conversations.displayId} = ${displayId} union all` : sql``}
    select ${conversations.id} from ${conversations} where ${conversations.accountId} = ${accountId} and ${conversations.contactId} in (${contactIds})
    union all ${byMessage}
  )`;
};

/**
 * The condition for one page of matches. A rare term's conversations are collected in one query (at most
 * COLLECT_LIMIT messages); a common term (tens of thousands of messages: collecting them costs seconds)
 * walks conversations by activity instead and finds a page after a few rows.
 */
export const matchConversationsFor = async (db: TExecutor, accountId: number, q: string) => {
  const rows = await db
    .select({ id: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.private, false), messageMatch(q)))
    .limit(COLLECT_LIMIT + 1);
  if (rows.length > COLLECT_LIMIT) return matchConversations(accountId, q, { walk: true });
  return matchConversations(accountId, q, { messageIds: [...new Set(rows.map((r) => r.id))] });
};

export const search = async (
  deps: TDeps,
  m: TMembership,
  query: { q: string; page: number; status?: string; assignee_type?: string },
) => {
  const status =
    query.status && query.status !== 'all' ? STATUS_VALUE[query.status as keyof typeof STATUS_VALUE] : undefined;
  // Tab counts need every match, so they always use the collecting condition (exact, and cheaper than a walk).
  return page(
    deps,
    m,
    { status, extra: query.q ? await matchConversationsFor(deps.db, m.accountId, query.q) : undefined },
    query.assignee_type ?? 'all',
    query.page,
    query.q ? { status, extra: matchConversations(m.accountId, query.q) } : undefined,
  );
};
