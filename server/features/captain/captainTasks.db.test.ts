import { describe, expect, it } from 'vitest';
import type { TCaptainConsoleSettings, TCaptainUsage } from '../../../common/contracts/captain.ts';
import { installationConfigs } from '../../db/schema/index.ts';
import { issueSession } from '../auth/auth.service.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildLabels, buildMember, buildUser, type TMember } from '../../test/factories.ts';
import { FAKE_OPENAI_KEY } from '../../test/fakeOpenAi.ts';
import { setupTestApp, type TTestContext } from '../../test/harness.ts';
import { setupCaptainTestApp } from '../../test/captainTestApp.ts';
import { listRuns } from './captainRuns.repo.ts';

// The installation's endpoint is the operator's: it may be on loopback although tenant targets may not.
const { fake, t } = await setupCaptainTestApp();
const unset = setupTestApp();
// Tenant-set targets may reach loopback here: an account's OpenAI app can point at the fake.
const open = setupTestApp({ ALLOW_PRIVATE_NETWORK_TARGETS: 'true' });

const call = async <T = Record<string, unknown>>(who: TMember, path: string, payload?: unknown, ctx = t) => {
  const res = await ctx.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/v1/accounts/${who.accountId}/captain${path}`,
    headers: who.headers,
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>() };
};

const superAdmin = async (ctx: TTestContext) => issueSession(ctx.deps, await buildUser(ctx, { type: 'SuperAdmin' }));

const consoleSettings = async (ctx: TTestContext, body?: Record<string, unknown>) => {
  const res = await ctx.app.inject({
    method: body ? 'PATCH' : 'GET',
    url: '/api/v1/super_admin/captain_settings',
    headers: await superAdmin(ctx),
    payload: body as never,
  });
  return { status: res.statusCode, body: res.json<TCaptainConsoleSettings>() };
};

/** An admin, an agent of the conversation's inbox and an agent outside it. */
const setup = async (ctx = t) => {
  const admin = await buildAdmin(ctx);
  const agent = await buildMember(ctx, { accountId: admin.accountId });
  const outsider = await buildMember(ctx, { accountId: admin.accountId });
  const conv = await buildConversation(ctx, admin, { members: [agent], message: 'My parcel never arrived' });
  return { admin, agent, outsider, conv };
};

describe('captain/tasks', () => {
  it('401 without a token, 404 for another account, 401 outside the inbox, 422 naming the field', async () => {
    const { agent, outsider, conv } = await setup();
    const other = await buildAdmin(t);
    const noToken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${agent.accountId}/captain/tasks/summarize`,
      payload: { conversation_display_id: conv.displayId },
    });
    expect(noToken.statusCode).toBe(401);
    const elsewhere = await call(other, '/tasks/summarize', { conversation_display_id: conv.displayId });
    expect(elsewhere.status).toBe(404);
    const foreignAccount = await call(other, '/tasks/summarize', { conversation_display_id: conv.displayId }, t);
    expect(foreignAccount.body).toMatchObject({ code: 'not_found' });
    const outside = await call(outsider, '/tasks/reply_suggestion', { conversation_display_id: conv.displayId });
    expect(outside).toMatchObject({ status: 401, body: { code: 'forbidden' } });
    const outsideRewrite = await call(outsider, '/tasks/rewrite', {
      content: 'hi',
      operation: 'shorten',
      conversation_display_id: conv.displayId,
    });
    expect(outsideRewrite.status).toBe(401);
    const bad = await call<{ details: Record<string, string[]> }>(agent, '/tasks/rewrite', {
      content: 'hi',
      operation: 'make_pirate',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details)).toEqual(['operation']);
    expect(fake.requests).toEqual([]);
  });

  it('404s when the console turned Captain off for the account', async () => {
    const { admin, agent, conv } = await setup();
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/super_admin/accounts/${admin.accountId}`,
      headers: await superAdmin(t),
      payload: { features: { captain_integration: false } },
    });
    expect(off.statusCode).toBe(200);
    const res = await call(agent, '/tasks/summarize', { conversation_display_id: conv.displayId });
    expect(res).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(fake.requests).toEqual([]);
  });

  it('rewrites a draft with the operation asked, and records the run without the prompt or the key', async () => {
    const { agent, conv } = await setup();
    fake.script({ when: 'Task: fix_spelling_grammar', content: 'Thank you for waiting.' });
    const res = await call(agent, '/tasks/rewrite', {
      content: 'Thnak you for wating.',
      operation: 'fix_spelling_grammar',
      conversation_display_id: conv.displayId,
    });
    expect(res).toEqual({ status: 200, body: { message: 'Thank you for waiting.' } });
    const sent = fake.requests.at(-1)?.body as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe('local-llama');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Thnak you for wating.' });
    expect(JSON.stringify(sent)).not.toContain(FAKE_OPENAI_KEY);
    const [run] = await listRuns(t.database.db, agent.accountId);
    expect(run).toMatchObject({ userId: agent.user.id, kind: 'rewrite', model: 'local-llama', outcome: 'ok' });
    expect(run?.tokensIn).toBeGreaterThan(0);
    expect(run?.tokensOut).toBeGreaterThan(0);
  });

  it('summarizes, suggests a reply and a follow-up from the conversation thread', async () => {
    const { agent, conv } = await setup();
    for (const task of ['summarize', 'reply_suggestion', 'follow_up']) {
      fake.script({ when: `Task: ${task}`, content: `${task} answer` });
      const res = await call(agent, `/tasks/${task}`, { conversation_display_id: conv.displayId });
      expect(res).toEqual({ status: 200, body: { message: `${task} answer` } });
      const sent = JSON.stringify(fake.requests.at(-1)?.body);
      expect(sent).toContain('My parcel never arrived');
    }
    expect((await listRuns(t.database.db, agent.accountId)).map((r) => r.kind)).toEqual([
      'summarize',
      'reply_suggestion',
      'follow_up',
    ]);
  });

  it("suggests only the account's own labels, in its spelling", async () => {
    const { admin, agent, conv } = await setup();
    await buildLabels(t, admin.accountId, ['shipping', 'refund', 'billing']);
    fake.script({ when: 'Task: label_suggestion', content: '{"labels": ["Shipping", "made-up", "refund"]}' });
    const res = await call(agent, '/tasks/label_suggestion', { conversation_display_id: conv.displayId });
    expect(res).toEqual({ status: 200, body: { message: 'shipping, refund', labels: ['shipping', 'refund'] } });
    const sent = fake.requests.at(-1)?.body as { response_format?: unknown; messages: { content: string }[] };
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.messages[0]?.content).toContain('billing, refund, shipping');
  });
});

describe('when the model fails', () => {
  it('answers 502 model_unavailable when the model errors or is too slow, and records each run', async () => {
    const { agent } = await setup();
    fake.fail(500);
    const down = await call(agent, '/tasks/rewrite', { content: 'hi', operation: 'shorten' });
    expect(down).toMatchObject({ status: 502, body: { code: 'model_unavailable' } });
    expect(JSON.stringify(down.body)).toContain('HTTP 500');
    fake.fail('hang');
    const started = Date.now();
    const slow = await call(agent, '/tasks/rewrite', { content: 'hi', operation: 'shorten' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(slow).toMatchObject({ status: 502, body: { code: 'model_unavailable' } });
    expect(JSON.stringify(slow.body)).toContain('took too long');
    fake.fail(null);
    const runs = await listRuns(t.database.db, agent.accountId);
    expect(runs.map((r) => [r.outcome, r.error])).toEqual([
      ['error', 'HTTP 500: The server had an error'],
      ['timeout', 'no answer within 800 ms'],
    ]);
  });

  it('says how to configure Captain when no model is set anywhere', async () => {
    const admin = await buildAdmin(unset);
    const res = await call(admin, '/tasks/rewrite', { content: 'hi', operation: 'shorten' }, unset);
    expect(res).toMatchObject({ status: 422, body: { code: 'provider_not_configured' } });
    const usage = await call<TCaptainUsage>(admin, '/usage', undefined, unset);
    expect(usage.body).toMatchObject({ configured: false, source: null, used: 0 });
  });
});

describe("an account's OpenAI app", () => {
  it('overrides the installation: its base URL, key and model are used', async () => {
    const admin = await buildAdmin(open);
    expect((await call<TCaptainUsage>(admin, '/usage', undefined, open)).body.configured).toBe(false);
    const hook = await open.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/integrations/hooks`,
      headers: admin.headers,
      payload: {
        app_id: 'openai',
        settings: { api_key: FAKE_OPENAI_KEY, base_url: fake.baseUrl, model: 'gpt-4o-mini' },
      },
    });
    expect(hook.statusCode).toBe(200);
    const res = await call(admin, '/tasks/rewrite', { content: 'hello', operation: 'simplify' }, open);
    expect(res).toEqual({ status: 200, body: { message: 'Echo: hello' } });
    expect((fake.requests.at(-1)?.body as { model: string }).model).toBe('gpt-4o-mini');
    const usage = (await call<TCaptainUsage>(admin, '/usage', undefined, open)).body;
    expect(usage).toMatchObject({ configured: true, source: 'account', model: 'gpt-4o-mini', used: 1 });
  });
});

