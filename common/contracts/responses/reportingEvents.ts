import { z } from 'zod';
import { REPORTING_EVENT_NAMES } from '../reports.ts';

/**
 * One reporting_events row as GET …/conversations/{id}/reporting_events returns it (Chatwoot's
 * reporting event fields). `conversation_id` is the conversation's display id, as everywhere in the
 * API; `value`/`value_in_business_hours` are seconds; times are ISO 8601. What each name measures:
 * docs/REPORTS.md.
 */
export const ZReportingEvent = z.object({
  id: z.number().int(),
  name: z.enum(REPORTING_EVENT_NAMES),
  value: z.number(),
  value_in_business_hours: z.number(),
  event_start_time: z.string(),
  event_end_time: z.string(),
  account_id: z.number().int(),
  conversation_id: z.number().int(),
  inbox_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TReportingEvent = z.infer<typeof ZReportingEvent>;

/** The conversation's rows, oldest first (a bare array, as Chatwoot's). */
export const ZReportingEventList = z.array(ZReportingEvent);
