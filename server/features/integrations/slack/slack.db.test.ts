import { afterAll, describe, expect, it } from 'vitest';
import type { TIntegrationApp, TIntegrationHook } from '../../../../common/contracts/integrations.ts';
import { CONSUMERS } from '../../../consumers/index.ts';
import { drainConsumers } from '../../../events/dispatcher.ts';
import { drainJobs } from '../../../jobs/drain.ts';
import {
  FAKE_SLACK_BOT_USER,
  FAKE_SLACK_CODE,
  FAKE_SLACK_TOKEN,
  slackEventRequest,
  startFakeSlack,
  threadReplyEvent,
} from '../../../test/fakeSlack.ts';
import { buildAdmin, buildMember, REFUSED, type TMember } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { buildApiInbox } from '../../widget/widgetTestKit.ts';
import { findSlackHook } from './slack.repo.ts';
import { openHookAccessToken } from '../integrations.service.ts';

const SIGNING = 'slack-signing-secret-for-tests';
const slack = await startFakeSlack();
afterAll(() => slack.close());

const t = setupTestApp({
  SLACK_CLIENT_ID: 'client-1',
  SLACK_CLIENT_SECRET: 'client-secret-1',
  SLACK_SIGNING_SECRET: SIGNING,
  SLACK_API_URL: slack.apiUrl,
  SLACK_OAUTH_URL: slack.oauthUrl,
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const call = async <T = Record<string, unknown>>(
  who: TMember | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
  accountId = who?.accountId ?? 1,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${accountId}${path}`,
    headers: { ...(who?.headers ?? {}), ...headers },
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>(), text: res.body };
};

const sendEvent = async (payload: unknown, opts: { timestamp?: number; signature?: string } = {}) => {
  const { raw, headers } = slackEventRequest(SIGNING, payload, opts);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers, payload: raw });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
};

const mirror = async () => {
  await drainConsumers(t.deps, CONSUMERS);
  await drainJobs(t.deps, { names: ['integration.slack_post'] });
};

const connect = async (admin: TMember, channel = 'C0SUPPORT') => {
  const hook = await call<TIntegrationHook>(admin, 'POST', '/integrations/slack', { code: FAKE_SLACK_CODE });
  expect(hook.status).toBe(200);
  const picked = await call<TIntegrationHook>(admin, 'PATCH', '/integrations/slack', { reference_id: channel });
  expect(picked.status).toBe(200);
  return picked.body;
};

/** An API inbox with a contact whose conversation has begun with one message. */
const conversation = async (admin: TMember, first = 'My order is late') => {
  const inbox = await buildApiInbox(t, admin);
  const client = async <T>(path: string, payload?: unknown) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/public/api/v1/inboxes/${inbox.inbox_identifier}${path}`,
        payload: payload as never,
      })
    ).json<T>();
  const contact = await client<{ source_id: string }>('/contacts', { name: 'Lee Visitor' });
  const conv = await client<{ id: number }>(`/contacts/${contact.source_id}/conversations`);
  const say = (content: string) =>
    client(`/contacts/${contact.source_id}/conversations/${conv.id}/messages`, { content });
  await say(first);
  const messages = async () =>
    (
      await call<{
        payload: {
          content: string | null;
          private: boolean;
          message_type: number;
          sender: { name: string } | null;
          attachments: { file_name: string | null; file_size: number }[];
        }[];
      }>(admin, 'GET', `/conversations/${conv.id}/messages`)
    ).body.payload;
  return { inbox, conv, say, messages };
};

const postsAfter = (n: number) => slack.posts.slice(n);

