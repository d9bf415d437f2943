import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser half of error reporting (docs/ADMIN.md "Error reporting and update check"): an uncaught error or
 * rejection is posted to /api/v1/error_reports, which the server forwards to the DSN (server/lib/errorReport.db.test.ts
 * proves that half against a local receiver).
 */
class FakeRejection extends Event {
  constructor(readonly reason: unknown) {
    super('unhandledrejection');
  }
}

const posted = () =>
  vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url, body: JSON.parse(init?.body as string) as object }));

const load = async () => {
  vi.resetModules();
  return import('./errorReporting.ts');
};
const flush = () => new Promise((r) => setTimeout(r, 0));
const errorEvent = (err: Error) => Object.assign(new Event('error'), { error: err, message: err.message });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  vi.stubGlobal('window', { location: { pathname: '/app/accounts/1/dashboard' } });
  vi.stubGlobal('PromiseRejectionEvent', FakeRejection);
});
afterEach(() => vi.unstubAllGlobals());

describe('reportEvent', () => {
  it('posts an uncaught error with its type, message, stack and the path without its query', async () => {
    const { reportEvent } = await load();
    const err = new TypeError('x is undefined');
    reportEvent(errorEvent(err), () => Promise.resolve(true));
    await flush();
    expect(posted()).toEqual([
      {
        url: '/api/v1/error_reports',
        body: { type: 'TypeError', message: 'x is undefined', stack: err.stack, path: '/app/accounts/1/dashboard' },
      },
    ]);
  });

  it('posts an unhandled rejection, at most five reports a page load', async () => {
    const { reportEvent } = await load();
    for (let i = 0; i < 7; i++) reportEvent(new FakeRejection(new RangeError(`r${i}`)), () => Promise.resolve(true));
    await flush();
    expect(posted()).toHaveLength(5);
    expect(posted()[0]?.body).toMatchObject({ type: 'RangeError', message: 'r0' });
  });

  it('sends nothing when the installation has no error reporting', async () => {
    const { reportEvent } = await load();
    reportEvent(errorEvent(new Error('quiet')), () => Promise.resolve(false));
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });
});
