import type { z } from 'zod';
import type {
  TCreateHookRequest,
  TIntegrationApp,
  TIntegrationHook,
  TUpdateHookRequest,
} from '../../../common/contracts/integrations.ts';
import { isFeatureEnabled } from '../../../common/features.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, sealSecret } from '../../lib/crypto.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { findApp, formSchemaOf, INTEGRATION_APPS, secretKeysOf, type TAppDefinition } from './apps.ts';
import { isLinearConfigured, linearAuthorizeUrl } from './linear/linearAuth.ts';
import { verifyOpenAiSettings } from './openai/openaiCheck.ts';
import { isShopifyConfigured } from './shopify/shopifyAuth.ts';
import { isSlackConfigured, slackAuthorizeUrl } from './slack/slackConfig.ts';
import {
  countAppHooks,
  deleteHook,
  findHook,
  hasInbox,
  hasWebhooks,
  insertHook,
  listDashboardApps,
  listHooks,
  updateHook,
  type THookRow,
  type THookWithInbox,
} from './integrations.repo.ts';

const HOOK_TYPES = { account: 0, inbox: 1 } as const;
const SECRET_PURPOSE = 'integration-hook-secrets';
/** Sealed values open only on their own account and app. */
const sealContext = (h: { accountId: number; appId: string }) => `integration:${h.accountId}:${h.appId}`;

export const sealHookSecret = async (deps: TDeps, h: { accountId: number; appId: string }, plain: string) =>
  sealSecret(await appKey(deps, SECRET_PURPOSE), plain, sealContext(h));

/** The hook's secret settings, opened (adapters only: never an API answer). */
export const openHookSecrets = async (deps: TDeps, hook: THookRow): Promise<Record<string, unknown>> =>
  hook.sealedSecrets
    ? (JSON.parse(openSecret(await appKey(deps, SECRET_PURPOSE), hook.sealedSecrets, sealContext(hook))) as Record<
        string,
        unknown
      >)
    : {};

/** The hook's OAuth access token, opened (adapters only). */
export const openHookAccessToken = async (deps: TDeps, hook: THookRow) =>
  hook.sealedAccessToken
    ? openSecret(await appKey(deps, SECRET_PURPOSE), hook.sealedAccessToken, sealContext(hook))
    : null;

/** Apps on for the account: its feature flag. */
const activeApps = (m: TMembership) =>
  INTEGRATION_APPS.filter((a) => isFeatureEnabled(m.account.features, a.featureFlag));

const activeApp = (m: TMembership, id: string) => {
  const app = findApp(id);
  if (!app || !isFeatureEnabled(m.account.features, app.featureFlag))
    throw new AppError('not_found', errorText('integrationAppNotFound'));
  return app;
};

const pick = (settings: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(settings).filter(([k]) => keys.includes(k)));

/** Chatwoot's models/_hook: the settings without secrets; an agent sees the app's visible properties only. */
export const presentHook = (row: THookWithInbox, m: Pick<TMembership, 'role'>): TIntegrationHook => {
  const { hook, inboxName } = row;
  const app = findApp(hook.appId);
  const secrets = app ? secretKeysOf(app) : [];
  const settings = Object.fromEntries(Object.entries(hook.settings).filter(([k]) => !secrets.includes(k)));
  const visible = m.role === 'administrator' ? settings : pick(settings, app?.visibleProperties ?? []);
  return {
    id: hook.id,
    app_id: hook.appId,
    status: hook.status === 1,
    inbox: hook.inboxId === null ? null : { id: hook.inboxId, name: inboxName ?? '' },
    inbox_id: hook.inboxId,
    account_id: hook.accountId,
    hook_type: hook.hookType === HOOK_TYPES.inbox ? 'inbox' : 'account',
    reference_id: hook.referenceId,
    settings: visible,
    secrets_set: m.role === 'administrator' && hook.sealedSecrets ? secrets : [],
  };
};

/**
 * The OAuth apps (Chatwoot's App#active? and action): offered once the installation has the app's client; the
 * action is the third party's authorization URL (null when the member may not connect).
 */
