import { z } from 'zod';

/** Ids from `x=1`, `x[]=1&x[]=2` or `x=1,2`; blanks are dropped as Chatwoot drops them, anything else must be an id. */
const idList = z.preprocess(
  (v) =>
    (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : typeof v === 'string' ? v.split(',') : [v])
      .map((x) => (typeof x === 'string' ? x.trim() : x))
      .filter((x) => x !== ''),
  z.array(z.coerce.number({ message: 'must be ids' }).int({ message: 'must be ids' }).positive()).max(100),
);
const unixSeconds = z.coerce
  .number({ message: 'must be a unix timestamp in seconds' })
  .int({ message: 'must be a unix timestamp in seconds' })
  .min(0, { message: 'must be a unix timestamp in seconds' });

/** The query of api/v2 …/live_reports/*: teams, assignees and inboxes to count, and an optional created-at range. */
export const ZLiveReportQuery = z.object({
  team_id: idList,
  team_ids: idList,
  'team_ids[]': idList,
  user_ids: idList,
  'user_ids[]': idList,
  inbox_ids: idList,
  'inbox_ids[]': idList,
  since: unixSeconds.optional(),
  until: unixSeconds.optional(),
});
export type TLiveReportQuery = z.infer<typeof ZLiveReportQuery>;

export const ZGroupedLiveReportQuery = ZLiveReportQuery.extend({
  group_by: z.string().max(32).optional(),
});
export type TGroupedLiveReportQuery = z.infer<typeof ZGroupedLiveReportQuery>;

/** What the repository filters on, merged from the query's spellings. */
export interface TLiveReportFilter {
  team_ids: number[];
  user_ids: number[];
  inbox_ids: number[];
  since?: number;
  until?: number;
}
export const liveReportFilterOf = (q: TLiveReportQuery): TLiveReportFilter => ({
  team_ids: [...q.team_id, ...q.team_ids, ...q['team_ids[]']],
  user_ids: [...q.user_ids, ...q['user_ids[]']],
  inbox_ids: [...q.inbox_ids, ...q['inbox_ids[]']],
  since: q.since,
  until: q.until,
});

/** GET live_reports/conversation_metrics. */
export const ZLiveConversationMetrics = z.object({
  open: z.number(),
  unattended: z.number(),
  unassigned: z.number(),
  pending: z.number(),
  resolved: z.number(),
});

/** GET live_reports/grouped_conversation_metrics: one row per team (team_id) or per assignee (assignee_id). */
export const ZGroupedLiveConversationMetrics = z.array(
  z.object({
    team_id: z.number().nullable().optional(),
    assignee_id: z.number().nullable().optional(),
    open: z.number(),
    unattended: z.number(),
    unassigned: z.number(),
  }),
);
