import type { QueryClient } from '@tanstack/react-query';
import type { TAgent } from '../../../common/contracts/agents.ts';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { authKeys } from '../auth/index.ts';
import { clearSession } from '../../lib/session.ts';
import { agentKeys } from '../agents/index.ts';
import { inboxKeys } from '../inboxes/index.ts';
import { labelKeys } from '../labels/index.ts';
import { notificationKeys } from '../notifications/index.ts';
import { teamKeys } from '../teams/index.ts';
import { applyCacheKeys, onRealtime, registerViewersRealtime, type TCachedModel } from '../realtime/index.ts';

const MODEL_KEYS: Record<TCachedModel, (accountId: number) => readonly unknown[]> = {
  label: labelKeys.all,
  inbox: inboxKeys.all,
  team: teamKeys.all,
};

/** What the browser does on page:reload and user:logout; replaceable in tests. */
export const browserActions = {
  reload: () => window.location.reload(),
  toLogin: () => window.location.assign('/app/login'),
};

/** A burst of invalidations (a replay after a reconnect) refetches each list once. */
const pending = new Map<number, Set<TCachedModel>>();
const refetchSoon = (accountId: number, models: TCachedModel[], queryClient: QueryClient) => {
  const set = pending.get(accountId) ?? new Set<TCachedModel>();
  const first = set.size === 0;
  for (const m of models) set.add(m);
  pending.set(accountId, set);
  if (!first || set.size === 0) return;
  setTimeout(() => {
    pending.delete(accountId);
    for (const model of set) void queryClient.invalidateQueries({ queryKey: MODEL_KEYS[model](accountId) });
  }, 50);
};

/**
 * The shell's own reactions: cached lists refresh when their key moves, agents' availability and the
 * unread-notification count update in place, and the server can sign this tab out or reload it.
 */
export const registerCoreRealtime = () => {
  const offs = [
    onRealtime('account.cache_invalidated', (data, { accountId, queryClient }) => {
      const keys = data.cache_keys;
      void applyCacheKeys(accountId, keys).then((changed) => refetchSoon(accountId, changed, queryClient));
    }),
    onRealtime('presence.update', (data, { accountId, queryClient }) => {
      const { users } = data;
      queryClient.setQueryData<TAgent[]>(agentKeys.list(accountId), (agents) =>
        agents?.map((a) => ({ ...a, availability_status: users[String(a.id)] ?? 'offline' })),
      );
      // This user's own availability (auto-offline restores it when a tab connects again).
      queryClient.setQueryData<TCurrentUser | null>(authKeys.currentUser, (me) => {
        const mine = me ? users[String(me.id)] : undefined;
        if (!me || !mine) return me;
        return {
          ...me,
          accounts: me.accounts.map((a) =>
            a.id === accountId ? { ...a, availability: mine, availability_status: mine } : a,
          ),
        };
      });
    }),
    ...(['notification.created', 'notification.updated', 'notification.deleted'] as const).map((event) =>
      onRealtime(event, (data, { accountId, queryClient }) => {
        queryClient.setQueryData(notificationKeys.unreadCount(accountId), data.unread_count);
        // The lists (bell panel, inbox view) refetch: grouping moves a refreshed one to the top.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(accountId) });
      }),
    ),
    onRealtime('user:logout', () => {
      clearSession();
      browserActions.toLogin();
    }),
    // A changed role or custom role: the profile is read again, and menus and route guards follow it.
    onRealtime('page:reload', (data, { queryClient }) =>
      data.reason === 'access_changed'
        ? void queryClient.invalidateQueries({ queryKey: authKeys.currentUser })
        : browserActions.reload(),
    ),
    registerViewersRealtime(),
  ];
  return () => {
    for (const off of offs) off();
  };
};
