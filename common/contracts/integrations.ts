import { z } from 'zod';

/**
 * Integrations in Chatwoot's shapes (docs/INTEGRATIONS.md): the apps an installation offers
 * (GET integrations/apps), the hooks that connect them (integrations/hooks) and dashboard apps.
 */

/** One field of an app's settings form, generated on the server from the app's Zod schema. */
export const ZIntegrationFormField = z.object({
  name: z.string(),
  label: z.string(),
  /** text, password (a secret: written, never read back), textarea (JSON too), select. */
  type: z.enum(['text', 'password', 'textarea', 'select']),
  validation: z.enum(['required', '']),
  help: z.string().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type TIntegrationFormField = z.infer<typeof ZIntegrationFormField>;

/** An inbox as a hook names it (Chatwoot: `inbox: {id, name}`), null for an account hook. */
const ZHookInbox = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A hook as Chatwoot's models/_hook renders it; secrets and the access token are never part of it. */
export const ZIntegrationHook = z.object({
  id: z.number().int(),
  app_id: z.string(),
  /** true when enabled (status 1). */
  status: z.boolean(),
  inbox: ZHookInbox,
  inbox_id: z.number().int().nullable(),
  account_id: z.number().int(),
  hook_type: z.enum(['account', 'inbox']),
  reference_id: z.string().nullable(),
  /** The settings, secrets left out; an agent sees only the app's visible properties. */
  settings: z.record(z.string(), z.unknown()),
  /** The secret settings that hold a value (their values are never sent). */
  secrets_set: z.array(z.string()),
});
export type TIntegrationHook = z.infer<typeof ZIntegrationHook>;

export const ZIntegrationApp = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  /** Whether the account has connected it (a hook, a webhook, a dashboard app). */
  enabled: z.boolean(),
  active: z.boolean(),
  hook_type: z.enum(['account', 'inbox']),
  allow_multiple_hooks: z.boolean(),
  /** Where the settings live when not in hooks: `webhook` and `dashboard_apps` have their own pages. */
  action: z.string().nullable(),
  settings_form_schema: z.array(ZIntegrationFormField),
  visible_properties: z.array(z.string()),
  hooks: z.array(ZIntegrationHook),
});
export type TIntegrationApp = z.infer<typeof ZIntegrationApp>;

export const ZIntegrationAppList = z.object({ payload: z.array(ZIntegrationApp) });

export const ZIntegrationAppParams = z.object({ accountId: z.string(), id: z.string().max(64) });

const ZStatus = z
  .union([z.number().int(), z.boolean(), z.enum(['enabled', 'disabled', '0', '1'])])
  .transform((s) => (s === 1 || s === true || s === 'enabled' || s === '1' ? 1 : 0));

/** Chatwoot's clients send `{hook: {…}}` or the fields flat (the OpenAPI); both are accepted. */
const unwrapHook = (body: unknown) =>
  body && typeof body === 'object' && 'hook' in body && typeof body.hook === 'object' ? body.hook : body;

/** POST integrations/hooks: the settings are checked against the app's own schema by the service. */
export const ZCreateHookRequest = z.preprocess(
  unwrapHook,
  z.object({
    app_id: z.union([z.string().min(1).max(64), z.number().int()]).transform(String),
    inbox_id: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
    status: ZStatus.optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
  }),
);
export type TCreateHookRequest = z.infer<typeof ZCreateHookRequest>;

/** PATCH integrations/hooks/{id}: settings merge over the stored ones; a blank secret keeps the old one. */
export const ZUpdateHookRequest = z.preprocess(
  unwrapHook,
  z.object({
    status: ZStatus.optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
  }),
);
export type TUpdateHookRequest = z.infer<typeof ZUpdateHookRequest>;

/** A dashboard app: a titled list of frames (Chatwoot: content `[{type: 'frame', url}]`). */
export const ZDashboardAppFrame = z.object({
  type: z.literal('frame').default('frame'),
  url: z
    .string()
    .trim()
    .max(2048, { message: 'must be at most 2048 characters' })
    .regex(/^https?:\/\/[^\s]+$/i, { message: 'is invalid' }),
});

const ZDashboardAppFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: "can't be blank" })
    .max(255, { message: 'must be at most 255 characters' }),
  content: z.array(ZDashboardAppFrame).min(1, { message: "can't be blank" }).max(10),
});

const unwrapApp = (body: unknown) =>
  body && typeof body === 'object' && 'dashboard_app' in body && typeof body.dashboard_app === 'object'
    ? body.dashboard_app
    : body;

export const ZDashboardAppRequest = z.preprocess(unwrapApp, ZDashboardAppFields);
export type TDashboardAppRequest = z.infer<typeof ZDashboardAppRequest>;
export const ZUpdateDashboardAppRequest = z.preprocess(unwrapApp, ZDashboardAppFields.partial());
export type TUpdateDashboardAppRequest = z.infer<typeof ZUpdateDashboardAppRequest>;
/** The settings form edits one frame URL at a time; the request carries them as content. */
export const ZDashboardAppForm = z.object({
  title: ZDashboardAppFields.shape.title,
  url: ZDashboardAppFrame.shape.url,
});

export const ZDashboardApp = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.array(z.object({ type: z.literal('frame'), url: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDashboardApp = z.infer<typeof ZDashboardApp>;
export const ZDashboardAppList = z.array(ZDashboardApp);

/** POST integrations/slack: the code Slack's authorization page sent back to settings/integrations/slack. */
export const ZSlackConnectRequest = z.object({
  code: z.string().trim().min(1, { message: "can't be blank" }).max(512),
});
export type TSlackConnectRequest = z.infer<typeof ZSlackConnectRequest>;

/** PATCH integrations/slack: the channel the conversations are posted to (Chatwoot's reference_id). */
export const ZSlackUpdateRequest = z.object({
  reference_id: z.string().trim().min(1, { message: "can't be blank" }).max(64),
});
export type TSlackUpdateRequest = z.infer<typeof ZSlackUpdateRequest>;

/** GET integrations/slack/list_all_channels: the channels the Slack app can post to. */
export const ZSlackChannel = z.object({ id: z.string(), name: z.string() });
export type TSlackChannel = z.infer<typeof ZSlackChannel>;
export const ZSlackChannelList = z.array(ZSlackChannel);
