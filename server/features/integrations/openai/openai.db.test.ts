import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TIntegrationApp, TIntegrationHook } from '../../../../common/contracts/integrations.ts';
import { integrationHooks } from '../../../db/schema/index.ts';
import { FAKE_OPENAI_KEY, startFakeOpenAi } from '../../../test/fakeOpenAi.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../../test/factories.ts';
import { accountAiEndpoint } from '../index.ts';

const openai = await startFakeOpenAi();
afterAll(() => openai.close());

// The fake listens on loopback: this installation lets tenant-set targets reach it.
const t = setupTestApp({ ALLOW_PRIVATE_NETWORK_TARGETS: 'true' });
const guarded = setupTestApp();

const call = async <T = Record<string, unknown>>(
  who: TMember,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  payload?: unknown,
  ctx = t,
) => {
  const res = await ctx.app.inject({
    method,
    url: `/api/v1/accounts/${who.accountId}${path}`,
    headers: who.headers,
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>(), text: res.body };
};

const connect = (admin: TMember, settings: Record<string, string>, ctx = t) =>
  call<TIntegrationHook & { details?: Record<string, string[]> }>(
    admin,
    'POST',
    '/integrations/hooks',
    { app_id: 'openai', settings },
    ctx,
  );

describe('OpenAI app', () => {
  it('is offered with a settings form drawn from its schema', async () => {
    const admin = await buildAdmin(t);
    const app = (await call<TIntegrationApp>(admin, 'GET', '/integrations/apps/openai')).body;
    expect(app).toMatchObject({ id: 'openai', action: null, active: true, enabled: false, hook_type: 'account' });
    expect(app.settings_form_schema.map((f) => [f.name, f.type, f.validation])).toEqual([
      ['api_key', 'password', 'required'],
      ['base_url', 'text', ''],
      ['model', 'text', ''],
    ]);
  });

  it('verifies the key against the endpoint before saving, and keeps it sealed and unread', async () => {
    const admin = await buildAdmin(t);
    const wrongKey = await connect(admin, { api_key: 'sk-wrong', base_url: openai.baseUrl });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.body.details).toEqual({
      'settings.api_key': ['was refused by the endpoint (401: Incorrect API key provided.)'],
    });
    const nowhere = await connect(admin, { api_key: FAKE_OPENAI_KEY, base_url: 'http://127.0.0.1:9/v1' });
    expect(nowhere.status).toBe(422);
    expect(Object.keys(nowhere.body.details ?? {})).toEqual(['settings.base_url']);
    const notCompatible = await connect(admin, { api_key: FAKE_OPENAI_KEY, base_url: `${openai.baseUrl}/nothing` });
    expect(notCompatible.status).toBe(422);
    expect(notCompatible.text).toMatch(/answered HTTP 404/);
    const unknownModel = await connect(admin, { api_key: FAKE_OPENAI_KEY, base_url: openai.baseUrl, model: 'gpt-9' });
    expect(unknownModel.body.details).toEqual({
      'settings.model': ['is not offered by the endpoint (it offers: gpt-4o-mini, local-llama)'],
    });
    expect(await accountAiEndpoint(t.deps, admin.accountId)).toBeNull();

    const ok = await connect(admin, { api_key: FAKE_OPENAI_KEY, base_url: `${openai.baseUrl}/` });
    expect(ok.status).toBe(200);
    expect(ok.body.settings).toEqual({ base_url: openai.baseUrl, model: 'gpt-4o-mini' });
    expect(ok.body.secrets_set).toEqual(['api_key']);
    expect(openai.keys.at(-1)).toBe(FAKE_OPENAI_KEY);
    const [row] = await t.database.db
      .select()
      .from(integrationHooks)
      .where(eq(integrationHooks.accountId, admin.accountId));
    expect(JSON.stringify(row)).not.toContain(FAKE_OPENAI_KEY);
    expect((await call(admin, 'GET', '/integrations/apps')).text).not.toContain(FAKE_OPENAI_KEY);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const seen = (await call<TIntegrationApp>(agent, 'GET', '/integrations/apps/openai')).body;
    expect(seen.hooks[0]!.settings).toEqual({});
  });

  it('answers the account’s AI endpoint to server code; a change is verified again; disabled means none', async () => {
    const admin = await buildAdmin(t);
    const hook = (await connect(admin, { api_key: FAKE_OPENAI_KEY, base_url: openai.baseUrl, model: 'local-llama' }))
      .body;
    expect(await accountAiEndpoint(t.deps, admin.accountId)).toEqual({
      baseUrl: openai.baseUrl,
      apiKey: FAKE_OPENAI_KEY,
      model: 'local-llama',
    });
    // Another account has none.
    const other = await buildAdmin(t);
    expect(await accountAiEndpoint(t.deps, other.accountId)).toBeNull();
    // A blank key keeps the stored one, which is tried again with the new model.
    const changed = await call(admin, 'PATCH', `/integrations/hooks/${hook.id}`, {
      settings: { api_key: '', model: 'gpt-4o-mini' },
    });
    expect(changed.status).toBe(200);
    expect((await accountAiEndpoint(t.deps, admin.accountId))?.model).toBe('gpt-4o-mini');
    const refused = await call(admin, 'PATCH', `/integrations/hooks/${hook.id}`, { settings: { api_key: 'sk-bad' } });
    expect(refused.status).toBe(422);
    expect((await accountAiEndpoint(t.deps, admin.accountId))?.apiKey).toBe(FAKE_OPENAI_KEY);
    await call(admin, 'PATCH', `/integrations/hooks/${hook.id}`, { status: 0 });
    expect(await accountAiEndpoint(t.deps, admin.accountId)).toBeNull();
  });

  it('keeps a tenant’s endpoint off private addresses unless the installation allows them', async () => {
    const admin = await buildAdmin(guarded);
    const res = await connect(admin, { api_key: FAKE_OPENAI_KEY, base_url: openai.baseUrl }, guarded);
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/could not be reached \(127\.0\.0\.1 is a/);
  });
});
