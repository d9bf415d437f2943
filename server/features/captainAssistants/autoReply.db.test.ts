import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { TAssistant, TCaptainReport, TPlaygroundResult } from '../../../common/contracts/captainAssistants.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { heartbeat } from '../../realtime/presence.repo.ts';
import { buildFaqRow } from '../../test/captainFactories.ts';
import { buildAdmin, buildMember, buildUser, type TMember } from '../../test/factories.ts';
import { issueSession } from '../auth/auth.service.ts';
import { listRuns } from '../captain/captainRuns.repo.ts';
import { adminCall, buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';
import { setupCaptainTestApp } from '../../test/captainTestApp.ts';

// The custom tool's local server is a tenant target on loopback.
const { fake, t } = await setupCaptainTestApp({ ALLOW_PRIVATE_NETWORK_TARGETS: 'true' });

let ipSeq = 0;

interface TMsg {
  content: string | null;
  message_type: number;
  content_attributes: Record<string, unknown>;
  sender: { type: string; name: string } | null;
}

/** The consumers, then Captain's job, as a worker would after the visitor's message. */
const settle = async () => {
  await drainConsumers(t.deps, CONSUMERS);
  await drainJobs(t.deps, { names: ['captain.reply'] });
  await drainConsumers(t.deps, CONSUMERS);
};

/** An admin, an online agent of a website inbox connected to a new assistant, and an approved FAQ. */
const setup = async (config: Record<string, unknown> = {}) => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const call = adminCall(t, admin);
  const inbox = await buildWebsiteInbox(t, admin);
  await call('POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [agent.user.id] });
  await heartbeat(t.database.db, admin.accountId, 'User', agent.user.id, 'node-1');
  const assistant = await call<TAssistant>('POST', '/captain/assistants', {
    name: 'Ava',
    config: { product_name: 'Acme', handoff_message: 'A person will be with you shortly.', ...config },
  });
  await call('POST', `/captain/assistants/${assistant.id}/inboxes`, { inbox_id: inbox.id });
  const faq = await buildFaqRow(
    t,
    { accountId: admin.accountId, id: assistant.id },
    'How long does shipping take?',
    'Shipping takes 3 to 5 business days.',
  );
  const v = await widgetVisitor(t, inbox.website_token, `198.51.100.${++ipSeq}`);
  const start = async (content: string) => {
    const res = await v.call('POST', '/conversations', { message: { content } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; status: string }>();
  };
  const say = async (content: string) =>
    expect((await v.call('POST', '/messages', { message: { content } })).statusCode).toBe(200);
  // The thread as the visitor reads it, without the widget's own prompts (email collection).
  const messages = async () =>
    (await v.call('GET', '/messages')).json<TMsg[]>().filter((m) => m.content !== 'Get notified by email');
  const conversation = async (id: number) =>
    call<{ status: string; meta: { assignee: { id: number } | null } }>('GET', `/conversations/${id}`);
  return { admin, agent, call, inbox, assistant, faq, start, say, messages, conversation };
};

const faqAnswer = (faqId: number) =>
  JSON.stringify({ reply: 'Shipping takes 3 to 5 business days.', action: 'continue', citations: [`faq:${faqId}`] });

describe('Captain auto-reply', () => {
  it('answers from the FAQ with a citation, then hands off when asked: open, handoff message, assigned', async () => {
    const s = await setup();
    fake.script(
      {
        when: 'How long does shipping take?',
        once: true,
        toolCalls: [{ name: 'faq_lookup', arguments: { query: 'shipping time' } }],
      },
      { when: 'Shipping takes 3 to 5', once: true, content: faqAnswer(s.faq.id) },
    );
    const conv = await s.start('How long does shipping take?');
    expect(conv.status).toBe('pending');
    await settle();

    const answer = (await s.messages()).at(-1);
    expect(answer).toMatchObject({ message_type: 1, sender: { type: 'captain_assistant', name: 'Ava' } });
    expect(answer?.content).toBe('Shipping takes 3 to 5 business days.\n\n_How long does shipping take?_');
    expect(answer?.content_attributes.citations).toEqual([
      { kind: 'faq', id: s.faq.id, title: 'How long does shipping take?', url: null },
    ]);
    // The first call offered the tools and got the FAQ back; the answer came in the second.
    expect(fake.requests).toHaveLength(2);
    const second = fake.requests[1]?.body as { messages: { role: string; content: string }[]; tools?: unknown[] };
    expect(second.messages.find((m) => m.role === 'tool')?.content).toContain(`[faq:${s.faq.id}]`);
    expect(second.messages[0]?.content).toContain('Acme');
    // The typing indicator went on and off while the model worked, as the assistant.
    const typing = await t.database.pool.query<{ name: string; data: { user: { type: string; name: string } } }>(
      "SELECT name, data FROM events WHERE account_id = $1 AND name LIKE 'conversation.typing_%' ORDER BY id",
      [s.admin.accountId],
    );
    expect(typing.rows.map((r) => [r.name, r.data.user.type, r.data.user.name])).toEqual([
      ['conversation.typing_on', 'captain_assistant', 'Ava'],
      ['conversation.typing_off', 'captain_assistant', 'Ava'],
    ]);
    const agentView = await s.call<{ payload: TMsg[] }>('GET', `/conversations/${conv.id}/messages`);
    expect(agentView.payload.at(-1)?.sender).toMatchObject({ type: 'captain_assistant', name: 'Ava' });
    expect((await s.conversation(conv.id)).status).toBe('pending');

    fake.script({
      when: 'talk to a human',
      toolCalls: [{ name: 'handoff', arguments: { reason: 'asked for a person' } }],
    });
    await s.say('Can I talk to a human please?');
    await settle();
    const after = await s.conversation(conv.id);
    expect(after.status).toBe('open');
    expect(after.meta.assignee?.id).toBe(s.agent.user.id);
    expect((await s.messages()).at(-1)).toMatchObject({
      content: 'A person will be with you shortly.',
      sender: { type: 'captain_assistant' },
    });
    const handoffs = await t.database.pool.query(
      "SELECT data FROM events WHERE account_id = $1 AND name = 'conversation.bot_handoff'",
      [s.admin.accountId],
    );
    expect(handoffs.rows.map((r: { data: unknown }) => r.data)).toMatchObject([
      { conversation_id: conv.id, inbox_id: s.inbox.id, captain_assistant_id: s.assistant.id },
    ]);

    // Open now: Captain stays quiet.
    const calls = fake.requests.length;
    await s.say('Thanks!');
    await settle();
    expect(fake.requests).toHaveLength(calls);

    const runs = (await listRuns(t.database.db, s.admin.accountId)).filter((r) => r.kind === 'assistant');
    expect(runs.map((r) => [r.action, r.tools])).toEqual([
      [null, null],
      ['reply', ['faq_lookup']],
      ['handoff', ['handoff']],
    ]);
    expect(runs.every((r) => r.assistantId === s.assistant.id && r.conversationId !== null)).toBe(true);

    const report = await s.call<TCaptainReport>('GET', `/captain/reports/summary?assistant_id=${s.assistant.id}`);
    expect(report).toMatchObject({
      conversations_handled: 1,
      handed_off: 1,
      resolved: 0,
      replies_sent: 1,
      model_calls: 3,
    });
    expect(report.tokens_in).toBeGreaterThan(0);
    expect(report.by_day).toHaveLength(1);
  });

  it('never answers once a person of the team has replied', async () => {
    const s = await setup();
    const conv = await s.start('Hello?');
    await s.call('POST', `/conversations/${conv.id}/messages`, { content: 'Hi, Olivia here.' });
    await s.say('Where is my parcel?');
    await settle();
    expect(fake.requests).toEqual([]);
    expect((await s.messages()).map((m) => m.content)).toEqual(['Hello?', 'Hi, Olivia here.', 'Where is my parcel?']);
  });

  it('hands off without asking the model after max_turns customer messages; a welcome opens the conversation', async () => {
    const s = await setup({ max_turns: 1, welcome_message: 'Hi! I am Ava.' });
    const conv = await s.start('First question');
    await settle();
    // No JSON from the model (the fake echoes): its text is the reply.
    expect((await s.messages()).map((m) => m.content)).toEqual([
      'First question',
      'Hi! I am Ava.',
      'Echo: First question',
    ]);
    const calls = fake.requests.length;
    await s.say('Second question');
    await settle();
    expect(fake.requests).toHaveLength(calls);
    expect((await s.conversation(conv.id)).status).toBe('open');
    expect((await s.messages()).at(-1)?.content).toBe('A person will be with you shortly.');
  });

  it('hands off when the model is down, and records the failed call and the hand-off', async () => {
    const s = await setup();
    fake.fail(500);
    const conv = await s.start('Help me');
    await settle();
    expect((await s.conversation(conv.id)).status).toBe('open');
    expect((await s.messages()).at(-1)?.content).toBe('A person will be with you shortly.');
    const runs = (await listRuns(t.database.db, s.admin.accountId)).filter((r) => r.kind === 'assistant');
    expect(runs.map((r) => [r.outcome, r.action])).toEqual([
      ['error', null],
      ['skipped', 'handoff'],
    ]);
  });

  it('hands off without the model when the console turned Captain off for the account', async () => {
    const s = await setup();
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/super_admin/accounts/${s.admin.accountId}`,
      headers: await issueSession(t.deps, await buildUser(t, { type: 'SuperAdmin' })),
      payload: { features: { captain_integration: false } },
    });
    expect(off.statusCode).toBe(200);
    const conv = await s.start('Anyone there?');
    await settle();
    expect(fake.requests).toEqual([]);
    expect((await s.conversation(conv.id)).status).toBe('open');
    const playground = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${s.admin.accountId}/captain/assistants/${s.assistant.id}/playground`,
      headers: s.admin.headers,
      payload: { message_content: 'Hi' },
    });
    expect(playground.statusCode).toBe(404);
  });

  it('resolves with the resolution message when the model says so', async () => {
    const s = await setup({ resolution_message: 'Glad I could help!' });
    fake.script({
      when: 'that is all',
      content: JSON.stringify({ reply: 'You are welcome.', action: 'resolve', citations: [] }),
    });
    const conv = await s.start('Thanks, that is all');
    await settle();
    expect((await s.conversation(conv.id)).status).toBe('resolved');
    expect((await s.messages()).slice(-2).map((m) => m.content)).toEqual(['You are welcome.', 'Glad I could help!']);
  });
});

