import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDashboardApp, TIntegrationApp, TIntegrationHook } from '../../../common/contracts/integrations.ts';
import { integrationHooks } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, REFUSED, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { openHookSecrets } from './integrations.service.ts';

const t = setupTestApp();

const call = async <T = Record<string, unknown>>(
  who: TMember | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
  accountId = who?.accountId ?? 1,
) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${accountId}${path}`,
    headers: who?.headers ?? {},
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>(), text: res.body };
};

/** A service account key shaped as Google's (the private key is a placeholder, never used here). */
const KEY = JSON.stringify({
  type: 'service_account',
  client_email: 'bot@project.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nSECRET-KEY-MATERIAL\n-----END PRIVATE KEY-----\n',
});

const dialogflowHook = (inboxId: number, settings: Record<string, unknown> = {}) => ({
  app_id: 'dialogflow',
  inbox_id: inboxId,
  status: 1,
  settings: { project_id: 'support-bot', credentials: KEY, region: 'europe-west1', ...settings },
});

describe('integrations apps', () => {
  it('lists the apps in Chatwoot’s shape with their form schema and connected state', async () => {
    const admin = await buildAdmin(t);
    const { status, body } = await call<{ payload: TIntegrationApp[] }>(admin, 'GET', '/integrations/apps');
    expect(status).toBe(200);
    const ids = body.payload.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(['webhook', 'dashboard_apps', 'dialogflow']));
    const dialogflow = body.payload.find((a) => a.id === 'dialogflow')!;
    expect(dialogflow).toMatchObject({
      name: 'Dialogflow',
      hook_type: 'inbox',
      allow_multiple_hooks: true,
      enabled: false,
      action: null,
      hooks: [],
      visible_properties: ['project_id', 'region', 'language_code'],
    });
    expect(dialogflow.settings_form_schema).toEqual([
      expect.objectContaining({ name: 'project_id', type: 'text', validation: 'required' }),
      expect.objectContaining({ name: 'credentials', type: 'password', validation: 'required' }),
      expect.objectContaining({ name: 'region', type: 'select', validation: '' }),
      expect.objectContaining({ name: 'language_code', type: 'text', validation: '' }),
    ]);
    const one = await call<TIntegrationApp>(admin, 'GET', '/integrations/apps/dialogflow');
    expect(one.body).toEqual(dialogflow);
    expect((await call(admin, 'GET', '/integrations/apps/nope')).status).toBe(404);
  });

  it('turns the webhook and dashboard apps on when the account has one', async () => {
    const admin = await buildAdmin(t);
    await call(admin, 'POST', '/webhooks', { url: 'https://example.com/x' });
    await call(admin, 'POST', '/dashboard_apps', {
      dashboard_app: { title: 'CRM', content: [{ type: 'frame', url: 'https://crm.example.com' }] },
    });
    const { body } = await call<{ payload: TIntegrationApp[] }>(admin, 'GET', '/integrations/apps');
    expect(body.payload.find((a) => a.id === 'webhook')?.enabled).toBe(true);
    expect(body.payload.find((a) => a.id === 'dashboard_apps')?.enabled).toBe(true);
  });
});

describe('integrations hooks', () => {
  it('connects, configures and disconnects an app; secrets are sealed and never returned', async () => {
    const admin = await buildAdmin(t);
    const { inboxId } = await buildConversation(t, admin);
    const created = await call<TIntegrationHook>(admin, 'POST', '/integrations/hooks', dialogflowHook(inboxId));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      app_id: 'dialogflow',
      status: true,
      hook_type: 'inbox',
      inbox_id: inboxId,
      inbox: { id: inboxId, name: 'Web' },
      account_id: admin.accountId,
      settings: { project_id: 'support-bot', region: 'europe-west1', language_code: 'en' },
      secrets_set: ['credentials'],
    });
    expect(created.text).not.toContain('SECRET-KEY-MATERIAL');
    const [row] = await t.database.db.select().from(integrationHooks).where(eq(integrationHooks.id, created.body.id));
    expect(JSON.stringify(row)).not.toContain('SECRET-KEY-MATERIAL');
    expect(row?.sealedSecrets).toMatch(/^v1\./);

    const listed = await call(admin, 'GET', '/integrations/apps');
    expect(listed.text).not.toContain('SECRET-KEY-MATERIAL');
    expect(listed.text).toContain('"enabled":true');

    // A blank secret keeps the stored one; other settings merge over the stored ones.
    const id = created.body.id;
    const updated = await call<TIntegrationHook>(admin, 'PATCH', `/integrations/hooks/${id}`, {
      status: 0,
      settings: { credentials: '', language_code: 'fr' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: false,
      settings: { project_id: 'support-bot', language_code: 'fr' },
      secrets_set: ['credentials'],
    });
    const [after] = await t.database.db.select().from(integrationHooks).where(eq(integrationHooks.id, id));
    expect(await openHookSecrets(t.deps, after!)).toEqual({ credentials: KEY });

    expect((await call(admin, 'GET', `/integrations/hooks/${id}`)).body).toEqual(updated.body);
    expect((await call(admin, 'DELETE', `/integrations/hooks/${id}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `/integrations/hooks/${id}`)).status).toBe(404);
    const logs = await call<{ audit_logs: { action: string; auditable_type: string }[] }>(admin, 'GET', '/audit_logs');
    expect(logs.text).not.toContain('SECRET-KEY-MATERIAL');
    expect(logs.body.audit_logs.filter((l) => l.auditable_type === 'Integration').map((l) => l.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'destroy']),
    );
  });

  it('validates settings with the app’s schema and the hook’s inbox', async () => {
    const admin = await buildAdmin(t);
    const { inboxId } = await buildConversation(t, admin);
    const bad = await call<{ errors: Record<string, string[]> }>(admin, 'POST', '/integrations/hooks', {
      ...dialogflowHook(inboxId, { credentials: '{"nope":1}', region: 'mars' }),
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('settings.credentials');
    expect(JSON.stringify(bad.body)).toContain('settings.region');
    const blank = await call(admin, 'POST', '/integrations/hooks', { app_id: 'dialogflow', inbox_id: inboxId });
    expect(blank.status).toBe(422);
    const noInbox = await call(admin, 'POST', '/integrations/hooks', { ...dialogflowHook(inboxId), inbox_id: null });
    expect(noInbox.status).toBe(422);
    const unknown = await call(admin, 'POST', '/integrations/hooks', { app_id: 'nope', settings: {} });
    expect(unknown.status).toBe(422);
    const ownPage = await call(admin, 'POST', '/integrations/hooks', { app_id: 'webhook', settings: {} });
    expect(ownPage.status).toBe(422);
    expect((await call(admin, 'POST', '/integrations/hooks', dialogflowHook(inboxId))).status).toBe(200);
    // One Dialogflow agent per inbox.
    expect((await call(admin, 'POST', '/integrations/hooks', dialogflowHook(inboxId))).status).toBe(422);
  });

  it('keeps to the account: another account, an agent, no token', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId, role: 'agent' });
    const other = await buildAdmin(t);
    const { inboxId } = await buildConversation(t, admin);
    const { inboxId: otherInbox } = await buildConversation(t, other);
    const hook = (await call<TIntegrationHook>(admin, 'POST', '/integrations/hooks', dialogflowHook(inboxId))).body;

    // Another account's admin: not its hook, not its inbox, not its account.
    expect((await call(other, 'PATCH', `/integrations/hooks/${hook.id}`, { status: 0 })).status).toBe(404);
    expect((await call(other, 'DELETE', `/integrations/hooks/${hook.id}`)).status).toBe(404);
    expect((await call(admin, 'POST', '/integrations/hooks', dialogflowHook(otherInbox))).status).toBe(422);
    expect((await call(other, 'GET', '/integrations/apps', undefined, admin.accountId)).status).toBe(404);
    const otherApps = await call(other, 'GET', '/integrations/apps');
    expect(otherApps.text).not.toContain('support-bot');

    // An agent reads the apps (visible settings only) but changes nothing.
    const seen = await call<{ payload: TIntegrationApp[] }>(agent, 'GET', '/integrations/apps');
    expect(seen.status).toBe(200);
    const agentHook = seen.body.payload.find((a) => a.id === 'dialogflow')!.hooks[0]!;
    expect(agentHook.settings).toEqual({ project_id: 'support-bot', region: 'europe-west1', language_code: 'en' });
    expect(agentHook.secrets_set).toEqual([]);
    for (const [method, path, body] of [
      ['POST', '/integrations/hooks', dialogflowHook(inboxId)],
      ['PATCH', `/integrations/hooks/${hook.id}`, { status: 0 }],
      ['DELETE', `/integrations/hooks/${hook.id}`, undefined],
      ['GET', `/integrations/hooks/${hook.id}`, undefined],
    ] as const) {
      const res = await call(agent, method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 401]);
      expect(res.body).toMatchObject(REFUSED);
    }

    // No token.
    expect((await call(null, 'GET', '/integrations/apps', undefined, admin.accountId)).status).toBe(401);
    expect((await call(null, 'POST', '/integrations/hooks', dialogflowHook(inboxId), admin.accountId)).status).toBe(
      401,
    );
  });
});

