/** Quick picks of the schedule dialog, in the agent's local time: in an hour, tomorrow 9:00, next Monday 9:00. */
export const SCHEDULE_PRESETS = ['inOneHour', 'tomorrow', 'monday'] as const;
export type TSchedulePreset = (typeof SCHEDULE_PRESETS)[number];

export const presetTime = (preset: TSchedulePreset, now: Date): Date => {
  const d = new Date(now);
  if (preset === 'inOneHour') {
    d.setHours(d.getHours() + 1, d.getMinutes(), 0, 0);
    return d;
  }
  if (preset === 'tomorrow') d.setDate(d.getDate() + 1);
  else d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7));
  d.setHours(9, 0, 0, 0);
  return d;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A local time as the date and time inputs' values. */
export const toInputs = (d: Date) => ({
  date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
  time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
});

/** The inputs' local date and time; null when either is missing or invalid. */
export const fromInputs = (date: string, time: string): Date | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const h = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m || !h) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(h[1]), Number(h[2]), 0, 0);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The browser's IANA zone, shown beside the inputs ("Europe/Paris"). */
export const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
