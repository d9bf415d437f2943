import { z } from 'zod';

/**
 * CSAT (Chatwoot's csat_survey_responses): the inbox's survey settings, the customer's answer (widget,
 * client API, public survey page) and the account's responses list, metrics and CSV. One contract for
 * the inbox settings form, the routes, the report screen and their tests.
 */

export const CSAT_DISPLAY_TYPES = ['emoji', 'star'] as const;
export type TCsatDisplayType = (typeof CSAT_DISPLAY_TYPES)[number];
/** A survey may be answered, and the answer changed, for this long after it was sent (Chatwoot's lock). */
export const CSAT_EDIT_WINDOW_DAYS = 14;
export const CSAT_RATINGS = [1, 2, 3, 4, 5] as const;
export const CSAT_PAGE_SIZE = 25;

/** inboxes.csat_config: how the survey looks and whether resolving sends it. */
export const ZCsatConfig = z.object({
  display_type: z.enum(CSAT_DISPLAY_TYPES, { message: 'must be emoji or star' }).default('emoji'),
  /** The question asked; empty means the default text. */
  message: z.string().trim().max(500, { message: 'is too long (maximum is 500 characters)' }).default(''),
  send_on_resolve: z.boolean().default(true),
});
export type TCsatConfig = z.infer<typeof ZCsatConfig>;
/** What the inbox settings send: any of the fields (the rest are kept); unknown keys are refused. */
export const ZCsatConfigInput = z
  .object({
    display_type: ZCsatConfig.shape.display_type.unwrap().optional(),
    message: z.string().trim().max(500, { message: 'is too long (maximum is 500 characters)' }).optional(),
    send_on_resolve: z.boolean({ message: 'must be true or false' }).optional(),
  })
  .strict();
export type TCsatConfigInput = z.infer<typeof ZCsatConfigInput>;

/** The stored config read leniently (older rows hold `{}`), so every reader sees every field. */
export const csatConfigOf = (raw: unknown): TCsatConfig => {
  const parsed = ZCsatConfig.safeParse(raw ?? {});
  return parsed.success ? parsed.data : ZCsatConfig.parse({});
};

export const ZCsatRating = z.coerce
  .number({ message: 'must be a number from 1 to 5' })
  .int({ message: 'must be a number from 1 to 5' })
  .min(1, { message: 'must be a number from 1 to 5' })
  .max(5, { message: 'must be a number from 1 to 5' });

/** What the customer answers (widget, client API, public page). */
export const ZCsatAnswer = z.object({
  rating: ZCsatRating,
  feedback_message: z.string().trim().max(2000).optional(),
});
export type TCsatAnswer = z.infer<typeof ZCsatAnswer>;

/** PUT/PATCH /public/api/v1/csat_survey/{uuid}: Chatwoot's body, or the answer at the top level. */
export const ZPublicCsatUpdate = z.union([
  z.object({ message: z.object({ submitted_values: z.object({ csat_survey_response: ZCsatAnswer }) }) }),
  ZCsatAnswer,
]);
export type TPublicCsatUpdate = z.infer<typeof ZPublicCsatUpdate>;
export const answerOf = (body: TPublicCsatUpdate): TCsatAnswer =>
  'message' in body ? body.message.submitted_values.csat_survey_response : body;

/** GET /public/api/v1/csat_survey/{uuid}: the survey message and its answer so far. */
export const ZPublicCsatSurvey = z.object({
  id: z.number(),
  conversation_id: z.number(),
  content: z.string(),
  display_type: z.enum(CSAT_DISPLAY_TYPES),
  inbox_name: z.string(),
  locked: z.boolean(),
  csat_survey_response: z
    .object({
      conversation_id: z.number(),
      message_id: z.number(),
      rating: z.number(),
      feedback_message: z.string().nullable(),
      submitted_at: z.number(),
    })
    .nullable(),
  created_at: z.number(),
});
export type TPublicCsatSurvey = z.infer<typeof ZPublicCsatSurvey>;

const unixSeconds = z.coerce
  .number({ message: 'must be a unix timestamp in seconds' })
  .int({ message: 'must be a unix timestamp in seconds' })
  .min(0, { message: 'must be a unix timestamp in seconds' });
const ids = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
  z
    .array(z.coerce.number({ message: 'must be ids' }).int().positive())
    .max(100)
    .optional(),
);
const ratings = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
  z.array(ZCsatRating).max(5).optional(),
);

/** The filters of the list, metrics and download (Chatwoot's CsatSurveyResponse filters). */
export const ZCsatResponsesQuery = z.object({
  since: unixSeconds.optional(),
  until: unixSeconds.optional(),
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
  user_ids: ids,
  'user_ids[]': ids,
  inbox_id: z.coerce.number().int().positive().optional(),
  team_id: z.coerce.number().int().positive().optional(),
  rating: ratings,
  'rating[]': ratings,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TCsatResponsesQuery = z.infer<typeof ZCsatResponsesQuery>;

export interface TCsatFilters {
  since?: Date;
  until?: Date;
  sort: 'asc' | 'desc';
  userIds: number[];
  inboxId?: number;
  teamId?: number;
  ratings: number[];
}

export const csatFiltersOf = (q: Partial<TCsatResponsesQuery>): TCsatFilters => ({
  since: q.since === undefined ? undefined : new Date(q.since * 1000),
  until: q.until === undefined ? undefined : new Date(q.until * 1000),
  sort: q.sort === 'created_at' ? 'asc' : 'desc',
  userIds: [...(q.user_ids ?? []), ...(q['user_ids[]'] ?? [])],
  inboxId: q.inbox_id,
  teamId: q.team_id,
  ratings: [...(q.rating ?? []), ...(q['rating[]'] ?? [])],
});

const ZPerson = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  thumbnail: z.string(),
});

/** One response as Chatwoot's csat_survey_responses index serves it. */
export const ZCsatSurveyResponse = z.object({
  id: z.number(),
  account_id: z.number(),
  rating: z.number(),
  feedback_message: z.string().nullable(),
  message_id: z.number(),
  conversation_id: z.number(),
  inbox_id: z.number(),
  contact: ZPerson.extend({ phone_number: z.string().nullable() }).nullable(),
  assigned_agent: ZPerson.nullable(),
  created_at: z.number(),
});
export type TCsatSurveyResponse = z.infer<typeof ZCsatSurveyResponse>;
export const ZCsatSurveyResponseList = z.array(ZCsatSurveyResponse);

/** GET …/csat_survey_responses/metrics. */
export const ZCsatMetrics = z.object({
  total_count: z.number(),
  ratings_count: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  total_sent_messages_count: z.number(),
});
export type TCsatMetrics = z.infer<typeof ZCsatMetrics>;

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
/** The report's cards: satisfaction (share of 4–5), response rate and each rating's share, two decimals. */
export const csatFigures = (m: TCsatMetrics) => ({
  satisfactionScore: pct(m.ratings_count[4] + m.ratings_count[5], m.total_count),
  responseRate: pct(m.total_count, m.total_sent_messages_count),
  ratingShares: CSAT_RATINGS.map((r) => ({
    rating: r,
    count: m.ratings_count[r],
    share: pct(m.ratings_count[r], m.total_count),
  })),
});
