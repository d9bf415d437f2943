import { z } from 'zod';
import { FEATURES } from '../features.ts';
import { ZEmail, ZName, ZPassword } from './fields.ts';
import { ZWebhookUrl } from './inboxes.ts';

/** Installation console: POST /api/v1/super_admin/platform_apps. */
export const ZCreatePlatformAppRequest = z.object({ name: ZName });
export type TCreatePlatformAppRequest = z.infer<typeof ZCreatePlatformAppRequest>;

export const ZPlatformApp = z.object({ id: z.number(), name: z.string(), created_at: z.string() });
export type TPlatformApp = z.infer<typeof ZPlatformApp>;
/** The create answer: the only time the token is shown. */
export const ZPlatformAppCreated = ZPlatformApp.extend({ access_token: z.string() });
export const ZPlatformAppList = z.object({ payload: z.array(ZPlatformApp) });

const ZAttributes = z.record(z.string().max(255), z.unknown());

/** Platform API users: OpenAPI `user_create_update_payload`. */
export const ZPlatformUserCreate = z.object({
  name: ZName,
  display_name: z.string().trim().max(255).optional(),
  email: ZEmail,
  password: ZPassword.optional(),
  custom_attributes: ZAttributes.optional(),
});
export type TPlatformUserCreate = z.infer<typeof ZPlatformUserCreate>;
export const ZPlatformUserUpdate = ZPlatformUserCreate.partial();
export type TPlatformUserUpdate = z.infer<typeof ZPlatformUserUpdate>;

/** Chatwoot's limits keys of the platform and console (agents, inboxes) and this app's own two. */
export const ACCOUNT_LIMIT_KEYS = ['agents', 'inboxes', 'conversation', 'non_web_inboxes'] as const;

/** Platform API accounts: OpenAPI `account_create_update_payload`, plus `features` as Chatwoot's controller takes. */
export const ZPlatformAccountUpdate = z
  .object({
    name: ZName,
    locale: z.string().trim().min(2).max(10),
    domain: z.string().trim().max(255).nullable(),
    support_email: z.union([z.email({ message: 'is invalid' }), z.literal('')]).nullable(),
    status: z.enum(['active', 'suspended']),
    features: z.partialRecord(z.enum(FEATURES), z.boolean()),
    limits: z.partialRecord(z.enum(ACCOUNT_LIMIT_KEYS), z.number().int().min(0).max(1_000_000).nullable()),
    custom_attributes: ZAttributes,
  })
  .partial();
export type TPlatformAccountUpdate = z.infer<typeof ZPlatformAccountUpdate>;
export const ZPlatformAccountCreate = ZPlatformAccountUpdate.extend({ name: ZName });
export type TPlatformAccountCreate = z.infer<typeof ZPlatformAccountCreate>;

export const ZPlatformAccount = z.object({
  id: z.number(),
  name: z.string(),
  locale: z.string(),
  domain: z.string().nullable(),
  support_email: z.string().nullable(),
  status: z.enum(['active', 'suspended']),
  features: z.record(z.string(), z.boolean()),
  limits: z.record(z.string(), z.number().nullable()),
  custom_attributes: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TPlatformAccount = z.infer<typeof ZPlatformAccount>;

/** Platform API account users: OpenAPI `account_user_create_update_payload` (delete takes user_id only). */
export const ZPlatformAccountUserCreate = z.object({
  user_id: z.coerce.number().int().positive().max(2_147_483_647),
  role: z.enum(['administrator', 'agent']).default('agent'),
});
export const ZPlatformAccountUserDelete = ZPlatformAccountUserCreate.pick({ user_id: true });
export const ZPlatformAccountUser = z.object({ account_id: z.number(), user_id: z.number(), role: z.string() });
export const ZPlatformAccountUserList = z.array(ZPlatformAccountUser);

/** Platform API agent bots: OpenAPI `platform_agent_bot_create_update_payload` (an avatar by upload is not taken). */
export const ZPlatformAgentBotCreate = z.object({
  name: ZName,
  description: z.string().trim().max(2000).optional(),
  outgoing_url: ZWebhookUrl.optional(),
  account_id: z.coerce.number().int().positive().max(2_147_483_647).nullable().optional(),
  bot_type: z.union([z.literal(0), z.literal('webhook')]).optional(),
  bot_config: z.record(z.string(), z.unknown()).optional(),
});
export type TPlatformAgentBotCreate = z.infer<typeof ZPlatformAgentBotCreate>;
export const ZPlatformAgentBotUpdate = ZPlatformAgentBotCreate.partial();
export type TPlatformAgentBotUpdate = z.infer<typeof ZPlatformAgentBotUpdate>;

/** GET users/{id}/login. */
export const ZPlatformLoginUrl = z.object({ url: z.string() });
/** POST users/{id}/token: a new API access token of the user, shown this once. */
export const ZPlatformUserToken = z.object({ access_token: z.string() });
