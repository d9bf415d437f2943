import { z } from 'zod';

/**
 * SLA policies and applied SLAs (Chatwoot's Enterprise shapes): the settings form, the routes, the
 * conversation payload and the SLA report share these.
 */

/** applied_slas.sla_status (Chatwoot's enum values). */
export const SLA_STATUSES = ['active', 'hit', 'missed', 'active_with_misses'] as const;
export type TSlaStatus = (typeof SLA_STATUSES)[number];
export const SLA_STATUS_VALUE: Record<TSlaStatus, number> = { active: 0, hit: 1, missed: 2, active_with_misses: 3 };

/** sla_events.event_type: first response, next response, resolution. */
export const SLA_EVENT_TYPES = ['frt', 'nrt', 'rt'] as const;
export type TSlaEventType = (typeof SLA_EVENT_TYPES)[number];

/** Thresholds are seconds; days are the largest unit the form offers, a year the largest accepted. */
const ZThreshold = z
  .number({ message: 'must be a number of seconds' })
  .positive({ message: 'must be greater than 0' })
  .max(365 * 86400, { message: 'must be at most a year' })
  .nullable()
  .optional();

const policyFields = {
  name: z.string().trim().min(1, { message: "can't be blank" }).max(255),
  description: z.string().trim().max(1000).nullable().optional(),
  first_response_time_threshold: ZThreshold,
  next_response_time_threshold: ZThreshold,
  resolution_time_threshold: ZThreshold,
  only_during_business_hours: z.boolean().optional(),
};

const hasThreshold = (p: Partial<Record<string, unknown>>) =>
  ['first_response_time_threshold', 'next_response_time_threshold', 'resolution_time_threshold'].some(
    (k) => typeof p[k] === 'number',
  );

export const ZCreateSlaPolicyRequest = z.object(policyFields).refine(hasThreshold, {
  path: ['first_response_time_threshold'],
  message: 'at least one threshold must be set',
});
export type TCreateSlaPolicyRequest = z.infer<typeof ZCreateSlaPolicyRequest>;
/** PATCH: any field; the service checks that the policy keeps a threshold. */
export const ZUpdateSlaPolicyRequest = z.object(policyFields).partial();
export type TUpdateSlaPolicyRequest = z.infer<typeof ZUpdateSlaPolicyRequest>;

export const ZSlaPolicy = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  first_response_time_threshold: z.number().nullable(),
  next_response_time_threshold: z.number().nullable(),
  resolution_time_threshold: z.number().nullable(),
  only_during_business_hours: z.boolean(),
});
export type TSlaPolicy = z.infer<typeof ZSlaPolicy>;
export const ZSlaPolicyList = z.object({ payload: z.array(ZSlaPolicy) });
export const ZSlaPolicyOne = z.object({ payload: ZSlaPolicy });
/** The E2E server's "run the SLA check now" (POST /api/v1/accounts/:accountId/e2e/sla_check): how many SLAs it found missed. */
export const ZSlaCheckResult = z.object({ missed: z.number().int() });

/**
 * A conversation's applied SLA (Chatwoot's AppliedSla#push_event_data) plus ours: the pending deadline
 * of each target (unix seconds, null once met, missed or not running), which the badge counts down to.
 */
export const ZAppliedSlaBrief = z.object({
  id: z.number().int(),
  sla_id: z.number().int(),
  sla_status: z.enum(SLA_STATUSES),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  sla_name: z.string(),
  sla_description: z.string().nullable(),
  sla_first_response_time_threshold: z.number().nullable(),
  sla_next_response_time_threshold: z.number().nullable(),
  sla_resolution_time_threshold: z.number().nullable(),
  sla_only_during_business_hours: z.boolean(),
  first_response_due_at: z.number().int().nullable(),
  next_response_due_at: z.number().int().nullable(),
  resolution_due_at: z.number().int().nullable(),
});
export type TAppliedSlaBrief = z.infer<typeof ZAppliedSlaBrief>;

/** One missed target (Chatwoot's SlaEvent#push_event_data). */
export const ZSlaEvent = z.object({
  id: z.number().int(),
  event_type: z.enum(SLA_EVENT_TYPES),
  meta: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TSlaEvent = z.infer<typeof ZSlaEvent>;

/** The filters of GET applied_slas, /metrics and /download (Chatwoot's). */
const ZId = z.coerce.number().int().positive().optional();
export const ZAppliedSlasQuery = z.object({
  since: z.coerce.number().int().min(0).optional(),
  until: z.coerce.number().int().min(0).optional(),
  assigned_agent_id: ZId,
  inbox_id: ZId,
  team_id: ZId,
  sla_policy_id: ZId,
  label_list: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : v ? v.split(',') : []).map((s) => s.trim()).filter((s) => s !== '')),
  page: z.coerce.number().int().min(1).default(1),
});
export type TAppliedSlasQuery = z.infer<typeof ZAppliedSlasQuery>;
export const APPLIED_SLAS_PER_PAGE = 25;

export const ZAppliedSlaRow = z.object({
  applied_sla: ZAppliedSlaBrief,
  conversation: z.object({
    id: z.number().int(),
    contact: z.object({ name: z.string().nullable() }).nullable(),
    labels: z.array(z.string()),
    assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    inbox_id: z.number().int(),
  }),
  sla_events: z.array(ZSlaEvent),
});
export type TAppliedSlaRow = z.infer<typeof ZAppliedSlaRow>;
export const ZAppliedSlaList = z.object({
  payload: z.array(ZAppliedSlaRow),
  meta: z.object({ count: z.number().int(), current_page: z.number().int() }),
});
export type TAppliedSlaList = z.infer<typeof ZAppliedSlaList>;

/** hit_rate: the share of applied SLAs without a miss, in percent (two decimals; 0 when none). */
export const ZAppliedSlaMetrics = z.object({
  total_applied_slas: z.number().int(),
  number_of_sla_misses: z.number().int(),
  hit_rate: z.number(),
});
export type TAppliedSlaMetrics = z.infer<typeof ZAppliedSlaMetrics>;
