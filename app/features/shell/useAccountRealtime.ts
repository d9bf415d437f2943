import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { FORCE_RELOAD_AFTER_OFFLINE_S, RECONNECT_NOTICE_MS } from '../../../common/realtime.ts';
import { CableConnection, type TSocketLike } from '../../../common/cableConnection.ts';
import {
  announceSocketConnected,
  revalidateCacheKeys,
  initialNetworkState,
  networkReducer,
  dispatchRealtime,
} from '../realtime/index.ts';
import { browserActions, registerCoreRealtime } from './coreRealtime.ts';

/**
 * Query families no event keeps live: report figures, read on demand under the reports' per-user rate limit.
 * Reading them again after the first subscription would only spend that limit.
 */
const ON_DEMAND = new Set<unknown>(['reports', 'csat']);

export const cableUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/cable`;

/**
 * The account's one realtime connection: events patch the query cache through the realtime bus,
 * a reconnect resumes by seq, and when the server cannot replay the gap every shown query refetches.
 * Returns the network notice state for the toast.
 */
export const useAccountRealtime = (accountId: number, user: { id: number; pubsub_token: string }) => {
  const queryClient = useQueryClient();
  const [network, dispatch] = useReducer(networkReducer, initialNetworkState);
  const lostAt = useRef<number | null>(null);
  const connection = useRef<CableConnection | null>(null);

  useEffect(() => {
    const ctx = { accountId, queryClient };
    /** Until this connection's first subscription is confirmed, what the page read may miss events. */
    let subscribedOnce = false;
    const markLost = () => {
      lostAt.current ??= Date.now();
    };
    const conn = new CableConnection({
      url: cableUrl(),
      identity: { pubsub_token: user.pubsub_token, account_id: accountId, user_id: user.id },
      createSocket: (url) => new WebSocket(url) as unknown as TSocketLike,
      onEvent: (event, data) => {
        // Events of another account are ignored (part 1 §7 "Realtime events").
        const eventAccount = (data as { account_id?: unknown } | null)?.account_id;
        if (typeof eventAccount === 'number' && eventAccount !== accountId) return;
        dispatchRealtime(event, data, ctx);
      },
      onResync: () => {
        revalidateCacheKeys(accountId);
        void queryClient.invalidateQueries({ queryKey: ['accounts', accountId] });
      },
      onStatus: (status) => {
        if (status === 'connected') {
          if (!subscribedOnce) {
            subscribedOnce = true;
            // Events before this subscription are not replayed to a first one: what was read (or is being
            // read) before now is read again, so nothing the page shows is older than the live stream.
            const confirmedAt = Date.now();
            void queryClient.invalidateQueries({
              queryKey: ['accounts', accountId],
              predicate: (q) => q.state.dataUpdatedAt < confirmedAt && !ON_DEMAND.has(q.queryKey[2]),
            });
          }
          const since = lostAt.current;
          lostAt.current = null;
          if (since !== null && Date.now() - since >= FORCE_RELOAD_AFTER_OFFLINE_S * 1000) browserActions.reload();
          dispatch({ type: 'socketConnected' });
          announceSocketConnected();
        } else if (status === 'disconnected') {
          markLost();
          dispatch({ type: 'socketLost', at: Date.now() });
        }
      },
    });
    connection.current = conn;
    const unregister = registerCoreRealtime();
    conn.start();
    const offline = () => {
      markLost();
      dispatch({ type: 'browserOffline', at: Date.now() });
      // No reconnect attempts while the browser says it is offline; `online` starts again at once.
      conn.stop();
    };
    const online = () => {
      dispatch({ type: 'browserOnline' });
      conn.start();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      unregister();
      conn.stop();
      connection.current = null;
    };
  }, [accountId, user.id, user.pubsub_token, queryClient]);

  useEffect(() => {
    if (network.notice !== 'reconnected') return;
    const timer = setTimeout(() => dispatch({ type: 'noticeExpired' }), RECONNECT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [network.notice]);

  const actions = useMemo(
    () => ({
      perform: (action: string, data?: Record<string, unknown>) => connection.current?.perform(action, data),
    }),
    [],
  );
  return { notice: network.notice, dismiss: () => dispatch({ type: 'dismiss' }), actions };
};
