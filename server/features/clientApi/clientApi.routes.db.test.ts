import { describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { contractProblems, loadChatwootSpec } from '../../test/contract.ts';
import { adminCall, buildApiInbox } from '../widget/widgetTestKit.ts';
import { identifierHash } from '../widget/widgetToken.ts';

const t = setupTestApp();
const schemas = loadChatwootSpec()?.components.schemas;

/**
 * Chatwoot's client OpenAPI types ids, timestamps and message_type as strings and content_attributes
 * as a string; Chatwoot itself (and we) send numbers and an object. Everything else must match.
 */
const KNOWN =
  /\.(id|inbox_id|conversation_id|message_type|created_at|content_attributes): expected string, got (number|object)$/;
const problems = (name: string, value: unknown) =>
  schemas ? contractProblems(schemas, name, value).filter((p) => !KNOWN.test(p)) : [];

const api = (inbox: string) => async (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `/public/api/v1/inboxes/${inbox}${path}`, payload: payload as never });

describe('client API (client_swagger.json)', () => {
  it('runs an API inbox end to end: contact, conversation, messages, typing, last seen, resolve', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildApiInbox(t, admin);
    const call = api(inbox.inbox_identifier);

    const created = await call('POST', '/contacts', {
      name: 'Ivy',
      email: 'ivy@example.test',
      custom_attributes: { plan: 'pro' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const contact = created.json<{ id: number; source_id: string; pubsub_token: string; name: string }>();
    expect(problems('public_contact', contact)).toEqual([]);
    expect(contact).toMatchObject({ name: 'Ivy', email: 'ivy@example.test' });
    const c = `/contacts/${contact.source_id}`;

    expect((await call('GET', c)).json()).toMatchObject({ id: contact.id, source_id: contact.source_id });
    const patched = await call('PATCH', c, { name: 'Ivy Stone', phone_number: '+14155550100' });
    expect(patched.json()).toMatchObject({ name: 'Ivy Stone', phone_number: '+14155550100' });

    const conv = await call('POST', `${c}/conversations`, { custom_attributes: { topic: 'billing' } });
    expect(conv.statusCode, conv.body).toBe(200);
    const conversation = conv.json<{ id: number; status: string }>();
    expect(problems('public_conversation', conversation)).toEqual([]);

    const msg = await call('POST', `${c}/conversations/${conversation.id}/messages`, {
      content: 'Hi from my app',
      echo_id: 'x1',
    });
    expect(msg.statusCode, msg.body).toBe(200);
    expect(problems('public_message', msg.json())).toEqual([]);
    expect(msg.json()).toMatchObject({ content: 'Hi from my app', message_type: 0, sender: { type: 'contact' } });

    // The agent sees it and answers; a private note stays inside.
    const agent = adminCall(t, admin);
    const seen = await agent<{ meta: { sender: { email: string } }; custom_attributes: Record<string, unknown> }>(
      'GET',
      `/conversations/${conversation.id}`,
    );
    expect(seen.custom_attributes).toEqual({ topic: 'billing' });
    await agent('POST', `/conversations/${conversation.id}/messages`, { content: 'Hello Ivy' });
    await agent('POST', `/conversations/${conversation.id}/messages`, { content: 'note', private: true });
    const list = (await call('GET', `${c}/conversations/${conversation.id}/messages`)).json<{ content: string }[]>();
    expect(list.map((m) => m.content)).toEqual(['Hi from my app', 'Hello Ivy']);

    const all = (await call('GET', `${c}/conversations`)).json<{ id: number; messages: { content: string }[] }[]>();
    expect(all).toHaveLength(1);
    expect(all[0]?.messages.map((m) => m.content)).toEqual(['Hello Ivy']);
    const one = (await call('GET', `${c}/conversations/${conversation.id}`)).json<{ messages: unknown[] }>();
    expect(one.messages).toHaveLength(2);

    expect(
      (await call('POST', `${c}/conversations/${conversation.id}/toggle_typing`, { typing_status: 'on' })).statusCode,
    ).toBe(200);
    expect((await call('POST', `${c}/conversations/${conversation.id}/toggle_typing`)).statusCode).toBe(422);
    expect((await call('POST', `${c}/conversations/${conversation.id}/update_last_seen`)).statusCode).toBe(200);
    const resolved = await call('POST', `${c}/conversations/${conversation.id}/toggle_status`);
    expect(resolved.json()).toMatchObject({ id: conversation.id, status: 'resolved' });
  });

  it('answers a CSAT survey through PATCH messages/:id', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildApiInbox(t, admin);
    await adminCall(t, admin)('PATCH', `/inboxes/${inbox.id}`, { csat_survey_enabled: true });
    const call = api(inbox.inbox_identifier);
    const contact = (await call('POST', '/contacts', { name: 'Rae' })).json<{ source_id: string }>();
    const c = `/contacts/${contact.source_id}`;
    const conv = (await call('POST', `${c}/conversations`)).json<{ id: number }>();
    await call('POST', `${c}/conversations/${conv.id}/messages`, { content: 'done, thanks' });
    await call('POST', `${c}/conversations/${conv.id}/toggle_status`);
    await drainConsumers(t.deps, CONSUMERS);
    const survey = (await call('GET', `${c}/conversations/${conv.id}/messages`))
      .json<{ id: number; content_type: string }[]>()
      .find((m) => m.content_type === 'input_csat');
    expect(survey).toBeTruthy();
    const rated = await call('PATCH', `${c}/conversations/${conv.id}/messages/${survey!.id}`, {
      submitted_values: { csat_survey_response: { rating: 4, feedback_message: 'ok' } },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({
      content_attributes: { submitted_values: { csat_survey_response: { rating: 4 } } },
    });
  });

  it('404 for an unknown inbox, contact or conversation; another contact cannot read the conversation', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildApiInbox(t, admin);
    const call = api(inbox.inbox_identifier);
    expect((await api('nope')('POST', '/contacts', { name: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/contacts/unknown')).statusCode).toBe(404);
    const a = (await call('POST', '/contacts', { name: 'A' })).json<{ source_id: string }>();
    const b = (await call('POST', '/contacts', { name: 'B' })).json<{ source_id: string }>();
    const conv = (await call('POST', `/contacts/${a.source_id}/conversations`)).json<{ id: number }>();
    expect((await call('GET', `/contacts/${b.source_id}/conversations/${conv.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/contacts/${b.source_id}/conversations/${conv.id}/messages`)).statusCode).toBe(404);
    expect((await call('GET', `/contacts/${a.source_id}/conversations/999999`)).statusCode).toBe(404);
  });

  it('verifies identifier_hash, mandatory when the inbox says so, and reuses a known identifier', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildApiInbox(t, admin);
    const call = api(inbox.inbox_identifier);
    expect((await call('POST', '/contacts', { identifier: 'u1', identifier_hash: 'bad' })).statusCode).toBe(401);
    const first = (await call('POST', '/contacts', { identifier: 'u1', name: 'One' })).json<{ id: number }>();
    await adminCall(t, admin)('PATCH', `/inboxes/${inbox.id}`, { channel: { hmac_mandatory: true } });
    expect((await call('POST', '/contacts', { identifier: 'u1' })).statusCode).toBe(401);
    const again = await call('POST', '/contacts', {
      identifier: 'u1',
      identifier_hash: identifierHash(inbox.hmac_token, 'u1'),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ id: number }>().id).toBe(first.id);
  });

  it('answers CORS preflights so browser clients on other origins can call it', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/public/api/v1/inboxes/x/contacts',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
