import { businessSecondsBetween } from '../../lib/businessHours.ts';
import type { findInboxClock } from './reportingTimeline.repo.ts';

/** An inbox's working hours and timezone (and whether a bot answers it), as the timeline repo reads them. */
export type TInboxClock = NonNullable<Awaited<ReturnType<typeof findInboxClock>>>;

/**
 * Seconds of [start, end]: `value` on the wall clock, `valueInBusinessHours` inside the inbox's working
 * hours in its timezone (equal to `value` when the inbox has working hours off, or is gone).
 */
export const measure = (start: Date, end: Date, clock: TInboxClock | null) => {
  const value = Math.max(0, (end.getTime() - start.getTime()) / 1000);
  if (!clock?.enabled) return { value, valueInBusinessHours: value };
  const valueInBusinessHours = businessSecondsBetween(start, end, {
    enabled: true,
    timezone: clock.timezone,
    days: clock.hours,
  });
  return { value, valueInBusinessHours };
};
