import { useCallback, useState } from 'react';
import { addRecent, clearRecent, readRecent } from './recentSearches.ts';

/** The signed-in user's recent searches, kept in localStorage. */
export const useRecentSearches = (userId: number) => {
  const [items, setItems] = useState(() => readRecent(localStorage, userId));
  const add = useCallback((q: string) => setItems(addRecent(localStorage, userId, q)), [userId]);
  const clear = useCallback(() => {
    clearRecent(localStorage, userId);
    setItems([]);
  }, [userId]);
  return { items, add, clear };
};
