import { sql } from 'drizzle-orm';
import { CONVERSATIONS_PER_PAGE, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TConversationFilterRequest } from '../../../common/contracts/conversationsFilter.ts';
import type { TDeps } from '../../deps.ts';
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

/**
 * Conversations whose number, contact (name, email, phone, identifier) or any message matches `q`.
 * Message text uses the trigram index (3+ characters) or whole words below that.
 */
export const matchConversations = (accountId: number, q: string) => {
  const like = `%${escapeLike(q)}%`;
  const byMessage =
    q.length >= 3
      ? sql`${messages.content} ilike ${like}`
      : sql`to_tsvector('simple', coalesce(${messages.content}, '')) @@ plainto_tsquery('simple', ${q})`;
  const contactText = sql`(coalesce(${contacts.name}, '') || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.phoneNumber}, '') || ' ' || coalesce(${contacts.identifier}, ''))`;
  return sql`(
    ${/^\d{1,9}$/.test(q) ? sql`${conversations.displayId} = ${Number(q)} or` : sql``}
    ${conversations.contactId} in (select ${contacts.id} from ${contacts} where ${contacts.accountId} = ${accountId} and ${contactText} ilike ${like})
    or ${conversations.id} in (select ${messages.conversationId} from ${messages} where ${messages.accountId} = ${accountId} and ${messages.private} = false and ${byMessage})
  )`;
};

export const search = (
  deps: TDeps,
  m: TMembership,
  query: { q: string; page: number; status?: string; assignee_type?: string },
) => {
  const status =
    query.status && query.status !== 'all' ? STATUS_VALUE[query.status as keyof typeof STATUS_VALUE] : undefined;
  return page(
    deps,
    m,
    { status, extra: query.q ? matchConversations(m.accountId, query.q) : undefined },
    query.assignee_type ?? 'all',
    query.page,
  );
};
