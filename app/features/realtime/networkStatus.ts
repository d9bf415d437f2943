import { RECONNECT_NOTICE_MS } from '../../../common/realtime.ts';

/** What the network toast shows (part 1 §4 "Network notification"). */
export type TNetworkNotice = 'hidden' | 'offline' | 'reconnecting' | 'reconnected';

export interface TNetworkState {
  notice: TNetworkNotice;
  /** When the connection was lost (ms), null while connected; drives the 3-hour reload and the refetch window. */
  lostAt: number | null;
  /** Whether the socket has been connected at least once (the first connect is not a "reconnect"). */
  everConnected: boolean;
}

export type TNetworkAction =
  | { type: 'browserOffline'; at: number }
  | { type: 'browserOnline' }
  | { type: 'socketConnected' }
  | { type: 'socketLost'; at: number }
  | { type: 'noticeExpired' }
  | { type: 'dismiss' };

export const initialNetworkState: TNetworkState = { notice: 'hidden', lostAt: null, everConnected: false };

/** offline → reconnecting → reconnected (shown RECONNECT_NOTICE_MS) → hidden; dismissible at any point. */
export const networkReducer = (state: TNetworkState, action: TNetworkAction): TNetworkState => {
  switch (action.type) {
    case 'browserOffline':
      return { ...state, notice: 'offline', lostAt: state.lostAt ?? action.at };
    case 'browserOnline':
      return state.lostAt === null ? state : { ...state, notice: 'reconnecting' };
    case 'socketLost':
      if (!state.everConnected) return state;
      return {
        ...state,
        notice: state.notice === 'offline' ? 'offline' : 'reconnecting',
        lostAt: state.lostAt ?? action.at,
      };
    case 'socketConnected':
      return {
        notice: state.everConnected && state.lostAt !== null ? 'reconnected' : 'hidden',
        lostAt: null,
        everConnected: true,
      };
    case 'noticeExpired':
      return state.notice === 'reconnected' ? { ...state, notice: 'hidden' } : state;
    case 'dismiss':
      return { ...state, notice: 'hidden' };
  }
};

export { RECONNECT_NOTICE_MS };
