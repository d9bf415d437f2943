import { afterAll, describe, expect, it } from 'vitest';
import type { TIntegrationHook } from '../../../../common/contracts/integrations.ts';
import { buildConversation } from '../../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../../test/factories.ts';
import { FAKE_GOOGLE_KEY, startFakeGoogle } from '../../../test/fakeGoogle.ts';
import { setupTestApp } from '../../../test/harness.ts';

/** Cloud Translation v3 translateText on the local Google: French upper-cased, "xx" refused. */
const calls: { path: string; body: { contents: string[]; targetLanguageCode: string } }[] = [];
const google = await startFakeGoogle((path, raw, send) => {
  const body = raw as { contents: string[]; targetLanguageCode: string };
  calls.push({ path, body });
  if (body.targetLanguageCode === 'xx') return send(400, { error: { message: 'Target language is invalid.' } });
  return send(200, {
    translations: body.contents.map((c) => ({ translatedText: `${body.targetLanguageCode}:${c.toUpperCase()}` })),
  });
});
afterAll(google.close);

const t = setupTestApp({
  GOOGLE_TRANSLATE_API_URL: google.url,
  GOOGLE_OAUTH_TOKEN_URL: `${google.url}/token`,
});

const call = async <T = Record<string, unknown>>(
  who: TMember,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${who.accountId}${url}`,
    headers: who.headers,
    ...(payload !== undefined && { payload: payload as never }),
  });
  return { status: res.statusCode, body: res.json<T>() };
};

/** A conversation with a visitor's Spanish message; the path of its translate call. */
const spanishMessage = async (admin: TMember) => {
  const c = await buildConversation(t, admin);
  const msg = await call<{ id: number }>(admin, 'POST', `/conversations/${c.displayId}/messages`, {
    content: 'hola',
    message_type: 'incoming',
  });
  return `/conversations/${c.displayId}/messages/${msg.body.id}/translate`;
};

const connect = (admin: TMember, settings: Record<string, unknown> = {}) =>
  call<TIntegrationHook>(admin, 'POST', '/integrations/hooks', {
    app_id: 'google_translate',
    settings: { project_id: 'support-translate', credentials: FAKE_GOOGLE_KEY, ...settings },
  });

describe('Google Translate app', () => {
  it("translates an account's messages in its own Google project once connected; Google's refusal is a 422", async () => {
    const admin = await buildAdmin(t);
    const path = await spanishMessage(admin);
    // Without the app (and, in this test app, without TRANSLATE_API_URL) there is no provider.
    expect((await call(admin, 'POST', path, { target_language: 'fr' })).body).toMatchObject({
      code: 'provider_not_configured',
    });

    const hook = await connect(admin);
    expect(hook.status).toBe(200);
    expect(JSON.stringify(hook.body)).not.toContain('PRIVATE KEY');
    expect(hook.body.settings).toEqual({ project_id: 'support-translate' });

    const done = await call(admin, 'POST', path, { target_language: 'pt_BR' });
    expect(done).toEqual({ status: 200, body: { content: 'pt-BR:HOLA' } });
    expect(calls.at(-1)).toEqual({
      path: '/v3/projects/support-translate:translateText',
      body: { contents: ['hola'], targetLanguageCode: 'pt-BR', mimeType: 'text/plain' },
    });
    expect(google.state.scopes.at(-1)).toBe('https://www.googleapis.com/auth/cloud-translation');

    const refused = await call<{ message: string; attributes: string[] }>(admin, 'POST', path, {
      target_language: 'xx',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.attributes).toEqual(['target_language']);
    expect(refused.body.message).toContain('Target language is invalid.');

    // Switched off, the app no longer translates.
    await call(admin, 'PATCH', `/integrations/hooks/${hook.body.id}`, { status: 0 });
    expect((await call(admin, 'POST', path, { target_language: 'de' })).body).toMatchObject({
      code: 'provider_not_configured',
    });
  });

  it("one account's app never translates for another; an agent cannot connect it; a bad key is refused", async () => {
    const owner = await buildAdmin(t);
    expect((await connect(owner)).status).toBe(200);
    const other = await buildAdmin(t);
    const before = calls.length;
    const path = await spanishMessage(other);
    expect((await call(other, 'POST', path, { target_language: 'fr' })).body).toMatchObject({
      code: 'provider_not_configured',
    });
    expect(calls.length).toBe(before);

    const agent = await buildMember(t, { accountId: owner.accountId });
    expect((await connect(agent)).status).toBe(401);
    const badKey = await connect(await buildAdmin(t), { credentials: '{"not":"a key"}' });
    expect(badKey.status).toBe(422);
  });
});
