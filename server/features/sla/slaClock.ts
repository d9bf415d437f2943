import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { SLA_NEVER_DUE_AT } from '../../../common/slaDeadlines.ts';
import type { TExecutor } from '../../db/client.ts';
import { addBusinessSeconds } from '../../lib/businessHours.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { findInboxHours, type TSlaPolicyRow } from './sla.repo.ts';

type TInboxHours = NonNullable<Awaited<ReturnType<typeof findInboxHours>>>;
/** The deadline in working time; a schedule that never opens has none (far future: never missed). */
const businessDue = (hours: TInboxHours, start: Date, seconds: number) =>
  addBusinessSeconds(start, seconds, { enabled: true, timezone: hours.timezone, days: hours.rows }) ??
  new Date(SLA_NEVER_DUE_AT * 1000);

/** When a target of one policy is due in an inbox: (inbox, start, seconds) → deadline. */
export type TSlaClock = (inboxId: number, start: Date, seconds: number) => Promise<Date>;

/**
 * The clock of a policy: a target's time is up `seconds` after `start` on the wall clock, or — for a
 * policy counted only during business hours, in an inbox with working hours on — after `seconds` of the
 * inbox's working time (its timezone) from `start` (server/lib/businessHours.ts). Each inbox's hours are
 * read once per clock, so one clock serves a batch of conversations.
 */
export const slaClock = (db: TExecutor, policy: TSlaPolicyRow): TSlaClock => {
  const hoursOf = new Map<number, ReturnType<typeof findInboxHours>>();
  return async (inboxId, start, seconds) => {
    if (policy.onlyDuringBusinessHours) {
      const read = hoursOf.get(inboxId) ?? findInboxHours(db, inboxId);
      hoursOf.set(inboxId, read);
      const hours = await read;
      if (hours?.enabled) return businessDue(hours, start, seconds);
    }
    return new Date(start.getTime() + seconds * 1000);
  };
};

/** One target's deadline with a one-off clock. */
export const dueAfter = (db: TExecutor, policy: TSlaPolicyRow, inboxId: number, start: Date, seconds: number) =>
  slaClock(db, policy)(inboxId, start, seconds);

/**
 * The deadlines of a policy on a conversation as it is now (the one computation, for applying a policy and
 * for recomputing after an edit): first response and resolution from the conversation's start (Chatwoot's),
 * next response from waiting_since once an agent has replied; null for a target without a threshold or
 * whose clock is not running (replied, not waiting, resolved).
 */
export const deadlinesOf = async (clock: TSlaClock, policy: TSlaPolicyRow, c: TConversationRow) => {
  const due = (start: Date, seconds: number | null) =>
    seconds ? clock(c.inboxId, start, seconds) : Promise.resolve(null);
  const resolved = c.status === STATUS_VALUE.resolved;
  return {
    firstResponseDueAt:
      c.firstReplyCreatedAt || resolved ? null : await due(c.createdAt, policy.firstResponseTimeThreshold),
    nextResponseDueAt:
      c.firstReplyCreatedAt && c.waitingSince && !resolved
        ? await due(c.waitingSince, policy.nextResponseTimeThreshold)
        : null,
    resolutionDueAt: resolved ? null : await due(c.createdAt, policy.resolutionTimeThreshold),
  };
};
