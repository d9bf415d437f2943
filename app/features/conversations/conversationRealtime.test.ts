import { QueryClient, QueryObserver, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtime } from '../realtime/realtimeBus.ts';
import { conversationKeys } from './conversationQueries.ts';
import { registerConversationRealtime } from './conversationRealtime.ts';
import type { TConversation, TListFilters, TListPage, TMessage, TMessageWindow } from './conversationTypes.ts';
import { flattenPages } from './listCache.ts';
import type { TTypist } from './typingState.ts';
import { listedConversationFixture, messageFixture, userFixture } from './testFixtures.ts';

const ACCOUNT = 3;
const ME = 7;
const conv = (id: number, over: Partial<TConversation> = {}): TConversation =>
  listedConversationFixture(id, ACCOUNT, over);
const msg = (id: number, conversationId: number, over: Partial<TMessage> = {}): TMessage =>
  messageFixture({
    id,
    content: `m${id}`,
    conversation_id: conversationId,
    message_type: 0,
    status: 'sent',
    private: false,
    created_at: 5000 + id,
    ...over,
  });
/** The conversation slice a message event carries (events are checked against the event map). */
const slice = (lastActivityAt: number, unread: number) => ({
  assignee_id: null,
  unread_count: unread,
  last_activity_at: lastActivityAt,
  contact_inbox: { source_id: null },
});
const typingOf = (id: number, name: string) => ({
  conversation: conv(1),
  user: userFixture({ id, name, available_name: name }),
  is_private: false,
  account_id: ACCOUNT,
});
const all: TListFilters = { view: 'all', assigneeType: 'all', status: 'open', sortBy: 'last_activity_at_desc' };
const folder: TListFilters = { ...all, view: 'folder', folderId: 9 };
const pages = (...cs: TConversation[]): InfiniteData<TListPage> => ({
  pages: [{ meta: { mine_count: 0, unassigned_count: cs.length, all_count: cs.length }, payload: cs }],
  pageParams: [1],
});

describe('registerConversationRealtime', () => {
  let qc: QueryClient;
  let off: () => void;
  const emit = (event: string, data: unknown, accountId = ACCOUNT) =>
    dispatchRealtime(event, data, { accountId, queryClient: qc });
  const list = (f: TListFilters) =>
    flattenPages(qc.getQueryData<InfiniteData<TListPage>>(conversationKeys.list(ACCOUNT, f))).map((c) => c.id);

  beforeEach(() => {
    vi.useFakeTimers();
    qc = new QueryClient();
    off = registerConversationRealtime({ userId: ME, queryClient: qc, accountId: ACCOUNT });
    qc.setQueryData(conversationKeys.list(ACCOUNT, all), pages(conv(3), conv(2), conv(1)));
    qc.setQueryData(conversationKeys.list(ACCOUNT, folder), pages(conv(2)));
    qc.setQueryData<TMessageWindow>(conversationKeys.messages(ACCOUNT, 1), {
      messages: [msg(10, 1), msg(-1, 1, { echo_id: 'abc', status: 'progress', message_type: 1 })],
      hasOlder: false,
    });
  });
  afterEach(() => {
    off();
    vi.useRealTimers();
  });

  it('appends a message, replaces the optimistic copy by echo_id and moves the conversation to the top', () => {
    emit('message.created', {
      ...msg(11, 1, { echo_id: 'abc', message_type: 1 }),
      conversation: slice(9999, 0),
    });
    emit('message.created', { ...msg(12, 1), conversation: slice(10_000, 4) });
    const w = qc.getQueryData<TMessageWindow>(conversationKeys.messages(ACCOUNT, 1));
    expect(w?.messages.map((m) => [m.id, m.status])).toEqual([
      [10, 'sent'],
      [11, 'sent'],
      [12, 'sent'],
    ]);
    expect(list(all)).toEqual([1, 3, 2]);
    const top = qc.getQueryData<InfiniteData<TListPage>>(conversationKeys.list(ACCOUNT, all))?.pages[0]?.payload[0];
    expect(top?.unread_count).toBe(4);
  });

  it('ignores events of another account', () => {
    emit('conversation.created', conv(8), 99);
    expect(list(all)).toEqual([3, 2, 1]);
  });

  it('adds a new conversation to plain lists but not to folders', () => {
    emit('conversation.created', conv(8));
    expect(list(all)).toEqual([8, 3, 2, 1]);
    expect(list(folder)).toEqual([2]);
    expect(
      qc.getQueryData<InfiniteData<TListPage>>(conversationKeys.list(ACCOUNT, all))?.pages[0]?.meta.all_count,
    ).toBe(4);
  });

  it('drops a resolved conversation from the open list and keeps the folder copy updated', () => {
    emit('conversation.status_changed', conv(2, { status: 'resolved' }));
    expect(list(all)).toEqual([3, 1]);
    expect(flattenPages(qc.getQueryData(conversationKeys.list(ACCOUNT, folder)))[0]?.status).toBe('resolved');
  });

  it('shows typing and clears it after 30 seconds', () => {
    const key = conversationKeys.typing(ACCOUNT, 1);
    emit('conversation.typing_on', typingOf(44, 'Ana'));
    expect(qc.getQueryData<TTypist[]>(key)?.map((t) => t.name)).toEqual(['Ana']);
    vi.advanceTimersByTime(29_999);
    expect(qc.getQueryData<TTypist[]>(key)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(qc.getQueryData<TTypist[]>(key)).toEqual([]);
    emit('conversation.typing_on', typingOf(44, 'Ana'));
    emit('conversation.typing_off', typingOf(44, 'Ana'));
    expect(qc.getQueryData<TTypist[]>(key)).toEqual([]);
  });

  it('never shows the agent their own typing', () => {
    emit('conversation.typing_on', typingOf(ME, 'Me'));
    expect(qc.getQueryData(conversationKeys.typing(ACCOUNT, 1))).toBeUndefined();
  });

  it('reads a conversation again when an event lands during a read, so the older answer cannot undo it', async () => {
    vi.useRealTimers();
    const key = conversationKeys.detail(ACCOUNT, 5);
    const answers: ((c: TConversation) => void)[] = [];
    const queryFn = () => new Promise<TConversation>((resolve) => answers.push(resolve));
    const observer = new QueryObserver(qc, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    const settle = () => new Promise((r) => setTimeout(r, 0));
    answers.shift()?.(conv(5, { unread_count: 0 }));
    await settle();
    // A read starts (e.g. the first subscription's catch-up), the server answers from before the event…
    void observer.refetch();
    await settle();
    emit('conversation.read', { ...conv(5, { unread_count: 4 }), account_id: ACCOUNT });
    expect(qc.getQueryData<TConversation>(key)?.unread_count).toBe(4);
    answers.shift()?.(conv(5, { unread_count: 0 }));
    await settle();
    // …and that answer is dropped: the read starts again and shows the state after the event.
    expect(qc.getQueryData<TConversation>(key)?.unread_count).toBe(4);
    expect(answers).toHaveLength(1);
    answers.shift()?.(conv(5, { unread_count: 4 }));
    await settle();
    expect(qc.getQueryData<TConversation>(key)?.unread_count).toBe(4);
    unsubscribe();
  });
});
