import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, channelInstagram, messages } from '../../../db/schema/index.ts';
import { drainJobs } from '../../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../../test/factories.ts';
import { hubSignature } from '../signatures.ts';
import {
  api,
  drain,
  eventsAfter,
  expectFailedWith,
  lastEventId,
  messageRow,
  replyAsAgent,
  snapshot,
  startFakeProvider,
  type TFakeProvider,
} from '../../../test/fakeProvider.ts';
import { multipartForm, PNG_1PX } from '../../../test/multipart.ts';

const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  INSTAGRAM_APP_ID: 'ig-app',
  INSTAGRAM_APP_SECRET: 'ig-secret',
  IG_VERIFY_TOKEN: 'ig-verify',
  INSTAGRAM_API_VERSION: 'v22.0',
  FRONTEND_URL: 'https://helpdesk.test',
});
let fake: TFakeProvider;
let sent = 0;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Instagram on a local port: the code is "<instagram id>:<flavour>", the short-lived token "short-<code>",
 * the long-lived one "long-<code>"; a send with an "expired" token is refused with Graph's code 190.
 */
beforeAll(async () => {
  fake = await startFakeProvider((req) => {
    const url = new URL(req.url, 'http://x');
    const bearer = (req.headers.authorization ?? '').replace('Bearer ', '');
    if (url.pathname === '/oauth/access_token') {
      const code = new URLSearchParams(req.body).get('code') ?? '';
      if (code.startsWith('bad')) return { status: 400, body: { error_message: 'Invalid code' } };
      return { status: 200, body: { access_token: `short-${code}`, user_id: 1 } };
    }
    if (url.pathname === '/access_token')
      return {
        status: 200,
        body: {
          access_token: (url.searchParams.get('access_token') ?? '').replace('short-', 'long-'),
          expires_in: 5184000,
        },
      };
    if (url.pathname === '/v22.0/me') {
      const code = (url.searchParams.get('access_token') ?? '').replace('long-', '');
      const id = code.split(':')[0]!;
      return { status: 200, body: { id: `app-${id}`, user_id: id, username: `shop_${id}`, name: 'Acme Shop' } };
    }
    if (url.pathname === '/v22.0/me/subscribed_apps') return { status: 200, body: { success: true } };
    if (url.pathname === '/v22.0/me/messages') {
      if (bearer.endsWith(':expired'))
        return { status: 400, body: { error: { message: 'Error validating access token', code: 190 } } };
      return { status: 200, body: { recipient_id: 'x', message_id: `ig_out_${++sent}` } };
    }
    if (url.pathname.endsWith('.png')) return { status: 200, body: PNG };
    if (/^\/v22\.0\/igsid-/.test(url.pathname))
      return { status: 200, body: { name: 'Sara Ali', username: 'sara.ali' } };
    return { status: 404, body: { error: { message: 'Unknown path', code: 803 } } };
  });
  t.config.providers.instagram.apiUrl = fake.url;
  t.config.providers.instagram.tokenUrl = `${fake.url}/oauth/access_token`;
});
afterAll(() => fake.close());