describe('the installation console and quotas', () => {
  it('keeps the console key sealed, shows it masked, and lets it override the environment', async () => {
    const initial = await consoleSettings(t);
    expect(initial.body).toMatchObject({
      endpoint: null,
      api_key_set: false,
      monthly_limit: null,
      env: { endpoint: fake.baseUrl, model: 'local-llama', api_key_set: true },
    });
    const saved = await consoleSettings(t, { api_key: 'sk-console-wrong-key-1234' });
    expect(saved.body).toMatchObject({ api_key_set: true, api_key_masked: '••••1234' });
    expect(JSON.stringify(saved.body)).not.toContain('sk-console');
    const rows = await t.database.db.select().from(installationConfigs);
    expect(JSON.stringify(rows)).not.toContain('sk-console-wrong-key');
    // The console's key wins over the environment's: the fake refuses it, and the refusal hides it.
    const { agent } = await setup();
    const refused = await call(agent, '/tasks/rewrite', { content: 'hi', operation: 'shorten' });
    expect(refused).toMatchObject({ status: 502, body: { code: 'model_unavailable' } });
    expect(fake.keys.at(-1)).toBe('sk-console-wrong-key-1234');
    expect(JSON.stringify(refused.body)).not.toContain('sk-console');
    expect((await call<TCaptainUsage>(agent, '/usage')).body.source).toBe('console');
    const cleared = await consoleSettings(t, { api_key: '' });
    expect(cleared.body).toMatchObject({ api_key_set: false, api_key_masked: null });
    expect((await call(agent, '/tasks/rewrite', { content: 'hi', operation: 'shorten' })).status).toBe(200);
  });

  it('refuses a member who is not the SuperAdmin', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/super_admin/captain_settings',
      headers: admin.headers,
      payload: { monthly_limit: 1 },
    });
    expect([401, 403, 404]).toContain(res.statusCode);
  });

  it('stops an account at its monthly limit with 429 quota_exceeded, and shows the usage', async () => {
    expect((await consoleSettings(t, { monthly_limit: 2 })).body.monthly_limit).toBe(2);
    const { agent } = await setup();
    const other = await buildAdmin(t);
    for (let i = 0; i < 2; i++)
      expect((await call(agent, '/tasks/rewrite', { content: `hi ${i}`, operation: 'expand' })).status).toBe(200);
    const spent = await call(agent, '/tasks/rewrite', { content: 'again', operation: 'expand' });
    expect(spent).toMatchObject({ status: 429, body: { code: 'quota_exceeded' } });
    const usage = (await call<TCaptainUsage>(agent, '/usage')).body;
    expect(usage).toMatchObject({ configured: true, source: 'env', model: 'local-llama', monthly_limit: 2, used: 2 });
    expect(usage.tokens_in).toBeGreaterThan(0);
    // Another account has its own quota.
    expect((await call(other, '/tasks/rewrite', { content: 'hi', operation: 'expand' })).status).toBe(200);
    await consoleSettings(t, { monthly_limit: null });
  });
});
