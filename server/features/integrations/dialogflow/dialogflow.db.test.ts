import { afterAll, describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../../consumers/index.ts';
import { drainConsumers } from '../../../events/dispatcher.ts';
import { drainJobs, listJobs } from '../../../jobs/drain.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { buildAdmin } from '../../../test/factories.ts';
import { FAKE_GOOGLE_KEY, startFakeGoogle } from '../../../test/fakeGoogle.ts';
import { adminCall, buildApiInbox } from '../../widget/widgetTestKit.ts';

/** A local Google (server/test/fakeGoogle.ts) whose detectIntent answers by what the visitor wrote. */
const calls: { path: string; body: Record<string, unknown> }[] = [];
const KEY = FAKE_GOOGLE_KEY;

const ANSWERS: Record<string, unknown> = {
  hello: {
    queryResult: {
      fulfillmentMessages: [
        { text: { text: ['Hi! I am the support bot.'] } },
        {
          payload: {
            content: 'What is it about?',
            content_type: 'input_select',
            content_attributes: { items: [{ title: 'Billing', value: 'billing' }] },
          },
        },
      ],
    },
  },
  human: {
    queryResult: {
      fulfillmentMessages: [{ text: { text: ['Passing you to a person.'] } }, { payload: { action: 'handoff' } }],
    },
  },
  fallback: { queryResult: { fulfillmentText: 'Sorry, could you say that again?' } },
};

const fake = await startFakeGoogle((path, raw, send) => {
  const body = raw as { queryInput: { text: { text: string } } };
  calls.push({ path, body: body });
  const text = body.queryInput.text.text;
  if (text === 'crash') return send(503, { error: { message: 'unavailable' } });
  if (text === 'forbidden') return send(403, { error: { message: 'Permission denied' } });
  return send(200, ANSWERS[text] ?? ANSWERS.fallback);
});
const googleUrl = fake.url;
afterAll(fake.close);

const t = setupTestApp({ DIALOGFLOW_API_URL: googleUrl, GOOGLE_OAUTH_TOKEN_URL: `${googleUrl}/token` });

const setup = async (opts: { status?: number; region?: string } = {}) => {
  const admin = await buildAdmin(t);
  const agent = adminCall(t, admin);
  const inbox = await buildApiInbox(t, admin);
  await agent('POST', '/integrations/hooks', {
    app_id: 'dialogflow',
    inbox_id: inbox.id,
    status: opts.status ?? 1,
    settings: { project_id: 'support-bot', credentials: KEY, region: opts.region ?? 'global', language_code: 'fr' },
  });
  const client = async <T>(path: string, payload?: unknown) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/public/api/v1/inboxes/${inbox.inbox_identifier}${path}`,
        payload: payload as never,
      })
    ).json<T>();
  const contact = await client<{ source_id: string }>('/contacts', { name: 'Lee' });
  const conv = await client<{ id: number; status: string }>(`/contacts/${contact.source_id}/conversations`);
  const say = async (content: string) => {
    await client(`/contacts/${contact.source_id}/conversations/${conv.id}/messages`, { content });
    await drainConsumers(t.deps, CONSUMERS);
    return drainJobs(t.deps, { names: ['integration.dialogflow_reply'] });
  };
  const show = () => agent<{ status: string }>('GET', `/conversations/${conv.id}`);
  const messages = async () =>
    (
      await agent<{
        payload: { content: string | null; content_type: string; message_type: number; sender?: unknown }[];
      }>('GET', `/conversations/${conv.id}/messages`)
    ).payload;
  return { admin, agent, conv, say, show, messages };
};

describe('Dialogflow answers a pending conversation', () => {
  it('starts the inbox’s conversations pending and sends the fulfilment as the app, rich payloads included', async () => {
    const s = await setup();
    expect(s.conv.status).toBe('pending');
    expect(await s.say('hello')).toBe(1);
    const call = calls.at(-1)!;
    expect(call.path).toMatch(/^\/v2\/projects\/support-bot\/agent\/sessions\/[0-9a-f-]{36}:detectIntent$/);
    expect(call.body).toEqual({ queryInput: { text: { text: 'hello', languageCode: 'fr' } } });
    const replies = (await s.messages()).filter((m) => m.message_type === 1);
    expect(replies.map((m) => [m.content, m.content_type])).toEqual([
      ['Hi! I am the support bot.', 'text'],
      ['What is it about?', 'input_select'],
    ]);
    expect((await s.show()).status).toBe('pending');
    // The fulfilment text when there are no fulfilment messages.
    await s.say('anything else');
    expect((await s.messages()).at(-1)?.content).toBe('Sorry, could you say that again?');
  });

  it('hands over on {"action": "handoff"}: the conversation opens, named after the app, and Dialogflow stops', async () => {
    const s = await setup({ region: 'europe-west1' });
    await s.say('human');
    expect(calls.at(-1)!.path).toMatch(/^\/v2\/projects\/support-bot\/locations\/europe-west1\/agent\/sessions\//);
    expect((await s.show()).status).toBe('open');
    const contents = (await s.messages()).map((m) => m.content);
    expect(contents).toContain('Passing you to a person.');
    expect(contents.some((c) => c?.includes('Dialogflow'))).toBe(true);
    // Open now: the next message is for people.
    const before = calls.length;
    expect(await s.say('hello')).toBe(1);
    expect(calls.length).toBe(before);
    expect((await s.messages()).at(-1)?.content).toBe('hello');
  });

  it('retries when Google is down, gives up at once when it refuses, and does nothing for a disabled hook', async () => {
    const s = await setup();
    await s.say('crash');
    const failing = (await listJobs(t.deps, { name: 'integration.dialogflow_reply' })).filter(
      (j) => (j.payload as { content: string }).content === 'crash',
    );
    expect(failing.map((j) => j.state)).toEqual(['retry']);
    await s.say('forbidden');
    const refused = (await listJobs(t.deps, { name: 'integration.dialogflow_reply' })).filter(
      (j) => (j.payload as { content: string }).content === 'forbidden',
    );
    expect(refused.map((j) => j.state)).toEqual(['failed']);
    expect((await s.messages()).filter((m) => m.message_type === 1)).toEqual([]);

    const off = await setup({ status: 0 });
    expect(off.conv.status).toBe('open');
    const before = calls.length;
    await off.say('hello');
    expect(calls.length).toBe(before);
    expect(fake.state.tokenRequests).toBeGreaterThan(0);
    expect(fake.state.scopes).toContain('https://www.googleapis.com/auth/dialogflow');
  });
});
