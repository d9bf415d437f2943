/** Snooze presets (Chatwoot's): until next reply, an hour, tomorrow 9:00, next Monday 9:00, the 1st of next month 9:00. */
export const SNOOZE_PRESETS = ['nextReply', 'oneHour', 'tomorrow', 'nextWeek', 'nextMonth'] as const;
export type TSnoozePreset = (typeof SNOOZE_PRESETS)[number];

/** Unix seconds for a preset; undefined means "until the next reply" (no time). */
export const snoozeUntil = (preset: TSnoozePreset, now: Date): number | undefined => {
  const d = new Date(now);
  switch (preset) {
    case 'nextReply':
      return undefined;
    case 'oneHour':
      return Math.floor(now.getTime() / 1000) + 3600;
    case 'tomorrow':
      d.setDate(d.getDate() + 1);
      break;
    case 'nextWeek': {
      const days = (8 - d.getDay()) % 7 || 7;
      d.setDate(d.getDate() + days);
      break;
    }
    case 'nextMonth':
      d.setMonth(d.getMonth() + 1, 1);
      break;
  }
  d.setHours(9, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
};

/** A datetime-local value in the future, as unix seconds; null when empty, invalid or past. */
export const customSnooze = (value: string, now: Date): number | null => {
  if (!value) return null;
  const t = new Date(value).getTime();
  if (Number.isNaN(t) || t <= now.getTime()) return null;
  return Math.floor(t / 1000);
};
