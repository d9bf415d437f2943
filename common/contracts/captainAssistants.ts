import { z } from 'zod';

/**
 * Captain's assistants (docs/CAPTAIN.md "Assistants"): Chatwoot's `captain/assistants` (with their inboxes, tools
 * and playground), `captain/custom_tools` and the Captain report. One schema per request and response, shared by
 * the routes and the screens.
 */

const ZText = (max: number) => z.string().trim().max(max);
const ZNumId = z.coerce.number().int().positive().max(2_147_483_647);

/** An assistant's settings (Chatwoot's `config`); every key optional. */
export const ZAssistantConfig = z.object({
  product_name: ZText(255).optional(),
  instructions: ZText(20_000).optional(),
  welcome_message: ZText(2000).optional(),
  handoff_message: ZText(2000).optional(),
  resolution_message: ZText(2000).optional(),
  temperature: z
    .number()
    .min(0, { message: 'must be between 0 and 1' })
    .max(1, { message: 'must be between 0 and 1' })
    .optional(),
  feature_faq: z.boolean().optional(),
  feature_citation: z.boolean().optional(),
  feature_memory: z.boolean().optional(),
  /** Customer messages Captain answers in one conversation before it hands off (default 5). */
  max_turns: z
    .number()
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be between 1 and 20' })
    .max(20, { message: 'must be between 1 and 20' })
    .optional(),
});
export type TAssistantConfig = z.infer<typeof ZAssistantConfig>;

/** Guidelines and guardrails: short rules, one a line in the form. */
const ZRules = z.array(ZText(500).min(1, { message: "can't be blank" })).max(30, { message: 'at most 30' });

export const ZCreateAssistantRequest = z.object({
  name: z.string().trim().min(1, { message: "can't be blank" }).max(255, { message: 'is too long (at most 255)' }),
  description: ZText(2000).optional(),
  config: ZAssistantConfig.optional(),
  response_guidelines: ZRules.optional(),
  guardrails: ZRules.optional(),
});
export type TCreateAssistantRequest = z.infer<typeof ZCreateAssistantRequest>;

/** An update changes the fields given; `config` keys are merged over the saved ones. */
export const ZUpdateAssistantRequest = ZCreateAssistantRequest.partial();
export type TUpdateAssistantRequest = z.infer<typeof ZUpdateAssistantRequest>;

export const ZAssistant = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  config: ZAssistantConfig,
  response_guidelines: z.array(z.string()),
  guardrails: z.array(z.string()),
  /** Unix seconds, as Chatwoot. */
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TAssistant = z.infer<typeof ZAssistant>;

export const ZAssistantList = z.object({
  payload: z.array(ZAssistant),
  meta: z.object({ total_count: z.number().int(), page: z.number().int() }),
});
export type TAssistantList = z.infer<typeof ZAssistantList>;

/** An inbox connected to an assistant. */
export const ZAssistantInbox = z.object({
  id: z.number().int(),
  name: z.string(),
  channel_type: z.string(),
});
export type TAssistantInbox = z.infer<typeof ZAssistantInbox>;
export const ZAssistantInboxList = z.object({ payload: z.array(ZAssistantInbox) });
export type TAssistantInboxList = z.infer<typeof ZAssistantInboxList>;

/** POST assistants/:id/inboxes, as Chatwoot: `{inbox: {inbox_id}}` (or bare). */
export const ZConnectInboxRequest = z.object({ inbox_id: ZNumId });
export const ZAssistantInboxParams = z.object({ accountId: z.string(), id: ZNumId, inboxId: ZNumId });

/** The tools an assistant may call: the built-in ones and the account's custom tools. */
export const ZCaptainToolInfo = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['built_in', 'custom']),
  /** Changes nothing (the playground runs it); the others are only reported there. */
  read_only: z.boolean(),
});
export type TCaptainToolInfo = z.infer<typeof ZCaptainToolInfo>;
export const ZCaptainToolList = z.object({ payload: z.array(ZCaptainToolInfo) });

// Custom tools ---------------------------------------------------------------------------------------------

export const CUSTOM_TOOL_LIMIT = 15;
export const HTTP_METHODS = ['GET', 'POST'] as const;
export const AUTH_TYPES = ['none', 'bearer', 'basic', 'api_key'] as const;
export type TAuthType = (typeof AUTH_TYPES)[number];

