// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ToastProvider.tsx';
import { NOTIFICATION_EVENTS, recentEvents } from '../../lib/analytics.ts';
import { AccountTestProvider } from '../../test/AccountTestProvider.tsx';
import { en, testI18n } from '../../test/testI18n.ts';
import { NotificationPanel } from './NotificationPanel.tsx';

beforeAll(testI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notification = {
  id: 41,
  notification_type: 'conversation_mention',
  push_message_title: 'Ada mentioned you in #12',
  primary_actor_type: 'Conversation',
  primary_actor_id: 90,
  primary_actor: { id: 90, display_id: 12 },
  read_at: null,
  secondary_actor_type: null,
  secondary_actor_id: null,
  user: null,
  created_at: 1_700_000_000,
  last_activity_at: 1_700_000_000,
  snoozed_until: null,
  meta: {},
  account_id: 7,
};
const page = { data: { meta: { unread_count: 1, count: 1, current_page: 1 }, payload: [notification] } };

const renderPanel = () => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      // The list, the notification marked read (PATCH …/notifications/41), or {} (read_all): as the server answers.
      const body = url.includes('/notifications?')
        ? page
        : url.endsWith('/notifications/41')
          ? { ...notification, read_at: 1_700_000_100 }
          : {};
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  render(
    <MemoryRouter>
      <AccountTestProvider>
        <ToastProvider>
          <NotificationPanel accountId={7} />
        </ToastProvider>
      </AccountTestProvider>
    </MemoryRouter>,
  );
  return calls;
};

// Part 2 §9: the analytics events of the notifications (nothing leaves the page unless a hook listens).
describe('notification panel analytics', () => {
  it('records opening a conversation from a notification and marking all read', { timeout: 30_000 }, async () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('helpdesk:analytics', listener);
    const calls = renderPanel();
    fireEvent.click(await screen.findByText('Ada mentioned you in #12', {}, { timeout: 15_000 }));
    await waitFor(() =>
      expect(recentEvents()).toContainEqual({
        name: NOTIFICATION_EVENTS.openConversation,
        properties: { notificationType: 'conversation_mention', from: 'panel' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: en.notificationPanel.markAllDone }));
    await waitFor(() =>
      expect(recentEvents()).toContainEqual({ name: NOTIFICATION_EVENTS.markAllRead, properties: { unreadCount: 1 } }),
    );
    expect(calls).toContain('POST /api/v1/accounts/7/notifications/read_all');
    expect(seen).toHaveLength(2);
    window.removeEventListener('helpdesk:analytics', listener);
  });
});
