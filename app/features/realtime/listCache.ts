import { LOCAL_CACHE_VERSION } from '../../../common/realtime.ts';
import { api } from '../../lib/api.ts';
import { openIndexedDb, perAccountDb } from '../../lib/indexedDb.ts';

/** The lists kept in the browser between visits and validated against GET cache_keys. */
export type TCachedModel = 'label' | 'inbox' | 'team';
export const CACHED_MODELS: readonly TCachedModel[] = ['label', 'inbox', 'team'];
export type TCacheKeys = Record<TCachedModel, number>;

interface TStored {
  key: number;
  data: unknown;
}

const dbName = (accountId: number) => `cw-store-${accountId}`;

const dbFor = perAccountDb((accountId) =>
  openIndexedDb(dbName(accountId), LOCAL_CACHE_VERSION, (db) => {
    for (const model of CACHED_MODELS) if (!db.objectStoreNames.contains(model)) db.createObjectStore(model);
  }),
);

const read = async (accountId: number, model: TCachedModel): Promise<TStored | null> => {
  const db = await dbFor(accountId);
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const req = db.transaction(model, 'readonly').objectStore(model).get('list');
      req.onsuccess = () => resolve((req.result as TStored | undefined) ?? null);
      req.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
};

const write = async (accountId: number, model: TCachedModel, value: TStored) => {
  const db = await dbFor(accountId);
  if (!db) return;
  await new Promise<void>((resolve) => {
    try {
      const tx = db.transaction(model, 'readwrite');
      tx.objectStore(model).put(value, 'list');
      tx.oncomplete = () => resolve();
      tx.onerror = () => resolve();
    } catch {
      resolve();
    }
  });
};

/** The server's cache keys, asked once per account until an account.cache_invalidated event brings new ones. */
const keys = new Map<number, Promise<TCacheKeys | null>>();

const fetchKeys = async (accountId: number): Promise<TCacheKeys | null> => {
  try {
    return (
      await api<{ cache_keys: TCacheKeys }>(`/api/v1/accounts/${accountId}/cache_keys`, { contract: 'cacheKeys' })
    ).cache_keys;
  } catch {
    return null;
  }
};

export const currentCacheKeys = (accountId: number) => {
  let k = keys.get(accountId);
  if (!k) {
    k = fetchKeys(accountId);
    keys.set(accountId, k);
  }
  return k;
};

/**
 * Takes the keys an account.cache_invalidated event carried and returns the models whose lists changed
 * (their queries must refetch). Unknown previous keys count as changed.
 */
export const applyCacheKeys = async (accountId: number, next: TCacheKeys): Promise<TCachedModel[]> => {
  const previous = await (keys.get(accountId) ?? Promise.resolve(null));
  keys.set(accountId, Promise.resolve(next));
  return CACHED_MODELS.filter((m) => !previous || previous[m] !== next[m]);
};

/** Forgets the remembered keys (after a reconnect that could not resume): the next read asks the server. */
export const revalidateCacheKeys = (accountId: number) => {
  keys.delete(accountId);
};

/** Lists already served in this page session: later reads (invalidations, refetches) go to the server. */
const served = new Set<string>();

/**
 * Serves a list from the browser's cache on the first read of a page session when its stored key
 * matches the server's (a fast start); every later read fetches. A fetched list is stored under the
 * newest key known, which is never newer than the data, so a stale list is never taken for fresh.
 */
export const cachedList = async <T>(accountId: number, model: TCachedModel, fetcher: () => Promise<T>): Promise<T> => {
  const id = `${accountId}:${model}`;
  if (!served.has(id)) {
    served.add(id);
    const key = (await currentCacheKeys(accountId))?.[model];
    const stored = key === undefined ? null : await read(accountId, model);
    if (stored && stored.key === key) return stored.data as T;
  }
  const data = await fetcher();
  const key = (await currentCacheKeys(accountId))?.[model];
  if (key !== undefined) await write(accountId, model, { key, data });
  return data;
};

/** Test helper: closes and forgets the open databases. */
export const resetListCache = async () => {
  await dbFor.closeAll();
  keys.clear();
  served.clear();
};
