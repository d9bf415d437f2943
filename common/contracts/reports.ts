import { z } from 'zod';

/**
 * Reports v2 (Chatwoot's /api/v2/accounts/{id}/reports…): the query every report call takes and
 * the shapes Chatwoot answers with. Shared by the report routes, the report screens and their tests.
 */

/** Names of rows in reporting_events (written by the reporting consumer). */
export const REPORTING_EVENT_NAMES = [
  'first_response',
  'reply_time',
  'conversation_resolved',
  'conversation_opened',
  'conversation_bot_resolved',
  'conversation_bot_handoff',
] as const;
export type TReportingEventName = (typeof REPORTING_EVENT_NAMES)[number];

/** The metrics `GET reports?metric=` serves (Chatwoot's, plus the bot counts). */
export const REPORT_METRICS = [
  'conversations_count',
  'incoming_messages_count',
  'outgoing_messages_count',
  'avg_first_response_time',
  'avg_resolution_time',
  'resolutions_count',
  'reply_time',
  'bot_resolutions_count',
  'bot_handoffs_count',
] as const;
export type TReportMetric = (typeof REPORT_METRICS)[number];

/** Metrics that are an average of seconds (the rest are counts). */
export const TIME_METRICS: readonly TReportMetric[] = ['avg_first_response_time', 'avg_resolution_time', 'reply_time'];

export const REPORT_TYPES = ['account', 'agent', 'inbox', 'label', 'team'] as const;
export type TReportType = (typeof REPORT_TYPES)[number];

/** `hour` serves the overview's conversation-traffic heatmap. */
export const REPORT_GROUP_BY = ['hour', 'day', 'week', 'month', 'year'] as const;
export type TReportGroupBy = (typeof REPORT_GROUP_BY)[number];

const unixSeconds = z.coerce
  .number({ message: 'must be a unix timestamp in seconds' })
  .int({ message: 'must be a unix timestamp in seconds' })
  .min(0, { message: 'must be a unix timestamp in seconds' });

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** Hours east of UTC the viewer is in (Chatwoot's `timezone_offset`, e.g. 5.5 or -4). */
const timezoneOffset = z.coerce
  .number({ message: 'must be an offset in hours' })
  .min(-12, { message: 'must be between -12 and 14' })
  .max(14, { message: 'must be between -12 and 14' })
  .optional()
  .transform((v) => v ?? 0);

/** The range and scope every report call shares. `id` names the agent/inbox/label/team of `type`. */
export const ZReportScope = z.object({
  type: z.enum(REPORT_TYPES, { message: `must be one of ${REPORT_TYPES.join(', ')}` }).default('account'),
  id: z.coerce.number().int().positive().optional(),
  since: unixSeconds,
  until: unixSeconds,
  business_hours: booleanFlag,
  timezone_offset: timezoneOffset,
});
export type TReportScope = z.infer<typeof ZReportScope>;

/** GET reports: one metric as a series. */
export const ZReportSeriesQuery = ZReportScope.extend({
  metric: z.enum(REPORT_METRICS, { message: `must be one of ${REPORT_METRICS.join(', ')}` }),
  group_by: z.enum(REPORT_GROUP_BY, { message: `must be one of ${REPORT_GROUP_BY.join(', ')}` }).default('day'),
});
export type TReportSeriesQuery = z.infer<typeof ZReportSeriesQuery>;

/**
 * One bucket: `timestamp` is the bucket's start (unix seconds, the viewer's local midnight/hour);
 * `value` the count or the average in seconds; `count` how many events the average is over.
 */
export const ZReportPoint = z.object({ value: z.number(), timestamp: z.number(), count: z.number() });
export type TReportPoint = z.infer<typeof ZReportPoint>;
export const ZReportSeries = z.array(ZReportPoint);

const ZSummaryFigures = z.object({
  conversations_count: z.number(),
  incoming_messages_count: z.number(),
  outgoing_messages_count: z.number(),
  avg_first_response_time: z.number(),
  avg_resolution_time: z.number(),
  resolutions_count: z.number(),
  reply_time: z.number(),
});
/** GET reports/summary: the range's figures and the same-length range just before it. */
export const ZReportSummary = ZSummaryFigures.extend({ previous: ZSummaryFigures });
export type TReportSummary = z.infer<typeof ZReportSummary>;

const ZBotSummaryFigures = z.object({ bot_resolutions_count: z.number(), bot_handoffs_count: z.number() });
/** GET reports/bot_summary. */
export const ZBotSummary = ZBotSummaryFigures.extend({ previous: ZBotSummaryFigures });
export type TBotSummary = z.infer<typeof ZBotSummary>;

/** GET reports/bot_metrics: rates are percentages with two decimals. */
export const ZBotMetrics = z.object({
  conversation_count: z.number(),
  message_count: z.number(),
  resolution_rate: z.number(),
  handoff_rate: z.number(),
});
export type TBotMetrics = z.infer<typeof ZBotMetrics>;

/** GET reports/conversations?type=account: live counts (not ranged). */
export const ZLiveConversationCounts = z.object({
  open: z.number(),
  unattended: z.number(),
  unassigned: z.number(),
  pending: z.number(),
});
export type TLiveConversationCounts = z.infer<typeof ZLiveConversationCounts>;

/** GET reports/conversations?type=agent: each agent's live load. */
export const ZAgentConversationMetrics = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    thumbnail: z.string(),
    availability: z.string(),
    metric: z.object({ open: z.number(), unattended: z.number() }),
  }),
);
export type TAgentConversationMetrics = z.infer<typeof ZAgentConversationMetrics>;

