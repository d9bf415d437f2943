import type { TConversation } from '../../../common/contracts/responses/conversations.ts';
import type { TSlaEventType } from '../../../common/contracts/sla.ts';
import { isNeverDue } from '../../../common/slaDeadlines.ts';

export type TSlaState =
  | { kind: 'missed'; missed: TSlaEventType[] }
  | { kind: 'running'; target: TSlaEventType; secondsLeft: number }
  | { kind: 'noHours' }
  | null;

/** The SLA keys of a conversation (the wire's or the SPA's). */
export type TSlaCarrier = Pick<TConversation, 'applied_sla' | 'sla_events'>;

/**
 * What the badge shows at `now` (ms): the targets missed (recorded, or a deadline already passed before
 * the check has run), else the target due first and its seconds left; "no working hours" when the only
 * pending deadlines wait for an inbox schedule that never opens (common/slaDeadlines.ts); null for no SLA
 * or one that ended hit.
 */
export const slaState = (c: TSlaCarrier, now: number): TSlaState => {
  const a = c.applied_sla;
  if (!a || a.sla_status === 'hit') return null;
  const running = a.sla_status === 'active' || a.sla_status === 'active_with_misses';
  const pending = (
    [
      ['frt', a.first_response_due_at],
      ['nrt', a.next_response_due_at],
      ['rt', a.resolution_due_at],
    ] as const
  ).filter((d): d is readonly [TSlaEventType, number] => running && d[1] !== null);
  const timed = pending.filter(([, due]) => !isNeverDue(due));
  const overdue = timed.filter(([, due]) => due * 1000 <= now).map(([k]) => k);
  const missed = [...new Set([...(c.sla_events ?? []).map((e) => e.event_type), ...overdue])];
  if (missed.length) return { kind: 'missed', missed };
  const next = [...timed].sort((x, y) => x[1] - y[1])[0];
  if (next) return { kind: 'running', target: next[0], secondsLeft: next[1] - now / 1000 };
  return pending.length ? { kind: 'noHours' } : null;
};