let seq = 0;
const authorize = (m: TMember, accountId = m.accountId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/accounts/${accountId}/instagram/authorization`,
    headers: m.headers,
  });

/** The whole login: the authorize URL's state, then Instagram's redirect back with a code. */
const connect = async (admin: TMember, flavour = 'ok', igId = `${Date.now()}${++seq}`) => {
  const url = new URL((await authorize(admin)).json<{ url: string }>().url);
  const state = url.searchParams.get('state')!;
  const back = await t.app.inject({
    method: 'GET',
    url: `/instagram/callback?${new URLSearchParams({ code: `${igId}:${flavour}`, state })}`,
  });
  return { igId, location: String(back.headers.location), status: back.statusCode };
};

const inboxIdOf = (location: string) => Number(/inboxes\/new\/(\d+)\/agents$/.exec(location)?.[1]);

const post = (payload: unknown, signature?: string) => {
  const raw = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/instagram',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? hubSignature('ig-secret', raw) },
    payload: raw,
  });
};
const ig = (igId: string, ...messaging: Record<string, unknown>[]) => ({
  object: 'instagram',
  entry: [{ id: igId, time: Date.now(), messaging }],
});
const dm = (igId: string, igsid: string, message: Record<string, unknown>) => ({
  sender: { id: igsid },
  recipient: { id: igId },
  timestamp: Date.now(),
  message,
});
let sidSeq = 0;
const newSid = () => `igsid-${Date.now()}-${++sidSeq}`;

describe('Instagram business login', () => {
  it('gives the authorize URL with the scopes and a signed state; the callback makes the inbox', async () => {
    const admin = await buildAdmin(t);
    const res = await authorize(admin);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe('https://www.instagram.com/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('ig-app');
    expect(url.searchParams.get('redirect_uri')).toBe('https://helpdesk.test/instagram/callback');
    expect(url.searchParams.get('scope')).toBe('instagram_business_basic,instagram_business_manage_messages');

    const { igId, location, status } = await connect(admin);
    expect(status).toBe(302);
    expect(location).toMatch(
      new RegExp(`^https://helpdesk.test/app/accounts/${admin.accountId}/settings/inboxes/new/\\d+/agents$`),
    );
    const inbox = await api<Record<string, unknown>>(t, admin, 'GET', `/inboxes/${inboxIdOf(location)}`);
    expect(inbox).toMatchObject({ channel_type: 'Channel::Instagram', name: `shop_${igId}`, instagram_id: igId });
    expect(JSON.stringify(inbox)).not.toContain('long-');
    const [row] = await t.database.db.select().from(channelInstagram).where(eq(channelInstagram.instagramId, igId));
    // The token is sealed at rest, and expires in 60 days.
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.accessToken).not.toContain('long-');
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
    expect(fake.requests.some((r) => r.method === 'POST' && r.url.startsWith('/v22.0/me/subscribed_apps'))).toBe(true);
  });

  it('refuses another account, an agent and no token; a forged state connects nothing', async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    expect((await authorize(stranger, admin.accountId)).statusCode).toBe(404);
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await authorize(agent)).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/instagram/authorization`,
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/instagram/callback?code=1:ok&state=abc.def' });
    expect(forged.statusCode).toBe(400);
    // A refused code goes back to the channel page with the reason.
    const refused = await connect(admin, 'x', 'bad');
    expect(refused.location).toContain('/settings/inboxes/new/instagram?instagram_error=token_refused');
  });
});

describe('Instagram webhook', () => {
  it('answers the verification only for IG_VERIFY_TOKEN; refuses a bad signature', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/webhooks/instagram?hub.mode=subscribe&hub.verify_token=ig-verify&hub.challenge=777',
    });
    expect(ok.body).toBe('777');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/webhooks/instagram?hub.mode=subscribe&hub.verify_token=no&hub.challenge=1',
    });
    expect(bad.statusCode).toBe(401);
    const admin = await buildAdmin(t);
    const { igId } = await connect(admin);
    const payload = ig(igId, dm(igId, newSid(), { mid: 'forged', text: 'hi' }));
    expect((await post(payload, hubSignature('other', JSON.stringify(payload)))).statusCode).toBe(401);
    expect((await post(payload, '')).statusCode).toBe(401);
    expect((await snapshot(t, admin)).messages).toHaveLength(0);
  });

  it('stores text, attachments, a story mention and a story reply', async () => {
    const admin = await buildAdmin(t);
    const { igId } = await connect(admin);
    const sid = newSid();
    const cdn = `${fake.url}/cdn/photo.png`;
    await post(
      ig(
        igId,
        dm(igId, sid, { mid: `a_${igId}`, text: 'Hello shop' }),
        dm(igId, sid, { mid: `b_${igId}`, attachments: [{ type: 'image', payload: { url: cdn } }] }),
        dm(igId, sid, { mid: `c_${igId}`, attachments: [{ type: 'story_mention', payload: { url: cdn } }] }),
        dm(igId, sid, { mid: `d_${igId}`, text: 'Love it', reply_to: { story: { url: cdn, id: 'st1' } } }),
      ),
    );
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ name: 'Sara Ali' }]);
    expect(s.messages.map((m) => [m.content, m.contentAttributes])).toEqual([
      ['Hello shop', expect.anything()],
      [null, expect.anything()],
      [null, expect.objectContaining({ image_type: 'story_mention' })],
      ['Love it', expect.objectContaining({ story_url: cdn, story_id: 'st1' })],
    ]);
    await drainJobs(t.deps, { names: ['providers.fetch_media'] });
    const [file] = await t.database.db.select().from(attachments).where(eq(attachments.messageId, s.messages[1]!.id));
    expect(file).toMatchObject({ fileType: 0, extension: 'png', fileSize: PNG.length });
  });

  it('sends the reply through the Graph API; its echo and the phone’s echoes are stored once', async () => {
    const admin = await buildAdmin(t);
    const { igId } = await connect(admin);
    const sid = newSid();
    await post(ig(igId, dm(igId, sid, { mid: `in_${igId}`, text: 'price?' })));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    const reply = await replyAsAgent(t, admin, conv!.id, '20 euros');
    await drain(t);
    const call = fake.requests.find((r) => r.url === '/v22.0/me/messages')!;
    expect(call.headers.authorization).toBe(`Bearer long-${igId}:ok`);
    expect(JSON.parse(call.body)).toEqual({ recipient: { id: sid }, message: { text: '20 euros' } });
    const row = await messageRow(t, reply.id);
    expect(row.sourceId).toMatch(/^ig_out_/);

    const echo = (mid: string, words: string) => ({
      sender: { id: igId },
      recipient: { id: sid },
      timestamp: Date.now(),
      message: { mid, text: words, is_echo: true },
    });
    await post(ig(igId, echo(row.sourceId!, '20 euros')));
    await post(ig(igId, echo(`phone_${igId}`, 'Typed on the phone')));
    await post(ig(igId, echo(`phone_${igId}`, 'Typed on the phone')));
    expect((await snapshot(t, admin)).messages.map((m) => [m.content, m.messageType])).toEqual([
      ['price?', 0],
      ['20 euros', 1],
      ['Typed on the phone', 1],
    ]);
    fake.requests.length = 0;
    await drain(t);
    expect(fake.requests.filter((r) => r.url === '/v22.0/me/messages')).toHaveLength(0);
    await post(
      ig(igId, { sender: { id: sid }, recipient: { id: igId }, timestamp: Date.now(), read: { mid: row.sourceId } }),
    );
    expect((await messageRow(t, reply.id)).status).toBe(2);
  });

  it('sends text and two images as three parts; the echo of every part is ours, stored once', async () => {
    const admin = await buildAdmin(t);
    const { igId } = await connect(admin);
    const sid = newSid();
    await post(ig(igId, dm(igId, sid, { mid: `in_${igId}`, text: 'photos?' })));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    const png = (filename: string) => ({ name: 'attachments[]', filename, type: 'image/png', bytes: PNG_1PX });
    const f = multipartForm({ content: 'Here they are', message_type: 'outgoing' }, [png('a.png'), png('b.png')]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${conv!.id}/messages`,
      headers: { ...admin.headers, ...f.headers },
      payload: f.payload,
    });
    expect(res.statusCode).toBe(200);
    await drain(t);
    type TSend = { message: { text?: string; attachment?: { type: string } } };
    const sends = fake.requests.filter((r) => r.url === '/v22.0/me/messages').map((r) => JSON.parse(r.body) as TSend);
    expect(sends.map((b) => b.message.text ?? b.message.attachment?.type)).toEqual(['Here they are', 'image', 'image']);
    const row = await messageRow(t, res.json<{ id: number }>().id);
    const first = Number(row.sourceId!.replace('ig_out_', ''));
    const echo = (mid: string, message: Record<string, unknown>) => ({
      sender: { id: igId },
      recipient: { id: sid },
      timestamp: Date.now(),
      message: { mid, is_echo: true, ...message },
    });
    const image = { attachments: [{ type: 'image', payload: { url: `${fake.url}/part.png` } }] };
    await post(ig(igId, echo(`ig_out_${first}`, { text: 'Here they are' })));
    await post(ig(igId, echo(`ig_out_${first + 1}`, image)));
    await post(ig(igId, echo(`ig_out_${first + 2}`, image)));
    // Only the one reply: no part came back as a message typed on the phone.
    expect((await snapshot(t, admin)).messages.map((m) => [m.content, m.messageType])).toEqual([
      ['photos?', 0],
      ['Here they are', 1],
    ]);
  });

  it('fails a reply outside the 24-hour window with the reason, sending nothing', async () => {
    const admin = await buildAdmin(t);
    const { igId } = await connect(admin);
    await post(ig(igId, dm(igId, newSid(), { mid: `old_${igId}`, text: 'old' })));
    const {
      conversations: [conv],
      messages: [incoming],
    } = await snapshot(t, admin);
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(and(eq(messages.id, incoming!.id)));
    fake.requests.length = 0;
    const late = await replyAsAgent(t, admin, conv!.id, 'Sorry for the wait');
    await drain(t);
    await expectFailedWith(t, late.id, 'Outside the 24-hour messaging window');
    expect(fake.requests.filter((r) => r.url === '/v22.0/me/messages')).toHaveLength(0);
  });

  it('with ENABLE_INSTAGRAM_CHANNEL_HUMAN_AGENT sends a late reply tagged HUMAN_AGENT, up to 7 days', async () => {
    const admin = await buildAdmin(t);
    const { igId } = await connect(admin);
    await post(ig(igId, dm(igId, newSid(), { mid: `tag_${igId}`, text: 'still there?' })));
    const {
      conversations: [conv],
      messages: [incoming],
    } = await snapshot(t, admin);
    const age = async (days: number) =>
      t.database.db
        .update(messages)
        .set({ createdAt: new Date(Date.now() - days * 24 * 3600 * 1000) })
        .where(eq(messages.id, incoming!.id));
    t.config.providers.instagram.humanAgentTag = true;
    try {
      await age(3);
      fake.requests.length = 0;
      const tagged = await replyAsAgent(t, admin, conv!.id, 'Yes, here');
      await drain(t);
      const call = fake.requests.find((r) => r.url === '/v22.0/me/messages')!;
      expect(JSON.parse(call.body)).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
      expect((await messageRow(t, tagged.id)).sourceId).toMatch(/^ig_out_/);
      await age(8);
      fake.requests.length = 0;
      const late = await replyAsAgent(t, admin, conv!.id, 'Too late');
      await drain(t);
      await expectFailedWith(t, late.id, 'Outside the 7-day human agent window');
      expect(fake.requests.filter((r) => r.url === '/v22.0/me/messages')).toHaveLength(0);
    } finally {
      t.config.providers.instagram.humanAgentTag = false;
    }
  });

  it('flags the inbox when the token is refused (190); a new login reconnects it, keeping the conversation', async () => {
    const admin = await buildAdmin(t);
    const { igId, location } = await connect(admin, 'expired');
    const inboxId = inboxIdOf(location);
    await post(ig(igId, dm(igId, newSid(), { mid: `x_${igId}`, text: 'anyone?' })));
    const [conv] = (await snapshot(t, admin)).conversations;
    const before = await lastEventId(t, admin.accountId);
    const failed = await replyAsAgent(t, admin, conv!.id, 'Yes!');
    await drain(t);
    await expectFailedWith(t, failed.id, 'Error validating access token');
    const flagged = await api<{ reauthorization_required: boolean }>(t, admin, 'GET', `/inboxes/${inboxId}`);
    expect(flagged.reauthorization_required).toBe(true);
    expect(await eventsAfter(t, admin.accountId, before, 'inbox.reauthorization_required')).toHaveLength(1);

    // Another account cannot take the Instagram account over.
    const stranger = await buildAdmin(t);
    expect((await connect(stranger, 'ok', igId)).location).toContain('instagram_error=in_another_account');

    const again = await connect(admin, 'ok', igId);
    expect(again.location).toBe(`https://helpdesk.test/app/accounts/${admin.accountId}/settings/inboxes/${inboxId}`);
    const fixed = await api<{ reauthorization_required: boolean }>(t, admin, 'GET', `/inboxes/${inboxId}`);
    expect(fixed.reauthorization_required).toBe(false);
    const ok = await replyAsAgent(t, admin, conv!.id, 'Back online');
    await drain(t);
    expect((await messageRow(t, ok.id)).sourceId).toMatch(/^ig_out_/);
    expect((await snapshot(t, admin)).conversations).toHaveLength(1);
  });
});
