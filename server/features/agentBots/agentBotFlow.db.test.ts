import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { agentBots, events, notifications } from '../../db/schema/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { heartbeat } from '../../realtime/presence.repo.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, REFUSED, type TMember } from '../../test/factories.ts';
import { adminCall, buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });

interface TDelivery {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  raw: string;
}
/** A local bot: records each delivery and answers 200 (or the next of `statuses`). */
const servers: http.Server[] = [];
const startBot = async (statuses: number[] = []) => {
  const got: TDelivery[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, raw, body: JSON.parse(raw) as Record<string, unknown> });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bot`, got };
};
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const deliver = async () => {
  await drainConsumers(t.deps, CONSUMERS);
  await drainJobs(t.deps, { names: ['agent_bot_webhook'] });
};

/** An account with a website inbox answered by a bot at `url`, one online agent in the inbox. */
const setup = async (url: string) => {
  const admin = await buildAdmin(t);
  const call = adminCall(t, admin);
  const inbox = await buildWebsiteInbox(t, admin);
  const bot = await call<{ id: number; access_token: string; secret: string }>('POST', '/agent_bots', {
    name: 'Greeter',
    outgoing_url: url,
  });
  const set = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}/set_agent_bot`,
    headers: admin.headers,
    payload: { agent_bot: bot.id },
  });
  expect(set.statusCode).toBe(204);
  const agent = await buildMember(t, { accountId: admin.accountId });
  await call('POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [agent.user.id] });
  await heartbeat(t.database.db, admin.accountId, 'User', agent.user.id, 'test-node');
  const botCall = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown, token = bot.access_token) =>
    t.app.inject({
      method,
      url: `/api/v1/accounts/${admin.accountId}${path}`,
      headers: { api_access_token: token },
      payload: payload as never,
    });
  return { admin, call, inbox, bot, agent, botCall };
};

const visitorWrites = async (websiteToken: string, content: string, ip?: string) => {
  const v = await widgetVisitor(t, websiteToken, ip);
  const res = await v.call('POST', '/messages', { message: { content } });
  expect(res.statusCode, res.body).toBe(200);
  const conv = await v.call('GET', '/conversations');
  return { v, conversationId: conv.json<{ id: number }>().id };
};

const conversationOf = (admin: TMember, id: number) =>
  adminCall(t, admin)<{ status: string; meta: { assignee: { id: number } | null } }>('GET', `/conversations/${id}`);

