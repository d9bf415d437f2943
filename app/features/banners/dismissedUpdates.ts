/** Versions whose update banner was dismissed, remembered in this browser (part 1 §4/§9). */
const KEY = 'cw_dismissed_updates';

export const dismissedUpdates = (): string[] => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export const dismissUpdate = (version: string) => {
  const all = dismissedUpdates();
  if (!all.includes(version)) localStorage.setItem(KEY, JSON.stringify([...all, version]));
};
