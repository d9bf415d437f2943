import { describe, expect, it } from 'vitest';
import type { TCopilotMessage, TCopilotThread } from '../../../common/contracts/captainCopilot.ts';
import { issueSession } from '../auth/auth.service.ts';
import { listRuns } from '../captain/captainRuns.repo.ts';
import { listenAsAgent } from '../../test/agentSocket.ts';
import { buildAssistantRow, buildFaqRow } from '../../test/captainFactories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, buildUser, type TMember } from '../../test/factories.ts';
import { buildArticle, buildPortal } from '../../test/helpCenterFactories.ts';
import { answersSettled, MAX_MODEL_CALLS } from './copilotAnswer.ts';
import { setupCaptainTestApp } from '../../test/captainTestApp.ts';

const { fake, t } = await setupCaptainTestApp();

const path = (who: TMember, rest = '') => `/api/v1/accounts/${who.accountId}/captain/copilot_threads${rest}`;

const call = async <T = Record<string, unknown>>(who: TMember, rest: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: path(who, rest),
    headers: who.headers,
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>() };
};

const inject = async <T>(who: TMember, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${who.accountId}${url}`,
    headers: who.headers,
    payload: payload as never,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

const messagesOf = async (who: TMember, threadId: number) => {
  await answersSettled();
  return (await call<{ payload: TCopilotMessage[] }>(who, `/${threadId}/copilot_messages`)).body.payload;
};

/** An admin, an agent of the conversation's inbox and an agent outside it. */
const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const outsider = await buildMember(t, { accountId: admin.accountId });
  const conv = await buildConversation(t, admin, { members: [agent], message: 'My parcel never arrived' });
  return { admin, agent, outsider, conv };
};

describe('captain/copilot_threads', () => {
  it("keeps each agent's threads to themselves: 401 without a token, 404 for others, the conversation's rules", async () => {
    const { admin, agent, outsider, conv } = await setup();
    const other = await buildAdmin(t);
    const noToken = await t.app.inject({ method: 'GET', url: path(agent) });
    expect(noToken.statusCode).toBe(401);

    const first = await call<TCopilotThread>(agent, '', { message: 'First question', conversation_id: conv.displayId });
    expect(first).toMatchObject({ status: 200, body: { title: 'First question', conversation_id: conv.displayId } });
    const long = `${'word '.repeat(30)}\nsecond line`;
    const second = await call<TCopilotThread>(agent, '', { message: long });
    expect(second.body.title.length).toBeLessThanOrEqual(80);
    expect(second.body.title.endsWith('…')).toBe(true);
    await call(admin, '', { message: "The admin's own" });
    await answersSettled();

    // Newest first, the agent's own only; narrowed to a conversation's.
    const mine = await call<{ payload: TCopilotThread[] }>(agent, '');
    expect(mine.body.payload.map((x) => x.id)).toEqual([second.body.id, first.body.id]);
    const ofConv = await call<{ payload: TCopilotThread[] }>(agent, `?conversation_id=${conv.displayId}`);
    expect(ofConv.body.payload.map((x) => x.id)).toEqual([first.body.id]);

    // Another agent (even an administrator) and another account: not found, reading or asking.
    for (const who of [admin, outsider, other]) {
      expect((await call(who, `/${first.body.id}/copilot_messages`)).status).toBe(404);
      expect((await call(who, `/${first.body.id}/copilot_messages`, { message: 'hi' })).status).toBe(404);
    }
    // A conversation outside the agent's inboxes is 401, another account's 404; another account's assistant 404.
    expect(await call(outsider, '', { message: 'x', conversation_id: conv.displayId })).toMatchObject({
      status: 401,
      body: { code: 'forbidden' },
    });
    expect((await call(other, '', { message: 'x', conversation_id: conv.displayId })).status).toBe(404);
    expect((await call(outsider, `?conversation_id=${conv.displayId}`)).status).toBe(401);
    const foreign = await buildAssistantRow(t, other.accountId);
    expect((await call(agent, '', { message: 'x', assistant_id: foreign.id })).status).toBe(404);
    const bad = await call<{ details: Record<string, string[]> }>(agent, '', { message: '   ' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details)).toEqual(['message']);
  });

  it('404s when the console turned Captain off for the account', async () => {
    const { admin, agent } = await setup();
    const session = await issueSession(t.deps, await buildUser(t, { type: 'SuperAdmin' }));
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/super_admin/accounts/${admin.accountId}`,
      headers: session,
      payload: { features: { captain_integration: false } },
    });
    expect(off.statusCode).toBe(200);
    expect((await call(agent, '', { message: 'hi' })).status).toBe(404);
    expect(fake.requests).toEqual([]);
  });
});

