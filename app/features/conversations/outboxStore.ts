import { openIndexedDb, perAccountDb } from '../../lib/indexedDb.ts';
import type { TSendExtras } from './conversationsApi.ts';

/**
 * The offline outbox: replies and notes written while the network was gone, kept in IndexedDB
 * (`cw-outbox-<accountId>`) so a reload keeps them, and in memory for the thread to show. Each item keeps
 * the echo_id it was given when typed: every attempt, across reloads, sends that id, and the server
 * writes a message once per echo_id.
 */
export interface TOutboxItem {
  echoId: string;
  accountId: number;
  /** The author: another agent signing in on this browser does not send it. */
  userId: number;
  conversationId: number;
  content: string;
  private: boolean;
  extras: TSendExtras;
  /** When it was typed (ms): the order it goes out in. */
  queuedAt: number;
  /** Set when the server refused it (not a network failure): it waits for Retry or Cancel. */
  error?: string;
}

export type TOutboxEntry = TOutboxItem & { sending: boolean };

const STORE = 'items';
const dbName = (accountId: number) => `cw-outbox-${accountId}`;

const dbFor = perAccountDb((accountId) =>
  openIndexedDb(dbName(accountId), 1, (db) => {
    if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'echoId' });
  }),
);

/** One IndexedDB request; without IndexedDB (private modes) the outbox lives in memory only. */
const request = async <T>(
  accountId: number,
  mode: IDBTransactionMode,
  run: (s: IDBObjectStore) => IDBRequest,
): Promise<T | null> => {
  const db = await dbFor(accountId);
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const req = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result as T);
      tx.onerror = () => resolve(null);
      tx.onabort = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
};

const entries = new Map<string, TOutboxEntry>();
const loaded = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: TOutboxEntry[] = [];

const changed = () => {
  snapshot = [...entries.values()].sort((a, b) => a.queuedAt - b.queuedAt);
  for (const l of listeners) l();
};

export const subscribeOutbox = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Every entry, oldest first (a stable array until the outbox changes). */
export const outboxSnapshot = () => snapshot;

/** Reads what an earlier page session left for this agent (once per account and user). */
export const loadOutbox = async (accountId: number, userId: number) => {
  const key = `${accountId}:${userId}`;
  if (loaded.has(key)) return;
  loaded.add(key);
  const stored = (await request<TOutboxItem[]>(accountId, 'readonly', (s) => s.getAll())) ?? [];
  let added = false;
  for (const item of stored) {
    if (item.userId !== userId || entries.has(item.echoId)) continue;
    entries.set(item.echoId, { ...item, sending: false });
    added = true;
  }
  if (added) changed();
};

export const addToOutbox = async (item: TOutboxItem) => {
  entries.set(item.echoId, { ...item, sending: false });
  changed();
  await request(item.accountId, 'readwrite', (s) => s.put(item));
};

export const removeFromOutbox = async (accountId: number, echoId: string) => {
  if (entries.delete(echoId)) changed();
  await request(accountId, 'readwrite', (s) => s.delete(echoId));
};

/** Marks an entry as going out now (memory only) or refused (kept with the server's reason). */
export const updateOutbox = async (echoId: string, patch: { sending?: boolean; error?: string | undefined }) => {
  const e = entries.get(echoId);
  if (!e) return;
  const next = { ...e, ...patch };
  entries.set(echoId, next);
  changed();
  if ('error' in patch) {
    const { sending: _sending, ...item } = next;
    await request(e.accountId, 'readwrite', (s) => s.put(item));
  }
};

export const outboxEntry = (echoId: string) => entries.get(echoId);

/** Messages of this agent still waiting to go out in the account (new ones queue behind them). */
export const hasWaiting = (accountId: number) => snapshot.some((e) => e.accountId === accountId && !e.error);
