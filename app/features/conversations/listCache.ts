import type { InfiniteData } from '@tanstack/react-query';
import { PRIORITY_VALUE, type TConversationSort } from '../../../common/contracts/conversations.ts';
import type { TConversation, TListFilters, TListPage, TTabCounts } from './conversationTypes.ts';

/**
 * Pure cache patchers for the conversation lists (part 2 §4): sorting, who belongs to a list,
 * when a new conversation may join one, and the tab counts a change moves.
 */

const priorityOf = (c: TConversation, ascending: boolean) =>
  c.priority === null ? (ascending ? 5 : 0) : PRIORITY_VALUE[c.priority];

const sortValue = (c: TConversation, sortBy: TConversationSort) => {
  if (sortBy.startsWith('last_activity_at')) return c.last_activity_at ?? c.timestamp ?? 0;
  if (sortBy.startsWith('created_at')) return c.created_at;
  if (sortBy.startsWith('priority')) return priorityOf(c, sortBy.endsWith('_asc'));
  return c.waiting_since ?? 0;
};

/** Orders two conversations as the list's sort does; ties fall back to the newer id first. */
export const compareConversations = (sortBy: TConversationSort) => (a: TConversation, b: TConversation) => {
  const dir = sortBy.endsWith('_asc') ? 1 : -1;
  const diff = sortValue(a, sortBy) - sortValue(b, sortBy);
  return diff !== 0 ? diff * dir : b.id - a.id;
};

/** Status, inbox, team and label filters (all match everything); the assignee tab is separate. */
export const matchesFilters = (c: TConversation, f: TListFilters) =>
  (f.status === 'all' || c.status === f.status) &&
  (!f.inboxId || c.inbox_id === f.inboxId) &&
  (!f.teamId || c.meta.team?.id === f.teamId) &&
  (!f.label || c.labels.includes(f.label));

export const matchesTab = (c: TConversation, tab: TListFilters['assigneeType'], userId: number) => {
  if (tab === 'me') return c.meta.assignee?.id === userId;
  if (tab === 'unassigned') return !c.meta.assignee;
  return true;
};

export const belongsTo = (c: TConversation, f: TListFilters, userId: number) =>
  matchesFilters(c, f) && matchesTab(c, f.assigneeType, userId);

/**
 * A new conversation joins a list only with no filters applied, outside folders, mentions and
 * unattended, and when the inbox matches (part 2 §4).
 */
export const canJoinList = (f: TListFilters) =>
  !f.query?.length && f.view !== 'folder' && f.view !== 'mention' && f.view !== 'unattended';

/** Lists whose membership the client can decide itself; others are only patched in place. */
const isClientDecidable = (f: TListFilters) => canJoinList(f) && f.view !== 'participating';

export const flattenPages = (data: InfiniteData<TListPage> | undefined) => {
  const seen = new Set<number>();
  const out: TConversation[] = [];
  for (const page of data?.pages ?? [])
    for (const c of page.payload)
      if (!seen.has(c.id)) {
        seen.add(c.id);
        out.push(c);
      }
  return out;
};

const countDelta = (before: boolean, after: boolean) => (after === before ? 0 : after ? 1 : -1);

/** How the me / unassigned / all counts move when `before` becomes `after` (either may be absent). */
export const tabCountDelta = (
  before: TConversation | undefined,
  after: TConversation | undefined,
  f: TListFilters,
  userId: number,
): TTabCounts => {
  const m = (c: TConversation | undefined, tab: TListFilters['assigneeType']) =>
    c ? matchesFilters(c, f) && matchesTab(c, tab, userId) : false;
  return {
    mine_count: countDelta(m(before, 'me'), m(after, 'me')),
    unassigned_count: countDelta(m(before, 'unassigned'), m(after, 'unassigned')),
    all_count: countDelta(m(before, 'all'), m(after, 'all')),
  };
};

const addCounts = (a: TTabCounts, d: TTabCounts): TTabCounts => ({
  mine_count: Math.max(0, a.mine_count + d.mine_count),
  unassigned_count: Math.max(0, a.unassigned_count + d.unassigned_count),
  all_count: Math.max(0, a.all_count + d.all_count),
});

export const findInPages = (data: InfiniteData<TListPage> | undefined, id: number) =>
  data?.pages.flatMap((p) => p.payload).find((c) => c.id === id);

interface TPatchOptions {
  /** A conversation not yet in the list may join it (conversation.created under canJoinList). */
  allowInsert: boolean;
  /** Whether the list has more pages to load: an item sorting past the loaded end waits for them. */
  hasMore: boolean;
  /** The conversation as it was before the change, if known from any cache (for the counts). */
  before?: TConversation;
  /** It did not exist before (conversation.created): counted even though no cache knew it. */
  isNew?: boolean;
}

const NO_CHANGE: TTabCounts = { mine_count: 0, unassigned_count: 0, all_count: 0 };

/**
 * How one list's tab counts move. Every tab is counted, not just the list's own: a conversation
 * leaving "mine" for "unassigned" moves both numbers. An existing conversation no cache knew was
 * already in the server's counts, so it moves nothing.
 */
const countsDelta = (
  before: TConversation | undefined,
  conv: TConversation,
  f: TListFilters,
  userId: number,
  isNew: boolean,
) => (before || isNew ? tabCountDelta(before, conv, f, userId) : NO_CHANGE);

/**
 * Puts the fresh copy of a conversation where it belongs in one list: replaced and re-sorted
 * when it still matches, dropped when it no longer does, inserted only when allowed.
 */
export const patchListData = (
  data: InfiniteData<TListPage>,
  conv: TConversation,
  f: TListFilters,
  userId: number,
  options: TPatchOptions,
): InfiniteData<TListPage> => {
  const previous = findInPages(data, conv.id);
  const decidable = isClientDecidable(f);
  const keep = decidable ? belongsTo(conv, f, userId) : previous !== undefined;
  if (!previous && (!keep || !options.allowInsert || !canJoinList(f))) {
    const first = data.pages[0];
    if (!first || !decidable) return data;
    const delta = countsDelta(options.before, conv, f, userId, options.isNew ?? false);
    return { ...data, pages: [{ ...first, meta: addCounts(first.meta, delta) }, ...data.pages.slice(1)] };
  }
  const pages = data.pages.map((p) => ({ ...p, payload: p.payload.filter((c) => c.id !== conv.id) }));
  if (keep) {
    const cmp = compareConversations(f.sortBy);
    let placed = false;
    for (const page of pages) {
      const at = page.payload.findIndex((c) => cmp(conv, c) < 0);
      if (at >= 0) {
        page.payload.splice(at, 0, conv);
        placed = true;
        break;
      }
    }
    const last = pages[pages.length - 1];
    if (!placed && last && !options.hasMore) last.payload.push(conv);
  }
  const first = pages[0];
  if (first && decidable)
    first.meta = addCounts(
      first.meta,
      countsDelta(options.before ?? previous, conv, f, userId, options.isNew ?? false),
    );
  return { ...data, pages };
};

/** Applies a partial change (status, assignee, unread…) to a conversation wherever a list holds it. */
export type TConversationPatch = Omit<Partial<TConversation>, 'meta'> & { meta?: Partial<TConversation['meta']> };

export const mergeConversation = (c: TConversation, patch: TConversationPatch): TConversation => ({
  ...c,
  ...patch,
  meta: { ...c.meta, ...(patch.meta ?? {}) },
});