describe('answering', () => {
  it('reads the conversation, the contact and the knowledge through tools, and cites what it used', async () => {
    const { admin, agent, conv } = await setup();
    const assistant = await buildAssistantRow(t, admin.accountId);
    await buildFaqRow(t, assistant, 'How long do refunds take?', 'Refunds reach the card within 14 days.');
    const portal = await buildPortal(t, admin);
    await buildArticle(t, admin, portal.slug, {
      title: 'Returning a parcel',
      content: '<p>Print the return label and drop the parcel at any post office.</p>',
    });
    const c = `/conversations/${conv.displayId}`;
    await inject(agent, 'POST', `${c}/messages`, { content: 'Courier says it was left at the door', private: true });
    // The contact's other conversations: one in the agent's inbox, one in an inbox the agent is not a member of.
    const hidden = await inject<{ id: number }>(admin, 'POST', '/inboxes', {
      name: 'Secret',
      channel: { type: 'api' },
    });
    const seen = await inject<{ id: number }>(admin, 'POST', '/conversations', {
      inbox_id: conv.inboxId,
      contact_id: conv.contactId,
      message: { content: 'Earlier: my invoice is wrong' },
    });
    await inject(admin, 'POST', '/conversations', {
      inbox_id: hidden.id,
      contact_id: conv.contactId,
      message: { content: 'Hidden: a secret matter' },
    });

    fake.script(
      // The second call: every tool's answer is in the prompt.
      { when: 'Refunds reach the card', content: 'Offer a refund: it reaches the card within 14 days [2].' },
      {
        when: 'Should I refund this customer?',
        toolCalls: [
          { name: 'get_conversation', arguments: {} },
          { name: 'search_knowledge', arguments: { query: 'refunds take' } },
          { name: 'search_help_center', arguments: { query: 'return parcel' } },
          { name: 'get_contact_history', arguments: {} },
        ],
      },
    );
    const thread = await call<TCopilotThread>(agent, '', {
      message: 'Should I refund this customer?',
      conversation_id: conv.displayId,
    });
    expect(thread.status).toBe(200);
    const list = await messagesOf(agent, thread.body.id);
    expect(list.map((x) => [x.message_type, x.message.tool ?? null])).toEqual([
      ['user', null],
      ['assistant_thinking', 'get_conversation'],
      ['assistant_thinking', 'search_knowledge'],
      ['assistant_thinking', 'search_help_center'],
      ['assistant_thinking', 'get_contact_history'],
      ['assistant', null],
    ]);
    const answer = list.at(-1)!;
    expect(answer.message.content).toBe('Offer a refund: it reaches the card within 14 days [2].');
    expect(answer.message.citations).toEqual([{ title: 'How long do refunds take?', url: null }]);

    expect(fake.requests).toHaveLength(2);
    const [firstCall, secondCall] = fake.requests.map((r) => r.body as { tools?: { function: { name: string } }[] });
    expect(firstCall!.tools!.map((x) => x.function.name)).toEqual([
      'get_conversation',
      'get_contact_history',
      'search_knowledge',
      'search_help_center',
    ]);
    const prompt = JSON.stringify(secondCall);
    expect(prompt).toContain('My parcel never arrived');
    expect(prompt).toContain('[private note] Courier says it was left at the door');
    expect(prompt).toContain('Print the return label');
    expect(prompt).toContain(`Conversation #${seen.id}`);
    expect(prompt).toContain('Earlier: my invoice is wrong');
    expect(prompt).not.toContain('Hidden: a secret matter');
    const runs = await listRuns(t.database.db, agent.accountId);
    expect(runs.map((r) => [r.kind, r.userId, r.outcome])).toEqual([
      ['copilot', agent.user.id, 'ok'],
      ['copilot', agent.user.id, 'ok'],
    ]);

    // The next question rereads the thread; without a conversation only the searches are offered.
    fake.reset();
    const follow = await call<TCopilotMessage>(agent, `/${thread.body.id}/copilot_messages`, { message: 'Thanks!' });
    expect(follow).toMatchObject({ status: 200, body: { message_type: 'user', message: { content: 'Thanks!' } } });
    expect((await messagesOf(agent, thread.body.id)).at(-1)?.message.content).toBe('Echo: Thanks!');
    const history = (fake.requests.at(-1)?.body as { messages: { role: string; content: string }[] }).messages;
    expect(history.map((x) => x.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const loose = await call<TCopilotThread>(agent, '', { message: 'What is our returns policy?' });
    await answersSettled();
    const tools = (fake.requests.at(-1)?.body as { tools: { function: { name: string } }[] }).tools;
    expect(tools.map((x) => x.function.name)).toEqual(['search_knowledge', 'search_help_center']);
    expect(loose.body.conversation_id).toBeNull();
  });

  it(`stops after ${MAX_MODEL_CALLS} model calls, the last offering no tools`, async () => {
    const { agent } = await setup();
    fake.script({
      when: 'loop forever',
      content: 'Partial',
      toolCalls: [{ name: 'search_help_center', arguments: { query: 'x' } }],
    });
    const thread = await call<TCopilotThread>(agent, '', { message: 'loop forever' });
    const list = await messagesOf(agent, thread.body.id);
    expect(fake.requests).toHaveLength(MAX_MODEL_CALLS);
    expect((fake.requests.at(-1)?.body as { tools?: unknown }).tools).toBeUndefined();
    expect(list.filter((x) => x.message_type === 'assistant_thinking')).toHaveLength(MAX_MODEL_CALLS - 1);
    expect(list.at(-1)).toMatchObject({ message_type: 'assistant', message: { content: 'Partial' } });
  });

  it('says so when the model is down or the quota is spent, and keeps the question', async () => {
    const { agent } = await setup();
    fake.fail(500);
    const thread = await call<TCopilotThread>(agent, '', { message: 'Are you there?' });
    const list = await messagesOf(agent, thread.body.id);
    expect(list.map((x) => x.message_type)).toEqual(['user', 'assistant']);
    expect(list[0]?.message.content).toBe('Are you there?');
    expect(list[1]?.message).toMatchObject({ error_code: 'model_unavailable' });
    expect(list[1]?.message.content).toContain('HTTP 500');
    fake.fail(null);

    const session = await issueSession(t.deps, await buildUser(t, { type: 'SuperAdmin' }));
    const limit = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/super_admin/captain_settings',
      headers: session,
      payload: { monthly_limit: 0 },
    });
    expect(limit.statusCode).toBe(200);
    await call(agent, `/${thread.body.id}/copilot_messages`, { message: 'And now?' });
    const after = await messagesOf(agent, thread.body.id);
    expect(after.at(-1)?.message).toMatchObject({ error_code: 'quota_exceeded' });
    expect(after.filter((x) => x.message_type === 'user')).toHaveLength(2);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/super_admin/captain_settings',
      headers: session,
      payload: { monthly_limit: null },
    });
  });
});

