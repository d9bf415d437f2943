import {
  CUSTOM_TOOL_LIMIT,
  type TAuthConfig,
  type TCustomToolRequest,
  type TUpdateCustomToolRequest,
} from '../../../common/contracts/captainAssistants.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, sealSecret } from '../../lib/crypto.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { assertOutboundUrl } from '../../lib/outbound/outboundTargets.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { presentCustomTool } from './assistants.presenter.ts';
import * as repo from './assistants.repo.ts';

const PURPOSE = 'captain-custom-tool';
/** The sealed secret is bound to its tool: copied onto another row it does not open. */
const contextOf = (t: { accountId: number; slug: string }) => `captain-tool:${t.accountId}:${t.slug}`;

/** The secrets each auth type needs. */
const NEEDS: Record<string, (keyof TAuthConfig)[]> = {
  none: [],
  bearer: ['token'],
  basic: ['username', 'password'],
  api_key: ['name', 'key'],
};

/** The tool's auth config, unsealed (empty without one). Only the tool call and the masked view read it. */
export const openAuthConfig = async (deps: TDeps, t: repo.TCustomToolRow): Promise<Record<string, string>> => {
  if (!t.authConfig) return {};
  try {
    return JSON.parse(openSecret(await appKey(deps, PURPOSE), t.authConfig, contextOf(t))) as Record<string, string>;
  } catch {
    return {};
  }
};

const seal = async (deps: TDeps, t: { accountId: number; slug: string }, config: Record<string, string>) =>
  Object.keys(config).length ? sealSecret(await appKey(deps, PURPOSE), JSON.stringify(config), contextOf(t)) : null;

/** Only the keys the auth type uses; a missing one is a 422 naming it. */
const authFor = (type: string, given: TAuthConfig, saved: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const key of NEEDS[type] ?? []) {
    const value = given[key] || saved[key];
    if (!value) throw AppError.invalid(`auth_config.${key}`, errorText('captainAuthConfigMissing'));
    out[key] = value;
  }
  return out;
};

/** `order_status` from "Order status!": the name the model calls the tool by (with a `custom_` prefix). */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40) || 'tool';

const freeSlug = async (db: TExecutor, accountId: number, title: string) => {
  const base = slugOf(title);
  for (let i = 1; ; i++) {
    const slug = i === 1 ? base : `${base}_${i}`;
    if (!(await repo.slugTaken(db, accountId, slug))) return slug;
  }
};

const auditTool = (tx: TExecutor, m: TMembership, b: repo.TCustomToolRow | null, a: repo.TCustomToolRow | null) => {
  // The audit log keeps what the tool is, never its secret.
  const state = (t: repo.TCustomToolRow | null) =>
    t && {
      title: t.title,
      endpoint_url: t.endpointUrl,
      http_method: t.httpMethod,
      auth_type: t.authType,
      enabled: t.enabled,
    };
  return audit(
    tx,
    m,
    !b ? 'create' : a ? 'update' : 'destroy',
    { type: 'CaptainCustomTool', id: (a ?? b)?.id ?? null, name: (a ?? b)?.title },
    state(b),
    state(a),
  );
};

export const getCustomTool = async (deps: TDeps, accountId: number, id: number) => {
  const t = await repo.findCustomTool(deps.db, accountId, id);
  if (!t) throw new AppError('not_found', errorText('captainToolNotFound'));
  return t;
};

const present = async (deps: TDeps, t: repo.TCustomToolRow) => presentCustomTool(t, await openAuthConfig(deps, t));

export const list = async (deps: TDeps, m: TMembership) => ({
  payload: await Promise.all((await repo.listCustomTools(deps.db, m.accountId)).map((t) => present(deps, t))),
});

export const show = async (deps: TDeps, m: TMembership, id: number) =>
  present(deps, await getCustomTool(deps, m.accountId, id));

export const create = async (deps: TDeps, m: TMembership, input: TCustomToolRequest) => {
  await assertOutboundUrl('endpoint_url', input.endpoint_url, outboundPolicy(deps.config));
  const authType = input.auth_type ?? 'none';
  const auth = authFor(authType, input.auth_config ?? {}, {});
  const row = await deps.db.transaction(async (tx) => {
    if ((await repo.countCustomTools(tx, m.accountId)) >= CUSTOM_TOOL_LIMIT)
      throw new AppError('validation_failed', errorText('captainToolLimit', { limit: CUSTOM_TOOL_LIMIT }));
    const slug = await freeSlug(tx, m.accountId, input.title);
    const made = await repo.insertCustomTool(tx, {
      accountId: m.accountId,
      slug,
      title: input.title,
      description: input.description ?? '',
      httpMethod: input.http_method ?? 'GET',
      endpointUrl: input.endpoint_url,
      authType,
      authConfig: await seal(deps, { accountId: m.accountId, slug }, auth),
      paramSchema: input.param_schema ?? [],
      requestTemplate: input.request_template ?? null,
      responseTemplate: input.response_template ?? null,
      enabled: input.enabled ?? true,
    });
    await auditTool(tx, m, null, made);
    return made;
  });
  return present(deps, row);
};

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateCustomToolRequest) => {
  const before = await getCustomTool(deps, m.accountId, id);
  if (input.endpoint_url !== undefined)
    await assertOutboundUrl('endpoint_url', input.endpoint_url, outboundPolicy(deps.config));
  const authType = input.auth_type ?? before.authType;
  // A secret left out keeps the saved one (the form never has it back).
  const auth = authFor(authType, input.auth_config ?? {}, await openAuthConfig(deps, before));
  const row = await deps.db.transaction(async (tx) => {
    const after = await repo.updateCustomTool(tx, m.accountId, id, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.http_method !== undefined && { httpMethod: input.http_method }),
      ...(input.endpoint_url !== undefined && { endpointUrl: input.endpoint_url }),
      authType,
      authConfig: await seal(deps, before, auth),
      ...(input.param_schema !== undefined && { paramSchema: input.param_schema }),
      ...(input.request_template !== undefined && { requestTemplate: input.request_template }),
      ...(input.response_template !== undefined && { responseTemplate: input.response_template }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
    });
    if (after) await auditTool(tx, m, before, after);
    return after;
  });
  if (!row) throw new AppError('not_found', errorText('captainToolNotFound'));
  return present(deps, row);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const before = await getCustomTool(deps, m.accountId, id);
  await deps.db.transaction(async (tx) => {
    await repo.deleteCustomTool(tx, m.accountId, id);
    await auditTool(tx, m, before, null);
  });
};
