import { describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { adminCall, buildWebsiteInbox, widgetVisitor } from './widgetTestKit.ts';
import { identifierHash } from './widgetToken.ts';

const t = setupTestApp();
let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

interface TMsg {
  id: number;
  content: string | null;
  message_type: number;
  content_type: string;
  content_attributes: Record<string, unknown>;
  sender: Record<string, unknown> | null;
  attachments: { file_type: string; data_url: string }[];
}

describe('widget API', () => {
  it('404 for an unknown website token; config starts a visitor session with a signed token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/widget/config?website_token=nope' });
    expect(res.statusCode).toBe(404);
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token, freshIp());
    expect(v.config.website_channel_config).toMatchObject({
      welcome_title: 'Hi there',
      welcome_tagline: 'We reply fast',
      widget_color: '#009CE0',
      website_token: inbox.website_token,
    });
    expect(v.config.auth_token.split('.')).toHaveLength(3);
    expect(v.config.contact.pubsub_token).toBeTruthy();
    // The same token finds the same visitor again (reload), without a new session.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/widget/config?website_token=${inbox.website_token}`,
      headers: { 'x-auth-token': v.token },
    });
    expect(again.json<{ contact: { id: number } }>().contact.id).toBe(v.config.contact.id);
    // A forged or foreign token is refused.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/contact?website_token=${inbox.website_token}`,
      headers: { 'x-auth-token': `${v.token.slice(0, -3)}abc` },
    });
    expect(forged.statusCode).toBe(401);
    const other = await buildWebsiteInbox(t, admin);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/contact?website_token=${other.website_token}`,
      headers: { 'x-auth-token': v.token },
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('creates a conversation with pre-chat answers; the agent reply shows without private notes or agent emails', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin, {
      greeting_enabled: true,
      greeting_message: 'Welcome to the shop!',
    });
    const v = await widgetVisitor(t, inbox.website_token, freshIp());
    const created = await v.call('POST', '/conversations', {
      contact: { name: 'Dana', email: 'dana@example.test' },
      message: { content: 'Where is my order?' },
      custom_attributes: { order: 'A-1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const conv = created.json<{ id: number; status: string; messages: TMsg[]; contact: { name: string } }>();
    expect(conv.contact.name).toBe('Dana');
    expect(conv.messages.map((m) => m.content)).toEqual(['Welcome to the shop!', 'Where is my order?']);

    const call = adminCall(t, admin);
    await call('POST', `/conversations/${conv.id}/messages`, { content: 'On its way!' });
    await call('POST', `/conversations/${conv.id}/messages`, { content: 'internal: check stock', private: true });
    const list = (await v.call('GET', '/messages')).json<TMsg[]>();
    expect(list.map((m) => m.content)).toEqual(['Welcome to the shop!', 'Where is my order?', 'On its way!']);
    const reply = list[2]!;
    expect(reply.message_type).toBe(1);
    expect(reply.sender).toMatchObject({ type: 'user', name: admin.user.name });
    expect(reply.sender).not.toHaveProperty('email');
    const detail = await call<{ custom_attributes: Record<string, unknown>; meta: { sender: { email: string } } }>(
      'GET',
      `/conversations/${conv.id}`,
    );
    expect(detail.custom_attributes).toEqual({ order: 'A-1' });
    expect(detail.meta.sender.email).toBe('dana@example.test');
  });

  it('asks an anonymous visitor for an email after the first message and stores the answer', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token, freshIp());
    const sent = await v.call('POST', '/messages', { message: { content: 'Hello?', echo_id: 'e1' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const msgs = (await v.call('GET', '/messages')).json<TMsg[]>();
    const ask = msgs.find((m) => m.content_type === 'input_email');
    expect(ask).toBeTruthy();
    const bad = await v.call('PATCH', `/messages/${ask!.id}`, { contact: { email: 'nope' } });
    expect(bad.statusCode).toBe(422);
    const ok = await v.call('PATCH', `/messages/${ask!.id}`, { contact: { email: 'vis@example.test' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TMsg>().content_attributes).toMatchObject({ submitted_email: 'vis@example.test' });
    expect((await v.call('GET', '/contact')).json<{ email: string }>().email).toBe('vis@example.test');
    // A second message does not ask again.
    await v.call('POST', '/messages', { message: { content: 'Thanks' } });
    const after = (await v.call('GET', '/messages')).json<TMsg[]>();
    expect(after.filter((m) => m.content_type === 'input_email')).toHaveLength(1);
  });

  it('ends the conversation and takes a CSAT rating (changeable) when the inbox asks for it', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin, { csat_survey_enabled: true, enable_email_collect: false });
    const v = await widgetVisitor(t, inbox.website_token, freshIp());
    await v.call('POST', '/messages', { message: { content: 'Bye' } });
    expect((await v.call('GET', '/conversations/toggle_status')).statusCode).toBe(200);
    expect((await v.call('GET', '/conversations')).json<{ status: string }>().status).toBe('resolved');
    await drainConsumers(t.deps, CONSUMERS); // the survey is the CSAT consumer's
    const csat = (await v.call('GET', '/messages')).json<TMsg[]>().find((m) => m.content_type === 'input_csat');
    expect(csat).toBeTruthy();
    const rated = await v.call('PATCH', `/messages/${csat!.id}`, {
      message: { submitted_values: { csat_survey_response: { rating: 5, feedback_message: 'Great' } } },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json<TMsg>().content_attributes).toMatchObject({
      submitted_values: { csat_survey_response: { rating: 5, feedback_message: 'Great' } },
    });
    // The answer may be changed (for 14 days): still one response, now 1.
    const twice = await v.call('PATCH', `/messages/${csat!.id}`, {
      message: { submitted_values: { csat_survey_response: { rating: 1 } } },
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json<TMsg>().content_attributes).toMatchObject({
      submitted_values: { csat_survey_response: { rating: 1 } },
    });
    // Writing again reopens the conversation (allow_messages_after_resolved is on by default).
    await v.call('POST', '/messages', { message: { content: 'One more thing' } });
    expect((await v.call('GET', '/conversations')).json<{ status: string }>().status).toBe('open');
  });

  it('sends the CSAT survey once when an agent resolves, and not when the inbox has CSAT off', async () => {
    const admin = await buildAdmin(t);
    const call = adminCall(t, admin);
    for (const enabled of [true, false]) {
      const inbox = await buildWebsiteInbox(t, admin, { csat_survey_enabled: enabled, enable_email_collect: false });
      const v = await widgetVisitor(t, inbox.website_token, freshIp());
      await v.call('POST', '/messages', { message: { content: 'Help please' } });
      const { id } = (await v.call('GET', '/conversations')).json<{ id: number }>();
      await call('POST', `/conversations/${id}/toggle_status`, { status: 'resolved' });
      await call('POST', `/conversations/${id}/toggle_status`, { status: 'open' });
      await call('POST', `/conversations/${id}/toggle_status`, { status: 'resolved' });
      await drainConsumers(t.deps, CONSUMERS);
      const surveys = (await v.call('GET', '/messages')).json<TMsg[]>().filter((m) => m.content_type === 'input_csat');
      expect(surveys, `csat ${String(enabled)}`).toHaveLength(enabled ? 1 : 0);
    }
  });

  it('verifies identities: identifier_hash must match, and is mandatory when the inbox says so', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token, freshIp());
    const wrong = await v.call('PATCH', '/contact/set_user', {
      identifier: 'user-42',
      identifier_hash: 'f'.repeat(64),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toMatch(/HMAC failed/);
    const plain = await v.call('PATCH', '/contact/set_user', { identifier: 'user-42', name: 'Kim' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ identifier: 'user-42', name: 'Kim', hmac_verified: false });

    await adminCall(t, admin)('PATCH', `/inboxes/${inbox.id}`, { channel: { hmac_mandatory: true } });
    const v2 = await widgetVisitor(t, inbox.website_token, freshIp());
    expect((await v2.call('PATCH', '/contact/set_user', { identifier: 'user-42' })).statusCode).toBe(401);
    const good = await v2.call('PATCH', '/contact/set_user', {
      identifier: 'user-42',
      identifier_hash: identifierHash(inbox.hmac_token, 'user-42'),
      email: 'kim@example.test',
    });
    expect(good.statusCode, good.body).toBe(200);
    // The known identifier makes this visitor the same contact as before.
    expect(good.json()).toMatchObject({ id: plain.json<{ id: number }>().id, hmac_verified: true, name: 'Kim' });
  });

  it('adds and removes labels that exist in the account', async () => {
    const admin = await buildAdmin(t);
    await adminCall(t, admin)('POST', '/labels', { title: 'vip', color: '#ff0000' });
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token, freshIp());
    await v.call('POST', '/messages', { message: { content: 'hi' } });
    expect((await v.call('POST', '/labels', { label: 'nope' })).statusCode).toBe(404);
    expect((await v.call('POST', '/labels', { label: 'vip' })).statusCode).toBe(200);
    const conv = (await v.call('GET', '/conversations')).json<{ id: number; labels: string[] }>();
    expect(conv.labels).toEqual(['vip']);
    expect((await v.call('DELETE', '/labels/vip')).statusCode).toBe(200);
    expect((await v.call('GET', '/conversations')).json<{ labels: string[] }>().labels).toEqual([]);
    // Through the label commands as the visitor: no activity line, one conversation.updated per change
    // (removing one it no longer carries changes nothing).
    expect((await v.call('DELETE', '/labels/vip')).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ name: string; labels: string[]; lines: number }>(
      `SELECT e.name, e.data->'labels' AS labels,
              (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND m.message_type = 2) AS lines
         FROM events e JOIN conversations c ON c.account_id = e.account_id AND c.display_id = $2
        WHERE e.account_id = $1 AND e.name = 'conversation.updated' AND (e.data->>'id')::int = $2 ORDER BY e.id`,
      [admin.accountId, conv.id],
    );
    expect(rows).toEqual([
      { name: 'conversation.updated', labels: ['vip'], lines: 0 },
      { name: 'conversation.updated', labels: [], lines: 0 },
    ]);
  });

  it('sends files as attachments (multipart)', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token, freshIp());
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----widgettest';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message[content]"\r\n\r\nsee this\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="message[attachments][]"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/widget/messages?website_token=${inbox.website_token}`,
      headers: { 'x-auth-token': v.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const msg = res.json<TMsg>();
    expect(msg.content).toBe('see this');
    expect(msg.attachments).toHaveLength(1);
    expect(msg.attachments[0]).toMatchObject({ file_type: 'image' });
    const file = await t.app.inject({ method: 'GET', url: msg.attachments[0]!.data_url });
    expect(file.statusCode).toBe(200);
  });

  it('answers 429 with a clear message after 6 new conversations from one address in 12 hours', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const ip = '192.0.2.77';
    const v = await widgetVisitor(t, inbox.website_token, ip);
    for (let i = 0; i < 6; i += 1) {
      const ok = await v.call('POST', '/conversations', { message: { content: `try ${i}` } });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const limited = await v.call('POST', '/conversations', { message: { content: 'again' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string; message: string }>()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/Too many new conversations/),
    });
    // Another address is not affected.
    const other = await widgetVisitor(t, inbox.website_token, '192.0.2.78');
    expect((await other.call('POST', '/conversations', { message: { content: 'hi' } })).statusCode).toBe(200);
  });

  it('limits sessions started without a token to 5 per hour per address', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const url = `/api/v1/widget/config?website_token=${inbox.website_token}`;
    for (let i = 0; i < 5; i += 1)
      expect((await t.app.inject({ method: 'POST', url, remoteAddress: '192.0.2.90' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url, remoteAddress: '192.0.2.90' });
    expect(res.statusCode).toBe(429);
  });

  it('lists the inbox agents without their emails and the ongoing campaigns', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    await adminCall(t, admin)('POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [admin.user.id] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/inbox_members?website_token=${inbox.website_token}`,
    });
    const members = res.json<{ payload: Record<string, unknown>[] }>().payload;
    expect(members).toEqual([expect.objectContaining({ id: admin.user.id, availability_status: 'online' })]);
    expect(members[0]).not.toHaveProperty('email');
    const campaigns = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/campaigns?website_token=${inbox.website_token}`,
    });
    expect(campaigns.json()).toEqual([]);
  });
});
