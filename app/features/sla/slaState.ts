import type { TConversation } from '../../../common/contracts/responses/conversations.ts';
import type { TSlaEventType } from '../../../common/contracts/sla.ts';

export type TSlaState =
  { kind: 'missed'; missed: TSlaEventType[] } | { kind: 'running'; target: TSlaEventType; secondsLeft: number } | null;

/**
 * What the badge shows at `now` (ms): the targets missed (recorded, or a deadline already passed before
 * the check has run), else the target due first and its seconds left; null for no SLA or one that ended hit.
 */
/** The SLA keys of a conversation (the wire's or the SPA's). */
export type TSlaCarrier = Pick<TConversation, 'applied_sla' | 'sla_events'>;

export const slaState = (c: TSlaCarrier, now: number): TSlaState => {
  const a = c.applied_sla;
  if (!a || a.sla_status === 'hit') return null;
  const dues: [TSlaEventType, number | null][] = [
    ['frt', a.first_response_due_at],
    ['nrt', a.next_response_due_at],
    ['rt', a.resolution_due_at],
  ];
  const running = a.sla_status === 'active' || a.sla_status === 'active_with_misses';
  const overdue = running ? dues.filter(([, due]) => due !== null && due * 1000 <= now).map(([k]) => k) : [];
  const missed = [...new Set([...(c.sla_events ?? []).map((e) => e.event_type), ...overdue])];
  if (missed.length) return { kind: 'missed', missed };
  if (!running) return null;
  const next = dues.filter((d): d is [TSlaEventType, number] => d[1] !== null).sort((x, y) => x[1] - y[1])[0];
  return next ? { kind: 'running', target: next[0], secondsLeft: next[1] - now / 1000 } : null;
};
