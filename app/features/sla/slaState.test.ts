import { describe, expect, it } from 'vitest';
import type { TConversation } from '../../../common/contracts/responses/conversations.ts';
import { SLA_NEVER_DUE_AT } from '../../../common/slaDeadlines.ts';
import { slaState } from './slaState.ts';

const applied = (over: Partial<NonNullable<TConversation['applied_sla']>>) =>
  ({
    applied_sla: {
      id: 1,
      sla_id: 1,
      sla_status: 'active',
      created_at: 0,
      updated_at: 0,
      sla_name: 'Gold',
      sla_description: null,
      sla_first_response_time_threshold: 600,
      sla_next_response_time_threshold: null,
      sla_resolution_time_threshold: 3600,
      sla_only_during_business_hours: false,
      first_response_due_at: 1000,
      next_response_due_at: null,
      resolution_due_at: 4000,
      ...over,
    },
    sla_events: [],
  }) as unknown as TConversation;

describe('slaState', () => {
  it('counts down to the first deadline', () => {
    expect(slaState(applied({}), 400_000)).toEqual({ kind: 'running', target: 'frt', secondsLeft: 600 });
  });
  it('shows a passed deadline as missed before the check records it', () => {
    expect(slaState(applied({}), 1_000_000)).toEqual({ kind: 'missed', missed: ['frt'] });
  });
  it('shows recorded misses and nothing for a hit or no SLA', () => {
    const c = {
      ...applied({ sla_status: 'missed', first_response_due_at: null, resolution_due_at: null }),
      sla_events: [{ id: 1, event_type: 'rt', meta: {}, created_at: 0, updated_at: 0 }],
    } as TConversation;
    expect(slaState(c, 0)).toEqual({ kind: 'missed', missed: ['rt'] });
    expect(slaState(applied({ sla_status: 'hit' }), 0)).toBeNull();
    expect(slaState({}, 0)).toBeNull();
  });
});

describe('slaState on a schedule that never opens', () => {
  const never = SLA_NEVER_DUE_AT;
  it('shows no countdown, only that the inbox has no working hours', () => {
    const c = applied({ first_response_due_at: never, resolution_due_at: never });
    expect(slaState(c, 400_000)).toEqual({ kind: 'noHours' });
    expect(slaState(c, Date.UTC(3000, 0, 1))).toEqual({ kind: 'noHours' });
  });
  it('still counts down to a real deadline and still shows a recorded miss', () => {
    expect(slaState(applied({ resolution_due_at: never }), 400_000)).toEqual({
      kind: 'running',
      target: 'frt',
      secondsLeft: 600,
    });
    const c = {
      ...applied({ sla_status: 'active_with_misses', first_response_due_at: null, resolution_due_at: never }),
      sla_events: [{ id: 1, event_type: 'frt', meta: {}, created_at: 0, updated_at: 0 }],
    } as TConversation;
    expect(slaState(c, 0)).toEqual({ kind: 'missed', missed: ['frt'] });
  });
});
