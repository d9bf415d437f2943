/**
 * Opens an IndexedDB database, or null where there is none (private modes, old browsers, a blocked
 * upgrade): callers then keep their data in memory only. `upgrade` creates the stores it lacks.
 */
export const openIndexedDb = (name: string, version: number, upgrade: (db: IDBDatabase) => void) =>
  new Promise<IDBDatabase | null>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const req = indexedDB.open(name, version);
      req.onupgradeneeded = () => upgrade(req.result);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });

/** One open database per account, opened on first use; `closeAll` closes and forgets them (tests). */
export const perAccountDb = (open: (accountId: number) => Promise<IDBDatabase | null>) => {
  const dbs = new Map<number, Promise<IDBDatabase | null>>();
  const dbFor = (accountId: number) => {
    let db = dbs.get(accountId);
    if (!db) {
      db = open(accountId);
      dbs.set(accountId, db);
    }
    return db;
  };
  const closeAll = async () => {
    for (const db of dbs.values()) (await db)?.close();
    dbs.clear();
  };
  return Object.assign(dbFor, { closeAll });
};