const OAUTH_APPS: Record<
  string,
  { active: (deps: TDeps) => boolean; url: (deps: TDeps, m: TMembership) => Promise<string | null> }
> = {
  linear: { active: isLinearConfigured, url: linearAuthorizeUrl },
  slack: {
    active: (deps) => isSlackConfigured(deps.config),
    url: (deps, m) => Promise.resolve(slackAuthorizeUrl(deps, m.accountId)),
  },
  // The consent page needs the store's domain first: the action is the route that answers it (administrators).
  shopify: {
    active: isShopifyConfigured,
    url: (_deps, m) =>
      Promise.resolve(m.role === 'administrator' ? `/api/v1/accounts/${m.accountId}/integrations/shopify/auth` : null),
  },
};

/** Apps whose settings are tried on the third party before they are saved (a key refused is a 422). */
const SETTINGS_CHECKS: Record<string, (deps: TDeps, settings: Record<string, unknown>) => Promise<void>> = {
  openai: verifyOpenAiSettings,
};

const presentApp = async (
  deps: TDeps,
  m: TMembership,
  app: TAppDefinition,
  hooks: THookWithInbox[],
): Promise<TIntegrationApp> => {
  const own = hooks.filter((h) => h.hook.appId === app.id);
  const enabled =
    app.action === 'webhook'
      ? await hasWebhooks(deps.db, m.accountId)
      : app.action === 'dashboard_apps'
        ? (await listDashboardApps(deps.db, m.accountId)).length > 0
        : own.length > 0;
  const oauth = app.action === 'oauth' ? OAUTH_APPS[app.id] : undefined;
  const active = oauth ? oauth.active(deps) : true;
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    logo: app.logo,
    enabled,
    active,
    hook_type: app.hookType,
    allow_multiple_hooks: app.allowMultipleHooks,
    action: oauth ? (active ? await oauth.url(deps, m) : null) : app.action,
    settings_form_schema: formSchemaOf(app),
    visible_properties: [...app.visibleProperties],
    hooks: own.map((h) => presentHook(h, m)),
  };
};

export const listApps = async (deps: TDeps, m: TMembership) => {
  const hooks = await listHooks(deps.db, m.accountId);
  return { payload: await Promise.all(activeApps(m).map((app) => presentApp(deps, m, app, hooks))) };
};

export const showApp = async (deps: TDeps, m: TMembership, id: string) =>
  presentApp(deps, m, activeApp(m, id), await listHooks(deps.db, m.accountId));

/** The app's schema applied to the settings; its messages name the setting (`settings.project_id`). */
const validSettings = (app: TAppDefinition, settings: Record<string, unknown>) => {
  const parsed = app.settings.safeParse(settings);
  if (parsed.success) return parsed.data;
  const details: Record<string, string[]> = {};
  for (const issue of (parsed.error as z.ZodError).issues) {
    const key = `settings.${issue.path.join('.') || 'base'}`;
    (details[key] ??= []).push(issue.message);
  }
  const [field, messages] = Object.entries(details)[0]!;
  throw new AppError('validation_failed', AppError.invalid(field, messages[0]!).message, details);
};

/** Splits valid settings into what is stored plainly and the secrets, sealed as one JSON object. */
const storedSettings = async (
  deps: TDeps,
  app: TAppDefinition,
  accountId: number,
  settings: Record<string, unknown>,
) => {
  const secretKeys = secretKeysOf(app);
  const secrets = pick(settings, secretKeys);
  const plain = Object.fromEntries(Object.entries(settings).filter(([k]) => !secretKeys.includes(k)));
  const sealedSecrets =
    Object.keys(secrets).length > 0
      ? await sealHookSecret(deps, { accountId, appId: app.id }, JSON.stringify(secrets))
      : null;
  return { settings: plain, sealedSecrets };
};

const auditHook = (tx: TExecutor, m: TMembership, hook: THookWithInbox, before: TIntegrationHook | null) => {
  const after = presentHook(hook, { role: 'administrator' });
  return audit(
    tx,
    m,
    before ? 'update' : 'create',
    { type: 'Integration', id: hook.hook.id, name: hook.hook.appId },
    before,
    after,
  );
};