describe('Captain playground and custom tools', () => {
  const seen: { url: string; auth: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ order: { status: 'shipped on Monday', secret_note: 'x'.repeat(10_000) } }));
  });
  const base = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const playground = (who: TMember, id: number, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${who.accountId}/captain/assistants/${id}/playground`,
      headers: who.headers,
      payload: body as never,
    });

  it('calls a custom tool through its endpoint; the model never sees the secret or the address', async () => {
    const url = await base;
    const s = await setup();
    await s.call('POST', '/captain/custom_tools', {
      title: 'Order status',
      description: 'Looks an order up by its number',
      endpoint_url: `${url}/orders/{{order_id}}`,
      auth_type: 'bearer',
      auth_config: { token: 'tool-secret-987654' },
      param_schema: [{ name: 'order_id', type: 'string', description: 'Order number', required: true }],
      response_template: 'Order status: {{order.status}}',
    });
    fake.script(
      {
        when: 'Where is order A-17',
        once: true,
        toolCalls: [{ name: 'custom_order_status', arguments: { order_id: 'A-17' } }],
      },
      {
        when: 'Order status: shipped',
        content: JSON.stringify({ reply: 'It shipped on Monday.', action: 'continue' }),
      },
    );
    const res = await playground(s.admin, s.assistant.id, {
      message_content: 'Where is order A-17?',
      message_history: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello! How can I help?' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TPlaygroundResult>()).toEqual({
      content: 'It shipped on Monday.',
      action: 'continue',
      citations: [],
      tools: ['custom_order_status'],
    });
    expect(seen).toEqual([{ url: '/orders/A-17', auth: 'Bearer tool-secret-987654' }]);
    const prompts = JSON.stringify(fake.requests);
    expect(prompts).not.toContain('tool-secret');
    expect(prompts).not.toContain(url);
    expect(prompts).toContain('Hello! How can I help?');
    // The playground changed no conversation and its runs are the playground's.
    const runs = await listRuns(t.database.db, s.admin.accountId);
    expect(runs.map((r) => [r.kind, r.conversationId, r.action])).toEqual([
      ['playground', null, null],
      ['playground', null, 'reply'],
    ]);
  });

  it('reports actions instead of doing them, answers 404 for another account and 502 when the model is down', async () => {
    const s = await setup();
    const other = await buildAdmin(t);
    fake.script({
      when: 'cancel my account',
      toolCalls: [{ name: 'handoff', arguments: { reason: 'account change' } }],
    });
    const res = await playground(s.agent, s.assistant.id, { message_content: 'Please cancel my account' });
    expect(res.json<TPlaygroundResult>()).toEqual({
      content: 'A person will be with you shortly.',
      action: 'handoff',
      citations: [],
      tools: ['handoff'],
    });
    expect((await playground(other, s.assistant.id, { message_content: 'Hi' })).statusCode).toBe(404);
    expect((await playground(s.admin, s.assistant.id, { message_content: ' ' })).statusCode).toBe(422);
    fake.fail(500);
    const down = await playground(s.admin, s.assistant.id, { message_content: 'Hi' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'model_unavailable' });
  });
});
