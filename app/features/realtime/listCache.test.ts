// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCacheKeys, cachedList, resetListCache } from './listCache.ts';

let serverKeys = { label: 1, inbox: 1, team: 1 };
let keyCalls = 0;

beforeEach(() => {
  keyCalls = 0;
  serverKeys = { label: 1, inbox: 1, team: 1 };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.endsWith('/cache_keys')) {
        keyCalls += 1;
        return Promise.resolve(new Response(JSON.stringify({ cache_keys: serverKeys }), { status: 200 }));
      }
      return Promise.resolve(new Response('{}', { status: 404 }));
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await resetListCache();
});

describe('per-account list cache (IndexedDB)', () => {
  it('serves the stored list on a new page session while the server key is unchanged', async () => {
    const fetcher = vi.fn(() => Promise.resolve(['billing']));
    expect(await cachedList(7, 'label', fetcher)).toEqual(['billing']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await resetListCache(); // a reload: memory is gone, IndexedDB stays
    const again = vi.fn(() => Promise.resolve(['changed']));
    expect(await cachedList(7, 'label', again)).toEqual(['billing']);
    expect(again).not.toHaveBeenCalled();
  });

  it('fetches again on a new session when the server key moved', async () => {
    await cachedList(8, 'team', () => Promise.resolve(['old']));
    await resetListCache();
    serverKeys = { ...serverKeys, team: 2 };
    expect(await cachedList(8, 'team', () => Promise.resolve(['new']))).toEqual(['new']);
  });

  it('later reads in the same session go to the server, so a refetch after a change is fresh', async () => {
    await cachedList(9, 'inbox', () => Promise.resolve(['a']));
    expect(await cachedList(9, 'inbox', () => Promise.resolve(['a', 'b']))).toEqual(['a', 'b']);
    expect(keyCalls).toBe(1);
  });

  it('names the models whose keys an account.cache_invalidated event changed', async () => {
    await cachedList(10, 'label', () => Promise.resolve([]));
    expect(await applyCacheKeys(10, { label: 1, inbox: 5, team: 1 })).toEqual(['inbox']);
    expect(await applyCacheKeys(10, { label: 2, inbox: 5, team: 3 })).toEqual(['label', 'team']);
  });

  it('keeps separate stores per account', async () => {
    await cachedList(11, 'label', () => Promise.resolve(['eleven']));
    await cachedList(12, 'label', () => Promise.resolve(['twelve']));
    await resetListCache();
    expect(await cachedList(11, 'label', () => Promise.resolve(['x']))).toEqual(['eleven']);
    expect(await cachedList(12, 'label', () => Promise.resolve(['y']))).toEqual(['twelve']);
  });
});