describe('agent bot conversations', () => {
  it('starts pending, tells the bot (signed), takes its reply, and hands off to an agent', async () => {
    const rx = await startBot();
    const { admin, inbox, bot, agent, botCall } = await setup(rx.url);
    const { v, conversationId } = await visitorWrites(inbox.website_token, 'Where is my order?');
    expect((await conversationOf(admin, conversationId)).status).toBe('pending');
    await deliver();

    const kinds = rx.got.map((d) => d.body.event);
    expect(kinds).toEqual(expect.arrayContaining(['conversation_created', 'message_created']));
    const msg = rx.got.find((d) => d.body.event === 'message_created' && d.body.message_type === 'incoming');
    expect(msg?.body).toMatchObject({
      content: 'Where is my order?',
      message_type: 'incoming',
      conversation: { id: conversationId, status: 'pending' },
      inbox: { id: inbox.id },
      account: { id: admin.accountId },
    });
    const ts = String(msg?.headers['x-chatwoot-timestamp']);
    const signature = crypto.createHmac('sha256', bot.secret).update(`${ts}.${msg?.raw}`).digest('hex');
    expect(msg?.headers['x-chatwoot-signature']).toBe(`sha256=${signature}`);
    // Nobody is told about a conversation the bot is still handling.
    const before = await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user.id));
    expect(before).toHaveLength(0);

    const reply = await botCall('POST', `/conversations/${conversationId}/messages`, { content: 'Let me look.' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ content: 'Let me look.', message_type: 1, sender_type: 'AgentBot' });
    const seen = (await v.call('GET', '/messages')).json<{ content: string }[]>();
    expect(seen.map((m) => m.content)).toContain('Let me look.');
    const typing = await botCall('POST', `/conversations/${conversationId}/toggle_typing_status`, {
      typing_status: 'on',
    });
    expect(typing.statusCode).toBe(200);

    const deliveredBefore = rx.got.length;
    await deliver();
    // The bot's own reply is not echoed back to it.
    expect(rx.got.slice(deliveredBefore).map((d) => d.body.event)).not.toContain('message_created');

    const handoff = await botCall('POST', `/conversations/${conversationId}/toggle_status`, { status: 'open' });
    expect(handoff.statusCode).toBe(200);
    expect(handoff.json()).toMatchObject({ payload: { current_status: 'open' } });
    await deliver();
    // Handed off: the bot hears conversation_opened, auto-assignment gives it to the online agent, who is notified.
    expect(rx.got.map((d) => d.body.event)).toContain('conversation_opened');
    const after = await conversationOf(admin, conversationId);
    expect(after).toMatchObject({ status: 'open', meta: { assignee: { id: agent.user.id } } });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user.id));
    expect(told.map((n) => n.notificationType).length).toBeGreaterThan(0);
    const outcome = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.accountId, admin.accountId), eq(events.name, 'conversation.bot_handoff')));
    expect(outcome.map((e) => e.data)).toEqual([
      expect.objectContaining({ conversation_id: conversationId, inbox_id: inbox.id, agent_bot_id: bot.id }),
    ]);
  });

  it('records a bot resolution, and a resolved conversation reopens pending on a new visitor message', async () => {
    const rx = await startBot();
    const { admin, inbox, botCall } = await setup(rx.url);
    const { v, conversationId } = await visitorWrites(inbox.website_token, 'Opening hours?');
    const res = await botCall('POST', `/conversations/${conversationId}/toggle_status`, { status: 'resolved' });
    expect(res.json()).toMatchObject({ payload: { current_status: 'resolved' } });
    const outcome = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.accountId, admin.accountId), eq(events.name, 'conversation.bot_resolved')));
    expect(outcome).toHaveLength(1);
    await v.call('POST', '/messages', { message: { content: 'One more thing' } });
    expect((await conversationOf(admin, conversationId)).status).toBe('pending');
    await deliver();
    expect(rx.got.map((d) => d.body.event)).toContain('conversation_resolved');
  });

  it('tells the bot when the widget opens (webwidget_triggered) and retries a failing bot', async () => {
    const rx = await startBot([503]);
    const { inbox } = await setup(rx.url);
    const v = await widgetVisitor(t, inbox.website_token);
    const res = await v.call('POST', '/events', { name: 'webwidget.triggered', event_info: { referer: 'x' } });
    expect(res.statusCode).toBe(200);
    await drainConsumers(t.deps, CONSUMERS);
    await drainJobs(t.deps, { names: ['agent_bot_webhook'] });
    expect(rx.got).toHaveLength(1);
    // The 503 is retried after the backoff, with the same delivery id.
    await drainJobs(t.deps, { names: ['agent_bot_webhook'], now: new Date(Date.now() + 60_000) });
    expect(rx.got).toHaveLength(2);
    expect(rx.got[1]?.body).toMatchObject({ event: 'webwidget_triggered', event_info: { referer: 'x' } });
    expect(rx.got[0]?.headers['x-chatwoot-delivery']).toBe(rx.got[1]?.headers['x-chatwoot-delivery']);
  });
});

describe('agent bot as a message sender', () => {
  it('is the sender of its reply in the response, the realtime event, the message page and the widget', async () => {
    const rx = await startBot();
    const { admin, call, inbox, bot, botCall } = await setup(rx.url);
    await t.database.db.update(agentBots).set({ avatarKey: 'bots/greeter.png' }).where(eq(agentBots.id, bot.id));
    const { v, conversationId } = await visitorWrites(inbox.website_token, 'Hello?', '203.0.113.8');
    const sender = { id: bot.id, name: 'Greeter', avatar_url: '/uploads/bots/greeter.png', type: 'agent_bot' };

    const reply = await botCall('POST', `/conversations/${conversationId}/messages`, { content: 'Hi, I am a bot.' });
    expect(reply.statusCode, reply.body).toBe(200);
    const created = reply.json<{ id: number; sender: unknown }>();
    expect(created).toMatchObject({ sender_type: 'AgentBot', sender_id: bot.id });
    expect(created.sender).toEqual(sender);

    const announced = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.accountId, admin.accountId), eq(events.name, 'message.created')));
    const payload = announced.map((e) => e.data as { id: number; sender: unknown }).find((d) => d.id === created.id);
    expect(payload?.sender).toEqual(sender);

    const page = await call<{ payload: { id: number; sender: unknown }[] }>(
      'GET',
      `/conversations/${conversationId}/messages`,
    );
    expect(page.payload.find((m) => m.id === created.id)?.sender).toEqual(sender);
    // The visitor's own message keeps its contact sender next to the bot's.
    expect(page.payload.find((m) => m.id !== created.id)?.sender).toMatchObject({ type: 'contact' });

    const seen = (await v.call('GET', '/messages')).json<{ id: number; sender: unknown }[]>();
    expect(seen.find((m) => m.id === created.id)?.sender).toEqual(sender);

    // A bot without an avatar has an empty avatar_url, as an agent without one.
    await t.database.db.update(agentBots).set({ avatarKey: null }).where(eq(agentBots.id, bot.id));
    const again = await call<{ payload: { id: number; sender: unknown }[] }>(
      'GET',
      `/conversations/${conversationId}/messages`,
    );
    expect(again.payload.find((m) => m.id === created.id)?.sender).toEqual({ ...sender, avatar_url: '' });
  });
});

