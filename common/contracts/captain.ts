import { z } from 'zod';

/**
 * Captain (docs/CAPTAIN.md): the installation's model settings (console), an account's usage, and the
 * reply-box tasks at Chatwoot's routes (`captain/tasks/*`). One schema per request and response, shared by
 * the routes and the screens.
 */

/** What the console shows of the installation's model: never the key, only whether one is set and its end. */
export const ZCaptainConsoleSettings = z.object({
  endpoint: z.string().nullable(),
  model: z.string().nullable(),
  embedding_model: z.string().nullable(),
  api_key_set: z.boolean(),
  /** The key's last four characters behind dots (`••••1234`), or null. */
  api_key_masked: z.string().nullable(),
  /** Successful Captain requests an account may make in a calendar month (UTC); null: no limit. */
  monthly_limit: z.number().nullable(),
  /** What the environment sets (CAPTAIN_OPEN_AI_*): the console's values override it field by field. */
  env: z.object({
    endpoint: z.string().nullable(),
    model: z.string().nullable(),
    embedding_model: z.string().nullable(),
    api_key_set: z.boolean(),
  }),
});
export type TCaptainConsoleSettings = z.infer<typeof ZCaptainConsoleSettings>;

const ZOptionalText = z.string().trim().max(128);

/** An empty string removes the console's value (the environment's applies again); absent leaves it. */
export const ZUpdateCaptainConsoleSettingsRequest = z.object({
  endpoint: z
    .union([z.url({ protocol: /^https?$/, message: 'is not an http(s) URL' }).max(500), z.literal('')])
    .optional(),
  api_key: z.string().trim().max(512).optional(),
  model: ZOptionalText.optional(),
  embedding_model: ZOptionalText.optional(),
  monthly_limit: z.number().int().min(0).max(100_000_000).nullable().optional(),
});
export type TUpdateCaptainConsoleSettingsRequest = z.infer<typeof ZUpdateCaptainConsoleSettingsRequest>;

/** GET captain/usage: this month's use of Captain by the account. */
export const ZCaptainUsage = z.object({
  configured: z.boolean(),
  /** Where the model is set: the account's OpenAI app, the installation console or the environment. */
  source: z.enum(['account', 'console', 'env']).nullable(),
  model: z.string().nullable(),
  monthly_limit: z.number().nullable(),
  used: z.number(),
  tokens_in: z.number(),
  tokens_out: z.number(),
  /** The first day of the counted month (ISO 8601, UTC). */
  period_start: z.string(),
});
export type TCaptainUsage = z.infer<typeof ZCaptainUsage>;

export const REWRITE_OPERATIONS = [
  'fix_spelling_grammar',
  'shorten',
  'expand',
  'make_friendly',
  'make_formal',
  'simplify',
] as const;
export type TRewriteOperation = (typeof REWRITE_OPERATIONS)[number];

const ZDisplayId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZCaptainRewriteRequest = z.object({
  content: z.string().trim().min(1, { message: "can't be blank" }).max(20_000),
  operation: z.enum(REWRITE_OPERATIONS),
  conversation_display_id: ZDisplayId.optional(),
});
export type TCaptainRewriteRequest = z.infer<typeof ZCaptainRewriteRequest>;

export const ZCaptainConversationTaskRequest = z.object({ conversation_display_id: ZDisplayId });
export type TCaptainConversationTaskRequest = z.infer<typeof ZCaptainConversationTaskRequest>;

/** rewrite, summarize, reply_suggestion, follow_up: the model's text (Chatwoot's `{message}`). */
export const ZCaptainTaskResult = z.object({ message: z.string() });
export type TCaptainTaskResult = z.infer<typeof ZCaptainTaskResult>;

/** label_suggestion: titles of the account's labels the model picked (never invented ones). */
export const ZCaptainLabelSuggestion = z.object({ message: z.string(), labels: z.array(z.string()) });
export type TCaptainLabelSuggestion = z.infer<typeof ZCaptainLabelSuggestion>;

export const CAPTAIN_TASKS = ['rewrite', 'summarize', 'reply_suggestion', 'label_suggestion', 'follow_up'] as const;
export type TCaptainTask = (typeof CAPTAIN_TASKS)[number];