describe('streaming over /cable', () => {
  it("streams the answer to the agent's own sockets only, then the kept message", async () => {
    const { admin, agent } = await setup();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const mine = await listenAsAgent(t.database.db, base, agent);
    const theirs = await listenAsAgent(t.database.db, base, admin);
    expect(mine.confirmed && theirs.confirmed).toBe(true);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    fake.script({ when: 'Stream me', content: words });
    const thread = await call<TCopilotThread>(agent, '', { message: 'Stream me' });
    await mine.tab.waitFor(
      (f) =>
        typeof f.message === 'object' &&
        f.message.event === 'copilot.message.created' &&
        f.message.data.message_type === 'assistant',
    );
    const events = mine.tab.events();
    const deltas = events.filter((e) => e.event === 'copilot.message.delta');
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.every((e) => e.data.thread_id === thread.body.id)).toBe(true);
    expect(deltas.map((e) => e.data.delta).join('')).toBe(words);
    const created = events.filter((e) => e.event === 'copilot.message.created').map((e) => e.data.message_type);
    expect(created).toEqual(['user', 'assistant']);
    // Every event written before the marker has reached the admin's socket by now: none of the agent's.
    await theirs.marker(1);
    expect(theirs.tab.events().filter((e) => e.event.startsWith('copilot.'))).toEqual([]);
    // A reconnect finds the kept answer by the index.
    expect((await messagesOf(agent, thread.body.id)).at(-1)?.message.content).toBe(words);
    await Promise.all([mine.tab.close(), theirs.tab.close()]);
  });
});
