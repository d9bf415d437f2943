import { SEARCH_PER_PAGE, type TSearchQuery } from '../../../common/contracts/search.ts';
import { CONTACT_PERMISSIONS, hasAnyPermission } from '../../../common/permissions.ts';
import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { listContacts } from '../contacts/index.ts';
import { presentContact } from '../contacts/index.ts';
import { loadContext } from '../conversationCore/index.ts';
import { presentConversation } from '../conversationCore/index.ts';
import { findMatchedMessages, findSearchPage } from '../conversations/index.ts';
import { planSearch, type TSearchPlan } from '../conversations/index.ts';
import { sendersOf } from '../messages/index.ts';
import { presentMessage } from '../conversationCore/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import { listInboxesById, listSearchMessages } from './search.repo.ts';

const inboxBrief = async (deps: TDeps, accountId: number, ids: number[]) => {
  const rows = ids.length ? await listInboxesById(deps.db, accountId, [...new Set(ids)]) : [];
  return new Map(rows.map((i) => [i.id, { id: i.id, name: i.name, channel_type: i.channelType }]));
};

/**
 * The page of conversations, by a plan made for this search or shared with the messages (GET search); each
 * carries its newest matching public message in `messages`.
 */
export const searchConversations = async (deps: TDeps, m: TMembership, q: TSearchQuery, plan?: TSearchPlan) => {
  if (!q.q) return [];
  const rows = await findSearchPage(
    deps.db,
    m,
    { match: (plan ?? (await planSearch(deps.db, m.accountId, q.q))).match },
    { tab: 'all', offset: (q.page - 1) * SEARCH_PER_PAGE, limit: SEARCH_PER_PAGE },
  );
  const [ctx, matched] = await Promise.all([
    loadContext(deps.db, rows),
    findMatchedMessages(
      deps.db,
      m.accountId,
      rows.map((c) => c.id),
      q.q,
      plan?.hits?.filter((h) => !h.isPrivate).map((h) => h.id),
    ),
  ]);
  const files = await attachmentsByMessage(
    deps.db,
    matched.map((r) => r.id),
  );
  const byConversation = new Map(matched.map((r) => [r.conversationId, r]));
  return rows.map((c) => {
    const p = presentConversation(c, ctx);
    const inbox = ctx.inboxes.get(c.inboxId);
    const hit = byConversation.get(c.id);
    return {
      ...p,
      // The matching message is the one a hit shows (Chatwoot); a match on the number or contact keeps the last.
      ...(hit && { messages: [presentMessage(hit, c.displayId, null, files.get(hit.id))] }),
      contact: p.meta.sender,
      agent: p.meta.assignee,
      inbox: inbox ? { id: inbox.id, name: inbox.name, channel_type: inbox.channelType } : null,
    };
  });
};

export const searchContacts = async (deps: TDeps, m: TMembership, q: TSearchQuery) => {
  if (!q.q || !hasAnyPermission(m.permissions, CONTACT_PERMISSIONS)) return [];
  const rows = await listContacts(deps.db, {
    accountId: m.accountId,
    q: q.q,
    page: q.page,
    perPage: SEARCH_PER_PAGE,
    sort: 'last_activity_at',
    desc: true,
  });
  return rows.map(presentContact);
};

/**
 * Public and private messages of conversations the member may see, newest first, over all history:
 * 3+ characters use the trigram index (any substring), shorter queries match whole words (full-text index).
 * A plan that already collected every matching message (GET search) narrows the query to those.
 */
export const searchMessages = async (deps: TDeps, m: TMembership, q: TSearchQuery, plan?: TSearchPlan) => {
  if (!q.q) return [];
  const hits = plan?.hits?.map((h) => h.id);
  const rows = await listSearchMessages(deps.db, m, q.q, hits, q.page);
  const batch = rows.map((r) => r.message);
  const [ibs, sender, files] = await Promise.all([
    inboxBrief(
      deps,
      m.accountId,
      batch.map((r) => r.inboxId),
    ),
    sendersOf(deps.db, batch),
    attachmentsByMessage(
      deps.db,
      batch.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    ...presentMessage(r.message, r.displayId, sender(r.message), files.get(r.message.id)),
    inbox: ibs.get(r.message.inboxId) ?? null,
  }));
};

/** GET search: the three searches in parallel; conversations and messages share one plan (one collection). */
type TSearchConversations = Awaited<ReturnType<typeof searchConversations>>;
type TSearchMessages = Awaited<ReturnType<typeof searchMessages>>;

export const searchAll = async (deps: TDeps, m: TMembership, q: TSearchQuery) => {
  const found = async () => {
    if (!q.q) return [[], []] as [TSearchConversations, TSearchMessages];
    const plan = await planSearch(deps.db, m.accountId, q.q);
    return Promise.all([searchConversations(deps, m, q, plan), searchMessages(deps, m, q, plan)]);
  };
  const [contacts, [conversations, msgs]] = await Promise.all([searchContacts(deps, m, q), found()]);
  return { payload: { contacts, conversations, messages: msgs } };
};