describe('Slack: connecting', () => {
  it('is offered with the authorize URL, exchanges the code for a sealed token, lists and picks a channel', async () => {
    const admin = await buildAdmin(t);
    const apps = await call<{ payload: TIntegrationApp[] }>(admin, 'GET', '/integrations/apps');
    const app = apps.body.payload.find((a) => a.id === 'slack')!;
    expect(app).toMatchObject({ active: true, enabled: false, hook_type: 'account', hooks: [] });
    const authorize = new URL(app.action!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(slack.oauthUrl);
    expect(authorize.searchParams.get('client_id')).toBe('client-1');
    expect(authorize.searchParams.get('scope')).toContain('chat:write.customize');
    expect(authorize.searchParams.get('redirect_uri')).toMatch(
      new RegExp(`/app/accounts/${admin.accountId}/settings/integrations/slack$`),
    );
    expect(app.settings_form_schema.map((f) => f.name)).toEqual(['message_mode']);

    // A code Slack does not know: 422 on `code`, nothing stored.
    const bad = await call(admin, 'POST', '/integrations/slack', { code: 'stolen' });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('invalid_code');

    const hook = await call<TIntegrationHook>(admin, 'POST', '/integrations/slack', { code: FAKE_SLACK_CODE });
    expect(hook.status).toBe(200);
    expect(hook.body).toMatchObject({ app_id: 'slack', status: true, reference_id: null, hook_type: 'account' });
    expect(hook.body.settings).toMatchObject({ message_mode: 'two_way', team_name: 'Acme Workspace' });
    expect(hook.text).not.toContain(FAKE_SLACK_TOKEN);
    const exchange = slack.calls.filter((c) => c.method === 'oauth.v2.access').at(-1)!;
    expect(exchange.body).toMatchObject({
      client_id: 'client-1',
      client_secret: 'client-secret-1',
      code: FAKE_SLACK_CODE,
    });
    expect(exchange.body.redirect_uri).toBe(authorize.searchParams.get('redirect_uri'));
    const row = (await findSlackHook(t.deps.db, admin.accountId))!;
    expect(row.sealedAccessToken).not.toContain(FAKE_SLACK_TOKEN);
    expect(await openHookAccessToken(t.deps, row)).toBe(FAKE_SLACK_TOKEN);
    // One Slack per account.
    expect((await call(admin, 'POST', '/integrations/slack', { code: FAKE_SLACK_CODE })).status).toBe(422);

    const channels = await call<{ id: string; name: string }[]>(admin, 'GET', '/integrations/slack/list_all_channels');
    expect(channels.body).toEqual([
      { id: 'C0SUPPORT', name: 'support' },
      { id: 'C0GENERAL', name: 'general' },
    ]);
    expect((await call(admin, 'PATCH', '/integrations/slack', { reference_id: 'C0NOPE' })).status).toBe(422);
    const picked = await call<TIntegrationHook>(admin, 'PATCH', '/integrations/slack', { reference_id: 'C0SUPPORT' });
    expect(picked.body).toMatchObject({ reference_id: 'C0SUPPORT', settings: { channel_name: 'support' } });
    // The generic hooks API cannot create a Slack hook; it can switch the mode.
    expect((await call(admin, 'POST', '/integrations/hooks', { app_id: 'slack', settings: {} })).status).toBe(422);
    const alert = await call<TIntegrationHook>(admin, 'PATCH', `/integrations/hooks/${picked.body.id}`, {
      settings: { message_mode: 'alert' },
    });
    expect(alert.body.settings).toMatchObject({
      message_mode: 'alert',
      team_name: 'Acme Workspace',
      channel_name: 'support',
    });

    expect((await call(admin, 'DELETE', '/integrations/slack')).status).toBe(200);
    expect(await findSlackHook(t.deps.db, admin.accountId)).toBeNull();
    expect((await call(admin, 'GET', '/integrations/slack/list_all_channels')).status).toBe(404);
  });

  it('shows as not configured without the client id', async () => {
    const admin = await buildAdmin(t);
    const saved = t.deps.config.messaging.slack.clientId;
    t.deps.config.messaging.slack.clientId = null;
    try {
      const apps = await call<{ payload: TIntegrationApp[] }>(admin, 'GET', '/integrations/apps');
      expect(apps.body.payload.find((a) => a.id === 'slack')).toMatchObject({ active: false, action: null });
      expect((await call(admin, 'POST', '/integrations/slack', { code: FAKE_SLACK_CODE })).status).toBe(422);
    } finally {
      t.deps.config.messaging.slack.clientId = saved;
    }
  });
});

describe('Slack: messages out', () => {
  it('posts a parent message for a new conversation, then every message in its thread under its author', async () => {
    const admin = await buildAdmin(t);
    await connect(admin);
    const before = slack.posts.length;
    const s = await conversation(admin);
    await mirror();
    const [parent, first] = postsAfter(before);
    expect(parent).toMatchObject({ channel: 'C0SUPPORT' });
    expect(parent!.thread_ts).toBeUndefined();
    expect(parent!.text).toContain(`#${s.conv.id}`);
    expect(parent!.text).toContain('Lee Visitor');
    expect(parent!.text).toContain(`/app/accounts/${admin.accountId}/conversations/${s.conv.id}`);
    expect(first).toMatchObject({ thread_ts: parent!.ts, text: 'My order is late', username: 'Lee Visitor' });

    await call(admin, 'POST', `/conversations/${s.conv.id}/messages`, { content: 'Looking into it <now>' });
    await call(admin, 'POST', `/conversations/${s.conv.id}/messages`, { content: 'Check the carrier', private: true });
    await s.say('Thanks');
    await mirror();
    const rest = postsAfter(before + 2);
    expect(rest.map((p) => [p.thread_ts, p.username])).toEqual([
      [parent!.ts, admin.user.name],
      [parent!.ts, admin.user.name],
      [parent!.ts, 'Lee Visitor'],
    ]);
    expect(rest[0]!.text).toBe('Looking into it &lt;now&gt;');
    expect(rest[1]!.text).toContain('Private note');
    // Only one parent for the conversation.
    expect(postsAfter(before).filter((p) => !p.thread_ts)).toHaveLength(1);
  });

  it('posts only the alert in alert mode, and nothing when the hook is off', async () => {
    const admin = await buildAdmin(t);
    const hook = await connect(admin);
    await call(admin, 'PATCH', `/integrations/hooks/${hook.id}`, { settings: { message_mode: 'alert' } });
    const before = slack.posts.length;
    const s = await conversation(admin);
    await s.say('Second');
    await mirror();
    expect(postsAfter(before)).toHaveLength(1);
    expect(postsAfter(before)[0]!.thread_ts).toBeUndefined();

    await call(admin, 'PATCH', `/integrations/hooks/${hook.id}`, { status: 0 });
    const off = slack.posts.length;
    await conversation(admin);
    await mirror();
    expect(slack.posts.length).toBe(off);
  });

  it('uploads a helpdesk attachment into the thread', async () => {
    const admin = await buildAdmin(t);
    await connect(admin);
    const s = await conversation(admin);
    await mirror();
    const parent = slack.posts.filter((p) => !p.thread_ts).at(-1)!;
    const boundary = `----q${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nHere is the label\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="label.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${s.conv.id}/messages`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(sent.statusCode).toBe(200);
    await mirror();
    const upload = slack.uploads.at(-1)!;
    expect(upload).toMatchObject({ name: 'label.png', channel: 'C0SUPPORT', threadTs: parent.ts });
    expect(upload.bytes.equals(PNG)).toBe(true);
  });
});

describe('Slack: replies in the thread', () => {
  const threadOf = async (admin: TMember) => {
    await connect(admin);
    const s = await conversation(admin);
    await mirror();
    const parent = slack.posts.filter((p) => !p.thread_ts).at(-1)!;
    return { ...s, parent };
  };
  const receive = async (payload: unknown) => {
    const res = await sendEvent(payload);
    await drainJobs(t.deps, { names: ['integration.slack_inbound'] });
    await mirror();
    return res;
  };

  it('answers the url_verification challenge and refuses a bad or stale signature', async () => {
    expect(await sendEvent({ type: 'url_verification', challenge: 'abc123', token: 'x' })).toEqual({
      status: 200,
      body: { challenge: 'abc123' },
    });
    expect((await sendEvent({ type: 'url_verification', challenge: 'x' }, { signature: 'v0=00' })).status).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await sendEvent({ type: 'url_verification', challenge: 'x' }, { timestamp: stale })).status).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/webhooks',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"url_verification","challenge":"x"}',
    });
    expect(res.statusCode).toBe(401);
  });

  it('brings a reply back as an agent message, a note: reply as a private note, and ignores bots', async () => {
    const admin = await buildAdmin(t);
    const s = await threadOf(admin);
    const posted = slack.posts.length;
    expect(
      (
        await receive(
          threadReplyEvent({ channel: 'C0SUPPORT', threadTs: s.parent.ts, text: 'We shipped it &amp; more' }),
        )
      ).status,
    ).toBe(200);
    await receive(threadReplyEvent({ channel: 'C0SUPPORT', threadTs: s.parent.ts, text: 'note: carrier is slow' }));
    await receive(threadReplyEvent({ channel: 'C0SUPPORT', threadTs: s.parent.ts, text: 'Private: VIP customer' }));
    // Our own bot's posts and other bots come back as events too: ignored.
    const bot = threadReplyEvent({
      channel: 'C0SUPPORT',
      threadTs: s.parent.ts,
      text: 'echo',
      user: FAKE_SLACK_BOT_USER,
    });
    await receive(bot);
    await receive({ ...bot, event: { ...bot.event, user: 'U0OTHER', bot_id: 'B1' } });
    // A message outside a known thread, and the parent itself: ignored.
    await receive(threadReplyEvent({ channel: 'C0SUPPORT', threadTs: '1.000001', text: 'elsewhere' }));
    const msgs = await s.messages();
    const fromSlack = msgs.filter((m) => m.message_type === 1);
    expect(fromSlack.map((m) => [m.content, m.private])).toEqual([
      ['We shipped it & more', false],
      ['carrier is slow', true],
      ['VIP customer', true],
    ]);
    expect(msgs.some((m) => m.content === 'echo' || m.content === 'elsewhere')).toBe(false);
    // Replies from Slack are not mirrored back to Slack.
    expect(slack.posts.length).toBe(posted);
  });

  it('writes as the agent whose email the Slack user has', async () => {
    const admin = await buildAdmin(t);
    const s = await threadOf(admin);
    slack.users.set('U0AGENT01', { email: admin.user.email.toUpperCase(), name: 'agent' });
    await receive(
      threadReplyEvent({ channel: 'C0SUPPORT', threadTs: s.parent.ts, text: 'Signed reply', user: 'U0AGENT01' }),
    );
    const reply = (await s.messages()).find((m) => m.content === 'Signed reply')!;
    expect(reply.sender?.name).toBe(admin.user.name);
  });

  it('attaches a file shared in the thread', async () => {
    const admin = await buildAdmin(t);
    const s = await threadOf(admin);
    const file = slack.hostFile('receipt.png', 'image/png', PNG);
    await receive(
      threadReplyEvent({ channel: 'C0SUPPORT', threadTs: s.parent.ts, text: 'The receipt', files: [file] }),
    );
    const reply = (await s.messages()).find((m) => m.content === 'The receipt')!;
    expect(reply.attachments).toEqual([expect.objectContaining({ file_name: 'receipt.png', file_size: PNG.length })]);
  });

  it('never crosses accounts: another workspace, a channel the hook left, a disconnected hook', async () => {
    const admin = await buildAdmin(t);
    const s = await threadOf(admin);
    await receive(
      threadReplyEvent({ channel: 'C0SUPPORT', threadTs: s.parent.ts, text: 'wrong team', team: 'T0OTHER' }),
    );
    await receive(threadReplyEvent({ channel: 'C0GENERAL', threadTs: s.parent.ts, text: 'wrong channel' }));
    await call(admin, 'PATCH', '/integrations/slack', { reference_id: 'C0GENERAL' });
    await receive(threadReplyEvent({ channel: 'C0SUPPORT', threadTs: s.parent.ts, text: 'old channel' }));
    const contents = (await s.messages()).map((m) => m.content);
    expect(contents).not.toContain('wrong team');
    expect(contents).not.toContain('wrong channel');
    expect(contents).not.toContain('old channel');
  });
});

