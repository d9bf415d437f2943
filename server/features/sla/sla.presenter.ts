import {
  SLA_EVENT_TYPES,
  SLA_STATUSES,
  type TAppliedSlaBrief,
  type TSlaEvent,
  type TSlaPolicy,
} from '../../../common/contracts/sla.ts';
import type { TAppliedSlaRow, TSlaEventRow, TSlaPolicyRow } from './sla.repo.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const unixOrNull = (d: Date | null) => (d ? unix(d) : null);

export const presentSlaPolicy = (p: TSlaPolicyRow): TSlaPolicy => ({
  id: p.id,
  name: p.name,
  description: p.description,
  first_response_time_threshold: p.firstResponseTimeThreshold,
  next_response_time_threshold: p.nextResponseTimeThreshold,
  resolution_time_threshold: p.resolutionTimeThreshold,
  only_during_business_hours: p.onlyDuringBusinessHours,
});

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
