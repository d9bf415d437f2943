import { SLA_EVENT_TYPES, SLA_STATUSES, type TAppliedSlaBrief, type TSlaEvent } from '../../../common/contracts/sla.ts';
import type { TAppliedSlaRow, TSlaEventRow, TSlaPolicyRow } from './conversationContext.repo.ts';

/**
 * The SLA parts of the conversation's wire shape (moved from sla/sla.presenter.ts: the conversation
 * presenter needs them, and sla sits above conversationCore in the module layers).
 */
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const unixOrNull = (d: Date | null) => (d ? unix(d) : null);

export const presentAppliedSla = (a: TAppliedSlaRow, p: TSlaPolicyRow): TAppliedSlaBrief => ({
  id: a.id,
  sla_id: a.slaPolicyId,
  sla_status: SLA_STATUSES[a.slaStatus] ?? 'active',
  created_at: unix(a.createdAt),
  updated_at: unix(a.updatedAt),
  sla_name: p.name,
  sla_description: p.description,
  sla_first_response_time_threshold: p.firstResponseTimeThreshold,
  sla_next_response_time_threshold: p.nextResponseTimeThreshold,
  sla_resolution_time_threshold: p.resolutionTimeThreshold,
  sla_only_during_business_hours: p.onlyDuringBusinessHours,
  first_response_due_at: unixOrNull(a.firstResponseDueAt),
  next_response_due_at: unixOrNull(a.nextResponseDueAt),
  resolution_due_at: unixOrNull(a.resolutionDueAt),
});

export const presentSlaEvent = (e: TSlaEventRow): TSlaEvent => ({
  id: e.id,
  event_type: SLA_EVENT_TYPES[e.eventType] ?? 'frt',
  meta: e.meta,
  created_at: unix(e.createdAt),
  updated_at: unix(e.updatedAt),
});