describe('Slack: who may', () => {
  it('administrators of the account only: another account, an agent, a bot token, no token', async () => {
    const admin = await buildAdmin(t);
    await connect(admin);
    const agent = await buildMember(t, { accountId: admin.accountId, role: 'agent' });
    const other = await buildAdmin(t);
    const bot = await call<{ access_token: string }>(admin, 'POST', '/agent_bots', { name: 'Helper bot' });
    const routes = [
      ['POST', '/integrations/slack', { code: FAKE_SLACK_CODE }],
      ['PATCH', '/integrations/slack', { reference_id: 'C0GENERAL' }],
      ['GET', '/integrations/slack/list_all_channels', undefined],
      ['DELETE', '/integrations/slack', undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      const res = await call(agent, method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 401]);
      expect(res.body).toMatchObject(REFUSED);
      expect((await call(other, method, path, body, admin.accountId)).status).toBe(404);
      expect((await call(null, method, path, body, admin.accountId)).status).toBe(401);
      const byBot = await call(null, method, path, body, admin.accountId, { api_access_token: bot.body.access_token });
      expect([method, path, byBot.status]).toEqual([method, path, 401]);
    }
    // The other account has no Slack of its own; the first one's is untouched.
    expect((await call(other, 'GET', '/integrations/slack/list_all_channels')).status).toBe(404);
    expect((await findSlackHook(t.deps.db, admin.accountId))?.referenceId).toBe('C0SUPPORT');
  });
});