const getHook = async (deps: TDeps, m: TMembership, id: number) => {
  const found = await findHook(deps.db, m.accountId, id);
  if (!found) throw new AppError('not_found', errorText('integrationHookNotFound'));
  return found;
};

export const showHook = async (deps: TDeps, m: TMembership, id: number) => presentHook(await getHook(deps, m, id), m);

/** Connects an app: its inbox (inbox apps), once per account (or inbox) unless the app allows several. */
export const createHook = async (deps: TDeps, m: TMembership, input: TCreateHookRequest) => {
  const app = findApp(input.app_id);
  if (!app || !activeApps(m).includes(app)) throw AppError.invalid('app_id', errorText('integrationAppUnknown'));
  if (app.action) throw AppError.invalid('app_id', errorText('integrationAppOwnPage'));
  const inboxId = app.hookType === 'inbox' ? (input.inbox_id ?? null) : null;
  if (app.hookType === 'inbox') {
    if (!inboxId) throw AppError.invalid('inbox_id', errorText('blank'));
    if (!(await hasInbox(deps.db, m.accountId, inboxId)))
      throw AppError.invalid('inbox_id', errorText('notInboxOfAccount'));
  }
  const taken = app.allowMultipleHooks
    ? inboxId !== null && (await countAppHooks(deps.db, m.accountId, app.id, inboxId)) > 0
    : (await countAppHooks(deps.db, m.accountId, app.id, null)) > 0;
  if (taken) throw AppError.invalid('app_id', errorText('taken'));
  const valid = validSettings(app, input.settings ?? {});
  await SETTINGS_CHECKS[app.id]?.(deps, valid);
  const stored = await storedSettings(deps, app, m.accountId, valid);
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertHook(tx, {
      accountId: m.accountId,
      inboxId,
      appId: app.id,
      hookType: HOOK_TYPES[app.hookType],
      status: input.status ?? 1,
      ...stored,
    });
    const found = await findHook(tx, m.accountId, row.id);
    if (found) await auditHook(tx, m, found, null);
    return row.id;
  });
  return presentHook(await getHook(deps, m, id), m);
};

/** Changes status and settings: given settings merge over the stored ones, and a blank secret keeps its value. */
export const updateHookSettings = async (deps: TDeps, m: TMembership, id: number, input: TUpdateHookRequest) => {
  const old = await getHook(deps, m, id);
  const app = findApp(old.hook.appId);
  if (!app) throw new AppError('not_found', errorText('integrationHookNotFound'));
  let stored: Awaited<ReturnType<typeof storedSettings>> | null = null;
  if (input.settings) {
    const secretKeys = secretKeysOf(app);
    const given = Object.fromEntries(
      Object.entries(input.settings).filter(([k, v]) => !(secretKeys.includes(k) && (v === '' || v == null))),
    );
    const merged = { ...old.hook.settings, ...(await openHookSecrets(deps, old.hook)), ...given };
    const valid = validSettings(app, merged);
    await SETTINGS_CHECKS[app.id]?.(deps, valid);
    stored = await storedSettings(deps, app, m.accountId, valid);
  }
  await deps.db.transaction(async (tx) => {
    await updateHook(tx, m.accountId, id, {
      ...(input.status !== undefined && { status: input.status }),
      ...stored,
    });
    const found = await findHook(tx, m.accountId, id);
    if (found) await auditHook(tx, m, found, presentHook(old, { role: 'administrator' }));
  });
  return presentHook(await getHook(deps, m, id), m);
};

export const removeHook = async (deps: TDeps, m: TMembership, id: number) => {
  const old = await getHook(deps, m, id);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteHook(tx, m.accountId, id))) throw new AppError('not_found', errorText('integrationHookNotFound'));
    await audit(
      tx,
      m,
      'destroy',
      { type: 'Integration', id, name: old.hook.appId },
      presentHook(old, { role: 'administrator' }),
      null,
    );
  });
};
