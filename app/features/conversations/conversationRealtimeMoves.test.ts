import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchRealtime } from '../realtime/realtimeBus.ts';
import { conversationKeys } from './conversationQueries.ts';
import { registerConversationRealtime } from './conversationRealtime.ts';
import type { TConversation, TListFilters, TListPage } from './conversationTypes.ts';
import { flattenPages } from './listCache.ts';
import { contactFixture, listedConversationFixture } from './testFixtures.ts';

const ACCOUNT = 3;
const ME = 7;
const conv = (id: number, over: Partial<TConversation> = {}) => listedConversationFixture(id, ACCOUNT, over);
const all: TListFilters = { view: 'all', assigneeType: 'all', status: 'open', sortBy: 'last_activity_at_desc' };
const mentions: TListFilters = { ...all, view: 'mention' };
const pages = (...cs: TConversation[]): InfiniteData<TListPage> => ({
  pages: [{ meta: { mine_count: 0, unassigned_count: cs.length, all_count: cs.length }, payload: cs }],
  pageParams: [1],
});

/** The two conversation events that move a conversation somewhere the client cannot see by itself. */
describe('conversation.mentioned and conversation.contact_changed', () => {
  let qc: QueryClient;
  let off: () => void;
  const emit = (event: string, data: unknown, accountId = ACCOUNT) =>
    dispatchRealtime(event, data, { accountId, queryClient: qc });
  const stale = (f: TListFilters) => qc.getQueryState(conversationKeys.list(ACCOUNT, f))?.isInvalidated;

  beforeEach(() => {
    qc = new QueryClient();
    off = registerConversationRealtime({ userId: ME, queryClient: qc, accountId: ACCOUNT });
    qc.setQueryData(conversationKeys.list(ACCOUNT, all), pages(conv(2), conv(1)));
    qc.setQueryData(conversationKeys.list(ACCOUNT, mentions), pages(conv(2)));
    qc.setQueryData(conversationKeys.detail(ACCOUNT, 1), conv(1));
  });
  afterEach(() => off());

  it('refreshes the Mentions list when this agent is mentioned, and patches the others in place', () => {
    emit('conversation.mentioned', conv(1, { unread_count: 2 }));
    expect(stale(mentions)).toBe(true);
    expect(stale(all)).toBe(false);
    const listed = flattenPages(qc.getQueryData(conversationKeys.list(ACCOUNT, all))).find((c) => c.id === 1);
    expect(listed?.unread_count).toBe(2);
  });

  it("shows the merged contact on the open conversation and refreshes that contact's conversations", () => {
    const merged = contactFixture({ id: 555, name: 'Merged Person' });
    const key = conversationKeys.contactConversations(ACCOUNT, 555);
    qc.setQueryData(key, []);
    emit('conversation.contact_changed', conv(1, { meta: { ...conv(1).meta, sender: merged } }));
    expect(qc.getQueryData<TConversation>(conversationKeys.detail(ACCOUNT, 1))?.meta.sender?.name).toBe(
      'Merged Person',
    );
    const listed = flattenPages(qc.getQueryData(conversationKeys.list(ACCOUNT, all))).find((c) => c.id === 1);
    expect(listed?.meta.sender?.id).toBe(555);
    expect(qc.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("ignores another account's events", () => {
    emit('conversation.mentioned', conv(1), 99);
    expect(stale(mentions)).toBe(false);
  });
});