describe('agent bot tokens', () => {
  it('open only the bot-scoped endpoints, in the inboxes the bot answers', async () => {
    const rx = await startBot();
    const { admin, call, inbox, bot, botCall } = await setup(rx.url);
    const { conversationId } = await visitorWrites(inbox.website_token, 'Hi');
    const c = `/conversations/${conversationId}`;
    expect((await botCall('POST', `${c}/toggle_priority`, { priority: 'high' })).statusCode).toBe(200);
    expect((await botCall('PATCH', c, { priority: 'low' })).json()).toMatchObject({ priority: 'low' });
    const team = await call<{ id: number }>('POST', '/teams', { name: `Sales ${admin.accountId}` });
    expect((await botCall('POST', `${c}/assignments`, { team_id: team.id })).statusCode).toBe(200);
    // Everything else is closed to a bot token.
    for (const [method, path] of [
      ['GET', '/conversations'],
      ['GET', c],
      ['GET', `${c}/messages`],
      ['POST', `${c}/labels`],
      ['GET', '/agent_bots'],
      ['GET', '/contacts'],
      ['GET', '/inboxes'],
    ] as const) {
      expect((await botCall(method, path, {})).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { api_access_token: bot.access_token } }))
        .statusCode,
    ).toBe(401);
    // Another account: 404.
    const other = await buildAdmin(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${other.accountId}/conversations/1/messages`,
      headers: { api_access_token: bot.access_token },
      payload: { content: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    const elsewhere = await call<{ id: number }>('POST', '/inboxes', { name: 'Api', channel: { type: 'api' } });
    const contact = await call<{ payload: { contact: { id: number } } }>('POST', '/contacts', { name: 'Ann' });
    const own = await call<{ id: number }>('POST', '/conversations', {
      inbox_id: elsewhere.id,
      contact_id: contact.payload.contact.id,
    });
    // A conversation of the account in an inbox the bot does not answer: Chatwoot's 401 and its body.
    const outside = await botCall('POST', `/conversations/${own.id}/messages`, { content: 'x' });
    expect(outside.statusCode).toBe(401);
    expect(outside.json()).toMatchObject(REFUSED);
    // No token, a wrong token: 401.
    expect((await botCall('POST', `${c}/messages`, { content: 'x' }, 'nope')).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: `/api/v1/accounts/${admin.accountId}${c}/messages` });
    expect(none.statusCode).toBe(401);
  });

  it('validates interactive content and stops working after a reset', async () => {
    const rx = await startBot();
    const { admin, inbox, bot, botCall } = await setup(rx.url);
    const { conversationId } = await visitorWrites(inbox.website_token, 'Hi');
    const path = `/conversations/${conversationId}/messages`;
    const select = await botCall('POST', path, {
      content: 'Pick one',
      content_type: 'input_select',
      content_attributes: { items: [{ title: 'Orders', value: 'orders' }] },
    });
    expect(select.statusCode).toBe(200);
    expect(select.json()).toMatchObject({
      content_type: 'input_select',
      content_attributes: { items: [{ value: 'orders' }] },
    });
    const cards = await botCall('POST', path, {
      content_type: 'cards',
      content_attributes: {
        items: [{ title: 'Shoe', actions: [{ type: 'link', text: 'Buy', uri: 'https://shop.test/shoe' }] }],
      },
    });
    expect(cards.statusCode).toBe(200);
    for (const [contentType, attrs, field] of [
      ['input_select', {}, 'content_attributes.items'],
      ['input_select', { items: [{ title: 'x' }] }, 'content_attributes.items.0.value'],
      ['form', { items: [{ name: 'email', type: 'phone' }] }, 'content_attributes.items.0.type'],
      ['article', { items: [{ title: 'Guide', link: 'not a url' }] }, 'content_attributes.items.0.link'],
      ['cards', { items: [{ title: 'x', colour: 'red' }] }, 'content_attributes.items.0'],
    ] as const) {
      const bad = await botCall('POST', path, { content: 'x', content_type: contentType, content_attributes: attrs });
      expect(bad.statusCode, `${contentType} ${JSON.stringify(attrs)}`).toBe(422);
      expect(bad.json<{ attributes: string[] }>().attributes).toEqual([field]);
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/agent_bots/${bot.id}/reset_access_token`,
      headers: admin.headers,
    });
    const fresh = reset.json<{ access_token: string }>().access_token;
    expect(fresh).not.toBe(bot.access_token);
    expect((await botCall('POST', path, { content: 'old' })).statusCode).toBe(401);
    expect((await botCall('POST', path, { content: 'new' }, fresh)).statusCode).toBe(200);
  });
});
