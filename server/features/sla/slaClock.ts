import type { TExecutor } from '../../db/client.ts';
import { addBusinessSeconds } from '../../lib/businessHours.ts';
import { findInboxHours, type TSlaPolicyRow } from './sla.repo.ts';

type TInboxHours = NonNullable<Awaited<ReturnType<typeof findInboxHours>>>;
/** The deadline in working time; a schedule that never opens has none (far future: never missed). */
const businessDue = (hours: TInboxHours, start: Date, seconds: number) =>
  addBusinessSeconds(start, seconds, { enabled: true, timezone: hours.timezone, days: hours.rows }) ??
  new Date('9999-12-31T00:00:00Z');

/**
 * When a target's time is up: `seconds` after `start` on the wall clock, or — for a policy counted only
 * during business hours, in an inbox with working hours on — `seconds` of the inbox's working time
 * (its timezone) after `start` (server/lib/businessHours.ts).
 */
export const dueAfter = async (
  db: TExecutor,
  policy: TSlaPolicyRow,
  inboxId: number,
  start: Date,
  seconds: number,
): Promise<Date> => {
  if (policy.onlyDuringBusinessHours) {
    const hours = await findInboxHours(db, inboxId);
    if (hours?.enabled) return businessDue(hours, start, seconds);
  }
  return new Date(start.getTime() + seconds * 1000);
};