/** GET summary_reports/{agent|inbox|team|label}: one row per entity, over the range. */
export const SUMMARY_REPORT_KINDS = ['agent', 'inbox', 'team', 'label'] as const;
export type TSummaryReportKind = (typeof SUMMARY_REPORT_KINDS)[number];
export const ZSummaryReportRows = z.array(
  z.object({
    id: z.number(),
    conversations_count: z.number(),
    resolved_conversations_count: z.number(),
    avg_resolution_time: z.number().nullable(),
    avg_first_response_time: z.number().nullable(),
    avg_reply_time: z.number().nullable(),
  }),
);
export type TSummaryReportRows = z.infer<typeof ZSummaryReportRows>;

/**
 * GET reports/drilldown (beyond Chatwoot, #6887): the conversations a metric's number came from,
 * for the same scope and range (optionally one bucket: `since`/`until` of the bar clicked).
 * `value` is the measured seconds for time metrics, null for counts.
 */
export const ZReportDrilldownQuery = ZReportScope.extend({
  metric: ZReportSeriesQuery.shape.metric,
  page: z.coerce.number().int().min(1).default(1),
});
export type TReportDrilldownQuery = z.infer<typeof ZReportDrilldownQuery>;
export const ZReportDrilldown = z.object({
  payload: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      inbox_id: z.number(),
      assignee_id: z.number().nullable(),
      team_id: z.number().nullable(),
      contact_name: z.string().nullable(),
      created_at: z.number(),
      event_at: z.number(),
      value: z.number().nullable(),
    }),
  ),
  meta: z.object({ count: z.number(), current_page: z.number(), per_page: z.number() }),
});
export type TReportDrilldown = z.infer<typeof ZReportDrilldown>;

/** Report CSV files: type-report-dd-MM-yyyy, `-business-hours` appended when asked for. */
export const reportFileName = (type: string, until: Date, businessHours: boolean) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${pad(until.getDate())}-${pad(until.getMonth() + 1)}-${until.getFullYear()}`;
  return `${type}-report-${date}${businessHours ? '-business-hours' : ''}.csv`;
};

/** GET reports/conversations: live counts for the account, or each agent's load (25 agents a page). */
export const ZReportConversationsQuery = z.object({
  type: z.enum(['account', 'agent'], { message: 'must be account or agent' }).default('account'),
  page: z.coerce.number().int().min(1).default(1),
});
export type TReportConversationsQuery = z.infer<typeof ZReportConversationsQuery>;

/** Range-only queries: summary_reports/*, the per-entity CSV files and conversation_traffic. */
export const ZReportRangeQuery = ZReportScope.pick({
  since: true,
  until: true,
  business_hours: true,
  timezone_offset: true,
});
export type TReportRangeQuery = z.infer<typeof ZReportRangeQuery>;
