import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TConversation, TListFilters, TListPage } from './conversationTypes.ts';
import {
  canJoinList,
  compareConversations,
  flattenPages,
  mergeConversation,
  patchListData,
  tabCountDelta,
} from './listCache.ts';
import { listedConversationFixture, userFixture } from './testFixtures.ts';

const ME = 7;
const conv = (id: number, over: Partial<TConversation> = {}): TConversation => listedConversationFixture(id, 1, over);
const filters = (over: Partial<TListFilters> = {}): TListFilters => ({
  view: 'all',
  assigneeType: 'all',
  status: 'open',
  sortBy: 'last_activity_at_desc',
  ...over,
});
const data = (...pages: TConversation[][]): InfiniteData<TListPage> => ({
  pages: pages.map((payload) => ({
    meta: { mine_count: 0, unassigned_count: payload.length, all_count: payload.length },
    payload,
  })),
  pageParams: pages.map((_, i) => i + 1),
});
const ids = (d: InfiniteData<TListPage>) => flattenPages(d).map((c) => c.id);

describe('sorting', () => {
  it('orders by last activity, newest first by default, and ascending on request', () => {
    const list = [conv(1), conv(3), conv(2)];
    expect([...list].sort(compareConversations('last_activity_at_desc')).map((c) => c.id)).toEqual([3, 2, 1]);
    expect([...list].sort(compareConversations('last_activity_at_asc')).map((c) => c.id)).toEqual([1, 2, 3]);
  });
  it('counts a missing priority as 5 ascending and 0 descending', () => {
    const list = [conv(1, { priority: null }), conv(2, { priority: 'urgent' }), conv(3, { priority: 'low' })];
    expect([...list].sort(compareConversations('priority_asc')).map((c) => c.id)).toEqual([3, 2, 1]);
    expect([...list].sort(compareConversations('priority_desc')).map((c) => c.id)).toEqual([2, 3, 1]);
  });
});

describe('who may join a list', () => {
  it('refuses folders, mentions, unattended and applied filters', () => {
    expect(canJoinList(filters())).toBe(true);
    expect(canJoinList(filters({ view: 'inbox', inboxId: 1 }))).toBe(true);
    expect(canJoinList(filters({ view: 'folder', folderId: 1 }))).toBe(false);
    expect(canJoinList(filters({ view: 'mention' }))).toBe(false);
    expect(canJoinList(filters({ view: 'unattended' }))).toBe(false);
    expect(
      canJoinList(filters({ query: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }] })),
    ).toBe(false);
  });
});

describe('patchListData', () => {
  const opts = { allowInsert: true, hasMore: false };
  it('inserts a new conversation in sort order and counts it', () => {
    const out = patchListData(data([conv(5), conv(3)]), conv(4), filters(), ME, { ...opts, isNew: true });
    expect(ids(out)).toEqual([5, 4, 3]);
    expect(out.pages[0]?.meta.all_count).toBe(3);
    expect(out.pages[0]?.meta.unassigned_count).toBe(3);
  });
  it('moves an updated conversation to the top when its activity is newest', () => {
    const out = patchListData(
      data([conv(5), conv(3), conv(1)]),
      conv(1, { last_activity_at: 9999 }),
      filters(),
      ME,
      opts,
    );
    expect(ids(out)).toEqual([1, 5, 3]);
    expect(out.pages[0]?.meta.all_count).toBe(3);
  });
  it('drops a conversation that no longer matches the status filter', () => {
    const out = patchListData(data([conv(5), conv(3)]), conv(3, { status: 'resolved' }), filters(), ME, opts);
    expect(ids(out)).toEqual([5]);
    expect(out.pages[0]?.meta.all_count).toBe(1);
  });
  it('does not insert into another inbox, into a folder, or without permission', () => {
    const d = data([conv(5)]);
    expect(ids(patchListData(d, conv(6, { inbox_id: 2 }), filters({ view: 'inbox', inboxId: 1 }), ME, opts))).toEqual([
      5,
    ]);
    expect(ids(patchListData(d, conv(6), filters({ view: 'folder', folderId: 3 }), ME, opts))).toEqual([5]);
    expect(ids(patchListData(d, conv(6), filters(), ME, { ...opts, allowInsert: false }))).toEqual([5]);
  });
  it('keeps a folder member in place (membership decided by the server)', () => {
    const out = patchListData(
      data([conv(5), conv(3)]),
      conv(3, { status: 'resolved' }),
      filters({ view: 'folder', folderId: 1 }),
      ME,
      opts,
    );
    expect(ids(out)).toEqual([5, 3]);
    expect(flattenPages(out)[1]?.status).toBe('resolved');
  });
  it('waits for paging when the item sorts past the loaded end', () => {
    const out = patchListData(data([conv(5), conv(4)]), conv(1), filters(), ME, { allowInsert: true, hasMore: true });
    expect(ids(out)).toEqual([5, 4]);
  });
  it('moves assignment between the me and unassigned tabs and their counts', () => {
    const before = conv(3);
    const after = mergeConversation(before, { meta: { assignee: userFixture({ id: ME, name: 'Me' }) } });
    const mine = patchListData(
      data([conv(5, { meta: { ...conv(5).meta, assignee: userFixture({ id: ME, name: 'Me' }) } })]),
      after,
      filters({ assigneeType: 'me' }),
      ME,
      { ...opts, before },
    );
    expect(ids(mine)).toEqual([5, 3]);
    expect(mine.pages[0]?.meta.mine_count).toBe(1);
    expect(mine.pages[0]?.meta.unassigned_count).toBe(0);
    const unassigned = patchListData(data([conv(5), before]), after, filters({ assigneeType: 'unassigned' }), ME, {
      ...opts,
      before,
    });
    expect(ids(unassigned)).toEqual([5]);
    // The unassigned list's own numbers move too: one less unassigned, one more mine.
    expect(unassigned.pages[0]?.meta).toEqual({ mine_count: 1, unassigned_count: 1, all_count: 2 });
  });
  it('leaves the counts alone when a conversation of another tab is only read', () => {
    // Opened from a link: the "mine" list is empty, the conversation is unassigned (counted by the server).
    const seen = conv(3);
    const mineList: InfiniteData<TListPage> = {
      pages: [{ meta: { mine_count: 0, unassigned_count: 1, all_count: 1 }, payload: [] }],
      pageParams: [1],
    };
    const out = patchListData(mineList, { ...seen, unread_count: 0 }, filters({ assigneeType: 'me' }), ME, {
      ...opts,
      allowInsert: false,
      before: seen,
    });
    expect(out.pages[0]?.meta).toEqual({ mine_count: 0, unassigned_count: 1, all_count: 1 });
  });
  it('does not count an existing conversation that no cache knew', () => {
    const out = patchListData(data([conv(5)]), conv(2), filters({ assigneeType: 'me' }), ME, opts);
    expect(out.pages[0]?.meta).toEqual({ mine_count: 0, unassigned_count: 1, all_count: 1 });
  });
});

describe('tabCountDelta', () => {
  it('is zero for a change that keeps every tab', () => {
    expect(tabCountDelta(conv(1), conv(1, { unread_count: 3 }), filters(), ME)).toEqual({
      mine_count: 0,
      unassigned_count: 0,
      all_count: 0,
    });
  });
  it('counts a new unassigned open conversation', () => {
    expect(tabCountDelta(undefined, conv(1), filters(), ME)).toEqual({
      mine_count: 0,
      unassigned_count: 1,
      all_count: 1,
    });
  });
});
