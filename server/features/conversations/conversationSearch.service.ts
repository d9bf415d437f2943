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

const page = async (deps: TDeps, m: TMembership, f: repo.TListFilters, tab: string, pageNo: number) => {
  const [rows, meta] = await Promise.all([
    repo.listConversations(deps.db, m, f, tab, 'last_activity_at_desc', pageNo, CONVERSATIONS_PER_PAGE),
    repo.tabCounts(deps.db, m, f),
  ]);
  const ctx = await loadContext(deps.db, rows);
  return { data: { meta, payload: rows.map((c) => presentConversation(c, ctx)) } };
};

/** POST conversations/filter: the saved-folder query over every conversation the member may see. */
export const filter = (deps: TDeps, m: TMembership, q: TConversationFilterRequest, pageNo: number) =>
  page(deps, m, { extra: filterSql(q) }, 'all', pageNo);

/** Above this many matching messages a term counts as common (the probe stops counting there). */
const COMMON_TERM_MESSAGES = 200;

/** Message text: the trigram index for 3+ characters (any substring), whole words below that. */
const messageMatch = (q: string) =>
  q.length >= 3
    ? sql`${messages.content} ilike ${`%${escapeLike(q)}%`}`
    : sql`to_tsvector('simple', coalesce(${messages.content}, '')) @@ plainto_tsquery('simple', ${q})`;

/** Whether more than COMMON_TERM_MESSAGES public messages of the account match `q`. */
const isCommonTerm = async (db: TExecutor, accountId: number, q: string) => {
  const capped = db
    .select({ one: sql`1` })
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.private, false), messageMatch(q)))
    .limit(COMMON_TERM_MESSAGES + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return (row?.n ?? 0) > COMMON_TERM_MESSAGES;
};

/**
 * Conversations whose number, contact (name, email, phone, identifier) or any public message matches `q`.
 * Two plans for the same rows. A rare term: collect the few matching conversations once from the indexes.
 * A common term (more than 200 messages, up to hundreds of thousands): gathering every match costs seconds, so each conversation
 * is asked for one matching message instead (`offset 0` keeps PostgreSQL from hashing the subquery), and
 * a page ordered by activity is found after a few rows.
 */
export const matchConversations = (accountId: number, q: string, common = false) => {
  const like = `%${escapeLike(q)}%`;
  const contactText = sql`(coalesce(${contacts.name}, '') || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.phoneNumber}, '') || ' ' || coalesce(${contacts.identifier}, ''))`;
  const contactIds = sql`select ${contacts.id} from ${contacts} where ${contacts.accountId} = ${accountId} and ${contactText} ilike ${like}`;
  const displayId = /^\d{1,9}$/.test(q) ? Number(q) : null;
  if (common)
    return sql`(
      ${displayId !== null ? sql`${conversations.displayId} = ${displayId} or` : sql``}
      ${conversations.contactId} in (${contactIds})
      or exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.private} = false and ${messageMatch(q)} offset 0)
    )`;
  return sql`${conversations.id} in (
    ${displayId !== null ? sql`select ${conversations.id} from ${conversations} where ${conversations.accountId} = ${accountId} and ${conversations.displayId} = ${displayId} union all` : sql``}
    select ${conversations.id} from ${conversations} where ${conversations.accountId} = ${accountId} and ${conversations.contactId} in (${contactIds})
    union all
    select ${messages.conversationId} from ${messages} where ${messages.accountId} = ${accountId} and ${messages.private} = false and ${messageMatch(q)}
  )`;
};

/** matchConversations with the plan chosen by how many messages match. */
export const matchConversationsFor = async (db: TExecutor, accountId: number, q: string) =>
  matchConversations(accountId, q, await isCommonTerm(db, accountId, q));

export const search = async (
  deps: TDeps,
  m: TMembership,
  query: { q: string; page: number; status?: string; assignee_type?: string },
) => {
  const status =
    query.status && query.status !== 'all' ? STATUS_VALUE[query.status as keyof typeof STATUS_VALUE] : undefined;
  return page(
    deps,
    m,
    { status, extra: query.q ? await matchConversationsFor(deps.db, m.accountId, query.q) : undefined },
    query.assignee_type ?? 'all',
    query.page,
  );
};