describe('dashboard apps', () => {
  it('creates, lists, updates and deletes in Chatwoot’s shapes', async () => {
    const admin = await buildAdmin(t);
    const made = await call<TDashboardApp>(admin, 'POST', '/dashboard_apps', {
      dashboard_app: { title: 'Orders', content: [{ type: 'frame', url: 'https://orders.example.com/app' }] },
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      id: expect.any(Number),
      title: 'Orders',
      content: [{ type: 'frame', url: 'https://orders.example.com/app' }],
      created_at: expect.any(String),
    });
    expect((await call<TDashboardApp[]>(admin, 'GET', '/dashboard_apps')).body).toEqual([made.body]);
    const changed = await call<TDashboardApp>(admin, 'PATCH', `/dashboard_apps/${made.body.id}`, {
      dashboard_app: { title: 'Shop orders' },
    });
    expect(changed.body).toMatchObject({ title: 'Shop orders', content: made.body.content });
    expect((await call(admin, 'GET', `/dashboard_apps/${made.body.id}`)).body).toEqual(changed.body);
    expect((await call(admin, 'DELETE', `/dashboard_apps/${made.body.id}`)).status).toBe(200);
    expect((await call(admin, 'GET', '/dashboard_apps')).body).toEqual([]);
  });

  it('refuses bad URLs and blank titles', async () => {
    const admin = await buildAdmin(t);
    for (const dashboard_app of [
      { title: '', content: [{ type: 'frame', url: 'https://x.example.com' }] },
      { title: 'X', content: [{ type: 'frame', url: 'javascript:alert(1)' }] },
      { title: 'X', content: [] },
    ])
      expect((await call(admin, 'POST', '/dashboard_apps', { dashboard_app })).status).toBe(422);
  });

  it('lets agents read but not manage, and keeps to the account', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId, role: 'agent' });
    const other = await buildAdmin(t);
    const app = (
      await call<TDashboardApp>(admin, 'POST', '/dashboard_apps', {
        title: 'CRM',
        content: [{ type: 'frame', url: 'https://crm.example.com' }],
      })
    ).body;
    expect((await call<TDashboardApp[]>(agent, 'GET', '/dashboard_apps')).body.map((a) => a.id)).toEqual([app.id]);
    expect((await call(agent, 'PATCH', `/dashboard_apps/${app.id}`, { title: 'Mine' })).status).toBe(401);
    expect((await call(agent, 'DELETE', `/dashboard_apps/${app.id}`)).status).toBe(401);
    expect((await call(agent, 'POST', '/dashboard_apps', { title: 'A', content: app.content })).status).toBe(401);
    expect((await call(other, 'GET', `/dashboard_apps/${app.id}`)).status).toBe(404);
    expect((await call(other, 'PATCH', `/dashboard_apps/${app.id}`, { title: 'Mine' })).status).toBe(404);
    expect((await call(other, 'DELETE', `/dashboard_apps/${app.id}`)).status).toBe(404);
    expect((await call(other, 'GET', '/dashboard_apps')).body).toEqual([]);
    expect((await call(null, 'GET', '/dashboard_apps', undefined, admin.accountId)).status).toBe(401);
  });
});
