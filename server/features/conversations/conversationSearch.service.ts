import { CONVERSATIONS_PER_PAGE, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TConversationFilterRequest } from '../../../common/contracts/conversationsFilter.ts';
import { CONVERSATION_SEARCH_COUNT_CAP } from '../../../common/contracts/search.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TMembership } from '../auth/index.ts';
import * as repo from '../conversationCore/index.ts';
import * as searchRepo from './conversationSearch.repo.ts';
import { loadContext, loadPageWithContext } from '../conversationCore/index.ts';
import { presentConversation } from '../conversationCore/index.ts';
import { presentMessage } from '../conversationCore/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import { filterSql, type TConversationFilterDefinition } from './conversationFilter.repo.ts';
import { listDefinitions } from '../customAttributes/index.ts';
import { ATTRIBUTE_DISPLAY_TYPES, ATTRIBUTE_MODELS } from '../../../common/contracts/customAttributes.ts';

const page = async (deps: TDeps, m: TMembership, f: repo.TListFilters, tab: string, pageNo: number) => {
  const { rows, ctx, counts } = await loadPageWithContext(
    deps.db,
    repo.listConversationsQuery(m, f, tab, 'last_activity_at_desc', pageNo, CONVERSATIONS_PER_PAGE),
  );
  const meta = repo.countsMeta(counts);
  return { data: { meta, payload: rows.map((c) => presentConversation(c, ctx)) } };
};

/**
 * POST conversations/filter: the saved-folder query over every conversation the member may see, within
 * the assignee tab (`assignee_type`, all by default; the counts cover every tab), answered as Chatwoot's
 * filter view does: `{meta, payload}` with no `data` wrapper.
 */
export const filter = async (
  deps: TDeps,
  m: TMembership,
  q: TConversationFilterRequest,
  pageNo: number,
  tab: string = 'all',
) => {
  const extra = filterSql(q, await filterDefinitions(deps.db, m.accountId));
  return (await page(deps, m, { extra }, tab, pageNo)).data;
};

/** The account's custom attribute definitions (conversation and contact), as the filter reads them. */
const filterDefinitions = async (db: TExecutor, accountId: number): Promise<TConversationFilterDefinition[]> =>
  (await listDefinitions(db, accountId)).map((d) => ({
    key: d.attributeKey,
    type: ATTRIBUTE_DISPLAY_TYPES[d.attributeDisplayType] ?? 'text',
    model: ATTRIBUTE_MODELS[d.attributeModel] ?? 'contact_attribute',
  }));

/** Checks a conversation filter query (a folder's) as POST conversations/filter would: 422 naming the bad condition. */
export const validateConversationFilter = async (db: TExecutor, accountId: number, q: TConversationFilterRequest) => {
  filterSql(q, await filterDefinitions(db, accountId));
};

export interface TSearchPlan {
  /** The condition on `conversations` (conversationSearch.repo matchConversations). */
  match: searchRepo.TSearchScope['match'];
  /** Every message matching `q`, when they were few enough to collect. */
  hits: searchRepo.TMessageHit[] | null;
}

/**
 * Plans a search by how many contacts and messages match `q`. Matching contacts (cheap to find) are
 * collected up to CONTACT_LIMIT. A common term (the planner expects more than COMMON_ESTIMATE messages)
 * walks conversations by activity and finds a page after a few rows; otherwise the matching messages are
 * collected in one query (at most COLLECT_LIMIT; more after all: walk), for the conversations and the
 * messages found alike.
 */
export const planSearch = async (db: TExecutor, accountId: number, q: string): Promise<TSearchPlan> => {
  const [estimate, contactIds] = await Promise.all([
    searchRepo.estimateMessageMatches(db, accountId, q),
    searchRepo.collectContacts(db, accountId, q),
  ]);
  const contacts = contactIds.length > searchRepo.CONTACT_LIMIT ? 'walk' : contactIds;
  const collected =
    estimate > searchRepo.COMMON_ESTIMATE ? null : await searchRepo.collectMessageHits(db, accountId, q);
  const hits = collected && collected.length <= searchRepo.COLLECT_LIMIT ? collected : null;
  const messages = hits ? [...new Set(hits.filter((h) => !h.isPrivate).map((h) => h.conversationId))] : 'walk';
  return { match: searchRepo.matchConversations(accountId, q, { contacts, messages }), hits };
};

/**
 * GET conversations/search: one page of the tab and the tab counts. The counts cover the
 * CONVERSATION_SEARCH_COUNT_CAP most recently active matches; past it `meta.count_capped` is true (ours).
 */
export const search = async (
  deps: TDeps,
  m: TMembership,
  query: { q: string; page: number; status?: string; assignee_type?: string },
) => {
  const status =
    query.status && query.status !== 'all' ? STATUS_VALUE[query.status as keyof typeof STATUS_VALUE] : undefined;
  const tab = query.assignee_type ?? 'all';
  if (!query.q) return page(deps, m, { status }, tab, query.page);
  const scope = { status, match: (await planSearch(deps.db, m.accountId, query.q)).match };
  const cap = CONVERSATION_SEARCH_COUNT_CAP;
  const offset = (query.page - 1) * CONVERSATIONS_PER_PAGE;
  const end = offset + CONVERSATIONS_PER_PAGE;
  // The "all" tab's page lies on the counting walk (lengthened for a deep page); another tab walks its own.
  const [walked, tabRows] = await Promise.all([
    searchRepo.walkSearch(deps.db, m, scope, {
      limit: tab === 'all' ? Math.max(cap + 1, end) : cap + 1,
      rows: tab === 'all' ? [offset, end] : [0, 0],
    }),
    tab === 'all' ? null : searchRepo.findSearchPage(deps.db, m, scope, { tab, offset, limit: CONVERSATIONS_PER_PAGE }),
  ]);
  const rows = tabRows ?? walked.rows;
  const { capped, ...meta } = searchRepo.tabCountsOf(walked.assignees, m.accountUser.userId, cap);
  const ids = rows.map((c) => c.id);
  const [ctx, matched] = await Promise.all([
    loadContext(deps.db, rows),
    searchRepo.findMatchedMessages(deps.db, m.accountId, ids, query.q),
  ]);
  const files = await attachmentsByMessage(
    deps.db,
    matched.map((r) => r.id),
  );
  const byConversation = new Map(matched.map((r) => [r.conversationId, r]));
  return {
    data: {
      meta: { ...meta, ...(capped && { count_capped: true }) },
      payload: rows.map((c) => {
        const presented = presentConversation(c, ctx);
        const hit = byConversation.get(c.id);
        // The matching message is the one shown (Chatwoot); a match on the contact keeps the last message.
        return hit
          ? { ...presented, messages: [presentMessage(hit, c.displayId, null, files.get(hit.id))] }
          : presented;
      }),
    },
  };
};