export const ZToolParam = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, { message: 'letters, digits and _ only (at most 40)' }),
  type: z.enum(['string', 'number', 'boolean']),
  description: ZText(500).default(''),
  required: z.boolean().default(false),
});
export type TToolParam = z.infer<typeof ZToolParam>;

/** The secret parts by auth type: bearer `token`; basic `username`, `password`; api_key `name` (a header), `key`. */
export const ZAuthConfig = z.object({
  token: ZText(2000).optional(),
  username: ZText(255).optional(),
  password: ZText(2000).optional(),
  name: ZText(100).optional(),
  key: ZText(2000).optional(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

export const ZCustomToolRequest = z.object({
  title: z.string().trim().min(1, { message: "can't be blank" }).max(255),
  description: ZText(2000).optional(),
  http_method: z.enum(HTTP_METHODS).optional(),
  endpoint_url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, { message: 'is not an http(s) URL' }),
  auth_type: z.enum(AUTH_TYPES).optional(),
  /** Absent on update: the saved secret stays. */
  auth_config: ZAuthConfig.optional(),
  param_schema: z.array(ZToolParam).max(10, { message: 'at most 10' }).optional(),
  request_template: ZText(5000).nullable().optional(),
  response_template: ZText(5000).nullable().optional(),
  enabled: z.boolean().optional(),
});
export type TCustomToolRequest = z.infer<typeof ZCustomToolRequest>;
export const ZUpdateCustomToolRequest = ZCustomToolRequest.partial();
export type TUpdateCustomToolRequest = z.infer<typeof ZUpdateCustomToolRequest>;

export const ZCustomTool = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  /** The name the model calls it by (`custom_<slug>`). */
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  http_method: z.enum(HTTP_METHODS),
  endpoint_url: z.string(),
  auth_type: z.enum(AUTH_TYPES),
  /** The saved secrets masked (`••••abcd`); an api_key's header name is shown as it is. Never the secret. */
  auth_config: z.record(z.string(), z.string()),
  param_schema: z.array(ZToolParam),
  request_template: z.string().nullable(),
  response_template: z.string().nullable(),
  enabled: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type TCustomTool = z.infer<typeof ZCustomTool>;
export const ZCustomToolList = z.object({ payload: z.array(ZCustomTool) });
export type TCustomToolList = z.infer<typeof ZCustomToolList>;

// Playground -----------------------------------------------------------------------------------------------

export const ASSISTANT_ACTIONS = ['continue', 'handoff', 'resolve'] as const;
export type TAssistantAction = (typeof ASSISTANT_ACTIONS)[number];

export const ZPlaygroundRequest = z.object({
  message_content: z.string().trim().min(1, { message: "can't be blank" }).max(5000),
  message_history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(5000) }))
    .max(40)
    .default([]),
});
export type TPlaygroundRequest = z.input<typeof ZPlaygroundRequest>;

/** What an answer cites: an FAQ or a document's piece. */
export const ZCitation = z.object({
  kind: z.enum(['faq', 'chunk']),
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
});
export type TCitation = z.infer<typeof ZCitation>;

export const ZPlaygroundResult = z.object({
  content: z.string(),
  action: z.enum(ASSISTANT_ACTIONS),
  citations: z.array(ZCitation),
  /** The tools called, in order; actions (labels, notes…) are reported, not done. */
  tools: z.array(z.string()),
});
export type TPlaygroundResult = z.infer<typeof ZPlaygroundResult>;

// Report ---------------------------------------------------------------------------------------------------

export const ZCaptainReportQuery = z.object({
  /** Unix seconds; default the last 30 days. */
  since: z.coerce.number().int().min(0).optional(),
  until: z.coerce.number().int().min(0).optional(),
  assistant_id: ZNumId.optional(),
});

const ZFigures = z.object({
  conversations_handled: z.number().int(),
  handed_off: z.number().int(),
  resolved: z.number().int(),
  replies_sent: z.number().int(),
  model_calls: z.number().int(),
  failed_calls: z.number().int(),
  tokens_in: z.number().int(),
  tokens_out: z.number().int(),
  avg_latency_ms: z.number().int(),
});

export const ZCaptainReport = ZFigures.extend({
  since: z.number().int(),
  until: z.number().int(),
  /** One row a day (UTC) with activity. */
  by_day: z.array(
    ZFigures.pick({
      conversations_handled: true,
      handed_off: true,
      resolved: true,
      replies_sent: true,
      model_calls: true,
    }).extend({ date: z.string() }),
  ),
});
export type TCaptainReport = z.infer<typeof ZCaptainReport>;
