import { AUTO_RESOLVE_MINUTES } from '../../../common/limits.ts';

export const DURATION_UNITS = ['minutes', 'hours', 'days'] as const;
export type TDurationUnit = (typeof DURATION_UNITS)[number];

const MINUTES: Record<TDurationUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** Minutes shown in the largest unit that divides them: 2880 → 2 days, 90 → 90 minutes. */
export const splitMinutes = (minutes: number): { amount: number; unit: TDurationUnit } => {
  if (minutes % 1440 === 0) return { amount: minutes / 1440, unit: 'days' };
  if (minutes % 60 === 0) return { amount: minutes / 60, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
};

export const toMinutes = (amount: number, unit: TDurationUnit) => amount * MINUTES[unit];

/** Whether a duration is one the server takes (ten minutes to 999 days). */
export const isAllowedMinutes = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= AUTO_RESOLVE_MINUTES.min && minutes <= AUTO_RESOLVE_MINUTES.max;

/** The account's auto-resolve time in minutes, from settings or the older duration in days; null when off. */
export const autoResolveMinutes = (account: {
  auto_resolve_duration: number | null;
  settings: { auto_resolve_after: number | null };
}) =>
  account.settings.auto_resolve_after ?? (account.auto_resolve_duration ? account.auto_resolve_duration * 1440 : null);
