import type { TExecutor } from '../../db/client.ts';
import { findInboxHours, type TSlaPolicyRow } from './sla.repo.ts';

type TInboxHours = NonNullable<Awaited<ReturnType<typeof findInboxHours>>>;
/** Until server/lib/businessHours.ts lands on main: the wall clock (replaced at the merge). */
const businessDue = (_hours: TInboxHours, start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

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
