import { describe, expect, it } from 'vitest';
import { initialNetworkState, networkReducer, type TNetworkAction, type TNetworkState } from './networkStatus.ts';

const run = (actions: TNetworkAction[], from: TNetworkState = initialNetworkState) =>
  actions.reduce(networkReducer, from);

describe('network notice', () => {
  it('shows nothing for the first connection', () => {
    expect(run([{ type: 'socketConnected' }]).notice).toBe('hidden');
  });

  it('goes offline → reconnecting → reconnected → hidden, remembering when the connection was lost', () => {
    const connected = run([{ type: 'socketConnected' }]);
    const offline = run(
      [
        { type: 'browserOffline', at: 1000 },
        { type: 'socketLost', at: 1500 },
      ],
      connected,
    );
    expect(offline).toMatchObject({ notice: 'offline', lostAt: 1000 });
    const back = run([{ type: 'browserOnline' }], offline);
    expect(back.notice).toBe('reconnecting');
    const reconnected = run([{ type: 'socketConnected' }], back);
    expect(reconnected).toMatchObject({ notice: 'reconnected', lostAt: null });
    expect(run([{ type: 'noticeExpired' }], reconnected).notice).toBe('hidden');
  });

  it('a dropped socket while the browser is online shows reconnecting, not offline', () => {
    const s = run([{ type: 'socketConnected' }, { type: 'socketLost', at: 5 }]);
    expect(s).toMatchObject({ notice: 'reconnecting', lostAt: 5 });
  });

  it('can be dismissed, and an expiry does not hide a newer offline notice', () => {
    const offline = run([{ type: 'socketConnected' }, { type: 'browserOffline', at: 1 }]);
    expect(run([{ type: 'dismiss' }], offline).notice).toBe('hidden');
    expect(run([{ type: 'noticeExpired' }], offline).notice).toBe('offline');
  });

  it('ignores "online" when nothing was lost', () => {
    const s = run([{ type: 'socketConnected' }, { type: 'browserOnline' }]);
    expect(s.notice).toBe('hidden');
  });
});
