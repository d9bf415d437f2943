import { z } from 'zod';
import { ASSIGNEE_TYPES } from './conversations.ts';
import { ZCustomFilterQuery } from './customFilters.ts';

/** Standard conversation attributes the advanced filter understands; any other key is a custom attribute. */
export const CONVERSATION_FILTER_ATTRIBUTES = [
  'status',
  'assignee_id',
  'inbox_id',
  'team_id',
  'display_id',
  'campaign_id',
  'labels',
  'browser_language',
  'country_code',
  'referer',
  'created_at',
  'last_activity_at',
  'priority',
  'conversation_type',
  'mail_subject',
  'contact_id',
] as const;

export const FILTER_OPERATORS = [
  'equal_to',
  'not_equal_to',
  'contains',
  'does_not_contain',
  'is_present',
  'is_not_present',
  'is_greater_than',
  'is_less_than',
  'days_before',
  'starts_with',
] as const;
export type TFilterOperator = (typeof FILTER_OPERATORS)[number];

/** POST conversations/filter: the body is the saved-folder query ({payload: [...]}), page in the query string. */
export const ZConversationFilterRequest = ZCustomFilterQuery.extend({
  /** An empty query matches every conversation the member may see (Chatwoot). */
  payload: ZCustomFilterQuery.shape.payload.unwrap().array().max(50),
});
export type TConversationFilterRequest = z.infer<typeof ZConversationFilterRequest>;
/**
 * The query string of POST conversations/filter: the page and, as Chatwoot's dashboard sends it, the
 * assignee tab (Mine / Unassigned / All) the filter applies within.
 */
export const ZConversationFilterQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  assignee_type: z.enum(ASSIGNEE_TYPES).default('all'),
});
