import type { TAssistant, TCustomTool } from '../../../common/contracts/captainAssistants.ts';
import type { TAssistantRow, TCustomToolRow } from './assistants.repo.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Chatwoot's assistant JSON. */
export const presentAssistant = (a: TAssistantRow): TAssistant => ({
  id: a.id,
  account_id: a.accountId,
  name: a.name,
  description: a.description,
  config: a.config,
  response_guidelines: a.responseGuidelines,
  guardrails: a.guardrails,
  created_at: unix(a.createdAt),
  updated_at: unix(a.updatedAt),
});

/** A secret shown as its last four characters behind dots. */
export const mask = (secret: string) => `••••${secret.length > 8 ? secret.slice(-4) : ''}`;

/**
 * A custom tool as the API shows it: the saved secrets masked (an api_key's header name is not secret).
 * `opened` is the tool's auth config, already unsealed by the caller (never returned as it is).
 */
export const presentCustomTool = (t: TCustomToolRow, opened: Record<string, string>): TCustomTool => ({
  id: t.id,
  account_id: t.accountId,
  slug: t.slug,
  title: t.title,
  description: t.description,
  http_method: t.httpMethod === 'POST' ? 'POST' : 'GET',
  endpoint_url: t.endpointUrl,
  auth_type: (['bearer', 'basic', 'api_key'] as const).find((x) => x === t.authType) ?? 'none',
  auth_config: Object.fromEntries(
    Object.entries(opened).map(([k, v]) => [k, k === 'name' || k === 'username' ? v : mask(v)]),
  ),
  param_schema: t.paramSchema.map((p) => ({ ...p })),
  request_template: t.requestTemplate,
  response_template: t.responseTemplate,
  enabled: t.enabled,
  created_at: unix(t.createdAt),
  updated_at: unix(t.updatedAt),
});
