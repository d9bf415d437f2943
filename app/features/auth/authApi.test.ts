// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSession, setSession } from '../../lib/session.ts';
import { fetchCurrentUser } from './authApi.ts';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );

beforeEach(() =>
  setSession({
    'access-token': 't',
    'token-type': 'Bearer',
    client: 'c',
    expiry: String(Math.floor(Date.now() / 1000) + 3600),
    uid: 'a@b.test',
  }),
);
afterEach(() => vi.unstubAllGlobals());

describe('fetchCurrentUser', () => {
  it('forgets the session when the server says it is gone', async () => {
    answer(401, { code: 'unauthenticated', message: 'x', error: 'x' });
    expect(await fetchCurrentUser()).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('keeps the session on a 401 that only means "not allowed"', async () => {
    answer(401, { code: 'forbidden', message: 'x', error: 'You are not authorized to do this action' });
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 401, code: 'forbidden' });
    expect(hasSession()).toBe(true);
  });
});
