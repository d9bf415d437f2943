/** Recent searches: per user in this browser's localStorage, newest first, at most RECENT_MAX. */
export const RECENT_MAX = 8;

type TStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (userId: number) => `cw_recent_searches:${userId}`;

export const readRecent = (store: TStore, userId: number): string[] => {
  try {
    const v: unknown = JSON.parse(store.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return []; // an unreadable entry is as good as none
  }
};

/** Puts the query first (a repeat moves up, compared without case) and keeps the newest RECENT_MAX. */
export const addRecent = (store: TStore, userId: number, query: string): string[] => {
  const q = query.trim();
  if (!q) return readRecent(store, userId);
  const next = [q, ...readRecent(store, userId).filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(
    0,
    RECENT_MAX,
  );
  store.setItem(keyOf(userId), JSON.stringify(next));
  return next;
};

export const clearRecent = (store: TStore, userId: number) => store.removeItem(keyOf(userId));
