import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, channelFacebookPages, contacts, messages } from '../../../db/schema/index.ts';
import { drainJobs } from '../../../jobs/drain.ts';
import { drainConsumers } from '../../../events/dispatcher.ts';
import { reauthorizationMailConsumer } from '../../../consumers/reauthorizationMail.consumer.ts';
import { startSmtpSink, type TSmtpSink } from '../../email/testing/smtpSink.ts';
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

const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  FB_APP_ID: 'fb-app',
  FB_APP_SECRET: 'fb-secret',
  FB_VERIFY_TOKEN: 'verify-me',
  FB_API_VERSION: 'v19.0',
  FRONTEND_URL: 'https://helpdesk.test',
});
let fake: TFakeProvider;
let smtp: TSmtpSink;
let sent = 0;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Page ids are unique per test so pages of other tests' accounts never receive these events. */
let pageSeq = 0;

beforeAll(async () => {
  fake = await startFakeProvider((req) => {
    const url = new URL(req.url, 'http://x');
    const token = url.searchParams.get('access_token');
    if (url.pathname.endsWith('/subscribed_apps')) return { status: 200, body: { success: true } };
    if (url.pathname === '/v19.0/oauth/access_token')
      return { status: 200, body: { access_token: `long-${url.searchParams.get('fb_exchange_token')}` } };
    if (url.pathname === '/v19.0/me/accounts') {
      const page = (token ?? '').replace('long-', '');
      return { status: 200, body: { data: [{ id: page, name: 'Acme', access_token: `fresh-${page}` }] } };
    }
    if (url.pathname === '/v19.0/me/messages') {
      if (token?.startsWith('expired'))
        return {
          status: 400,
          body: {
            error: { message: 'Error validating access token: Session has expired', type: 'OAuthException', code: 190 },
          },
        };
      return { status: 200, body: { recipient_id: 'x', message_id: `m_out_${++sent}` } };
    }
    if (url.pathname.endsWith('.png')) return { status: 200, body: PNG };
    if (/^\/v19\.0\/psid-/.test(url.pathname))
      return {
        status: 200,
        body: { first_name: 'Layla', last_name: 'Aziz', profile_pic: `${fake.url}/avatar.png` },
      };
    return { status: 404, body: { error: { message: 'Unknown path', code: 803 } } };
  });
  t.config.providers.facebook.apiUrl = fake.url;
  smtp = await startSmtpSink();
  t.config.smtp = { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, pass: undefined };
});
afterAll(async () => {
  await fake.close();
  await smtp.close();
});

const connectPage = async (admin: TMember, token = 'page-token') => {
  const pageId = `${Date.now()}${++pageSeq}`;
  const inbox = await api<{ id: number }>(t, admin, 'POST', '/callbacks/register_facebook_page', {
    user_access_token: 'user-token',
    page_access_token: token,
    page_id: pageId,
    inbox_name: 'Acme Messenger',
  });
  return { ...inbox, pageId };
};

const post = (payload: unknown, signature?: string) => {
  const raw = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: '/bot',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? hubSignature('fb-secret', raw) },
    payload: raw,
  });
};

const page = (pageId: string, ...messaging: Record<string, unknown>[]) => ({
  object: 'page',
  entry: [{ id: pageId, time: Date.now(), messaging }],
});
const text = (pageId: string, psid: string, mid: string, body: string, extra: Record<string, unknown> = {}) => ({
  sender: { id: psid },
  recipient: { id: pageId },
  timestamp: Date.now(),
  message: { mid, text: body, ...extra },
});

let psidSeq = 0;
const newPsid = () => `psid-${Date.now()}-${++psidSeq}`;

describe('Messenger webhook', () => {
  it('answers the verification with the challenge only for FB_VERIFY_TOKEN', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/bot?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=12345',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('12345');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/bot?hub.mode=subscribe&hub.verify_token=no&hub.challenge=1',
    });
    expect(bad.statusCode).toBe(401);
  });

  it('subscribes the page on connection; stores a text once, with the contact’s name and avatar', async () => {
    const admin = await buildAdmin(t);
    const { pageId } = await connectPage(admin);
    const sub = fake.requests.find((r) => r.url.startsWith(`/v19.0/${pageId}/subscribed_apps`))!;
    expect(sub.method).toBe('POST');
    expect(sub.url).toContain('message_echoes');
    const psid = newPsid();
    const seq = await lastEventId(t, admin.accountId);
    expect((await post(page(pageId, text(pageId, psid, 'm_1', 'Hello page')))).statusCode).toBe(200);
    expect((await post(page(pageId, text(pageId, psid, 'm_1', 'Hello page')))).statusCode).toBe(200);
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ name: 'Layla Aziz' }]);
    expect(s.conversations).toMatchObject([{ contact_inbox: { source_id: psid } }]);
    expect(s.messages).toMatchObject([{ content: 'Hello page', sourceId: 'm_1', messageType: 0 }]);
    expect(await eventsAfter(t, admin.accountId, seq, 'message.created')).toHaveLength(1);
    await drainJobs(t.deps, { names: ['providers.contact_avatar'] });
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.accountId, admin.accountId));
    expect(contact!.avatarKey).toMatch(/^contacts\/.+\.png$/);
  });

  it('refuses a bad or missing signature and writes nothing', async () => {
    const admin = await buildAdmin(t);
    const { pageId } = await connectPage(admin);
    const payload = page(pageId, text(pageId, newPsid(), 'm_bad', 'forged'));
    expect((await post(payload, hubSignature('other-secret', JSON.stringify(payload)))).statusCode).toBe(401);
    expect((await post(payload, '')).statusCode).toBe(401);
    expect((await snapshot(t, admin)).messages).toHaveLength(0);
  });

  it('keeps quick replies, postbacks and attachments (downloaded through the guard)', async () => {
    const admin = await buildAdmin(t);
    const { pageId } = await connectPage(admin);
    const psid = newPsid();
    await post(
      page(
        pageId,
        text(pageId, psid, 'm_q', 'Yes please', { quick_reply: { payload: 'YES' } }),
        {
          sender: { id: psid },
          recipient: { id: pageId },
          timestamp: Date.now(),
          postback: { mid: 'm_pb', title: 'Get started', payload: 'START' },
        },
        {
          sender: { id: psid },
          recipient: { id: pageId },
          timestamp: Date.now(),
          message: { mid: 'm_img', attachments: [{ type: 'image', payload: { url: `${fake.url}/cdn/photo.png` } }] },
        },
      ),
    );
    const { messages: rows } = await snapshot(t, admin);
    expect(rows.map((m) => [m.content, m.contentAttributes])).toEqual([
      ['Yes please', expect.objectContaining({ quick_reply_payload: 'YES' })],
      ['Get started', expect.objectContaining({ postback_payload: 'START' })],
      [null, expect.anything()],
    ]);
    await drainJobs(t.deps, { names: ['providers.fetch_media'] });
    const [file] = await t.database.db.select().from(attachments).where(eq(attachments.messageId, rows[2]!.id));
    expect(file).toMatchObject({ fileType: 0, extension: 'png', fileSize: PNG.length });
  });

  it('sends the agent’s reply through Graph; its echo is not stored twice; receipts move its status', async () => {
    const admin = await buildAdmin(t);
    const { pageId } = await connectPage(admin);
    const psid = newPsid();
    await post(page(pageId, text(pageId, psid, 'm_in', 'hi')));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    const reply = await replyAsAgent(t, admin, conv!.id, 'How can we help?');
    await drain(t);
    const call = fake.requests.find((r) => r.url.startsWith('/v19.0/me/messages'))!;
    expect(call.url).toContain('access_token=page-token');
    const body = JSON.parse(call.body) as {
      recipient: { id: string };
      message: { text: string; metadata: string };
      messaging_type: string;
    };
    expect(body).toMatchObject({
      recipient: { id: psid },
      message: { text: 'How can we help?' },
      messaging_type: 'RESPONSE',
    });
    const row = await messageRow(t, reply.id);
    expect(row.sourceId).toMatch(/^m_out_/);

    // The echo of our reply (carrying our metadata), and an echo of a message typed in Facebook's inbox.
    const echo = (mid: string, words: string, metadata?: string) => ({
      sender: { id: pageId },
      recipient: { id: psid },
      timestamp: Date.now(),
      message: { mid, text: words, is_echo: true, app_id: 1, ...(metadata && { metadata }) },
    });
    await post(page(pageId, echo(row.sourceId!, 'How can we help?', body.message.metadata)));
    await post(page(pageId, echo('m_page_1', 'Typed on Facebook')));
    await post(page(pageId, echo('m_page_1', 'Typed on Facebook')));
    const after = (await snapshot(t, admin)).messages;
    expect(after.map((m) => [m.content, m.messageType])).toEqual([
      ['hi', 0],
      ['How can we help?', 1],
      ['Typed on Facebook', 1],
    ]);
    // Already sent by Facebook: it is not sent again.
    fake.requests.length = 0;
    await drain(t);
    expect(fake.requests.filter((r) => r.url.startsWith('/v19.0/me/messages'))).toHaveLength(0);

    const receipt = (kind: Record<string, unknown>) => ({
      sender: { id: psid },
      recipient: { id: pageId },
      timestamp: Date.now(),
      ...kind,
    });
    await post(page(pageId, receipt({ delivery: { mids: [row.sourceId], watermark: Date.now() } })));
    expect((await messageRow(t, reply.id)).status).toBe(1);
    await post(page(pageId, receipt({ read: { watermark: Date.now() + 1000 } })));
    expect((await messageRow(t, reply.id)).status).toBe(2);
  });

  it('fails a reply outside the 24-hour window with the reason; HUMAN_AGENT extends it to 7 days', async () => {
    const admin = await buildAdmin(t);
    const { pageId } = await connectPage(admin);
    await post(page(pageId, text(pageId, newPsid(), `m_old_${pageId}`, 'old question')));
    const {
      conversations: [conv],
      messages: [incoming],
    } = await snapshot(t, admin);
    const backdate = (days: number) =>
      t.database.db
        .update(messages)
        .set({ createdAt: new Date(Date.now() - days * 24 * 3600 * 1000) })
        .where(and(eq(messages.id, incoming!.id)));
    await backdate(2);
    fake.requests.length = 0;
    const late = await replyAsAgent(t, admin, conv!.id, 'Sorry for the wait');
    await drain(t);
    await expectFailedWith(t, late.id, 'Outside the 24-hour messaging window');
    expect(fake.requests.filter((r) => r.url.startsWith('/v19.0/me/messages'))).toHaveLength(0);

    t.config.providers.facebook.humanAgentTag = true;
    try {
      const tagged = await replyAsAgent(t, admin, conv!.id, 'Following up');
      await drain(t);
      const call = fake.requests.find((r) => r.url.startsWith('/v19.0/me/messages'))!;
      expect(JSON.parse(call.body)).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
      expect((await messageRow(t, tagged.id)).status).toBe(0);
      await backdate(8);
      const tooLate = await replyAsAgent(t, admin, conv!.id, 'Still there?');
      await drain(t);
      await expectFailedWith(t, tooLate.id, 'Outside the 7-day human agent window');
    } finally {
      t.config.providers.facebook.humanAgentTag = false;
    }
  });

  it('flags the inbox when Facebook refuses the token; reconnecting keeps the conversation and clears it', async () => {
    const admin = await buildAdmin(t);
    const { id: inboxId, pageId } = await connectPage(admin, 'expired-token');
    await post(page(pageId, text(pageId, newPsid(), `m_x_${pageId}`, 'anyone?')));
    const [conv] = (await snapshot(t, admin)).conversations;
    const seq = await lastEventId(t, admin.accountId);
    const failed = await replyAsAgent(t, admin, conv!.id, 'Yes!');
    await drain(t);
    await expectFailedWith(t, failed.id, 'Session has expired');
    expect(
      (await api<{ reauthorization_required: boolean }>(t, admin, 'GET', `/inboxes/${inboxId}`))
        .reauthorization_required,
    ).toBe(true);
    expect(await eventsAfter(t, admin.accountId, seq, 'account.cache_invalidated')).toHaveLength(1);
    // The administrators hear of it once (a second refusal does not flag or mail again).
    await replyAsAgent(t, admin, conv!.id, 'Hello?');
    await drain(t);
    expect(await eventsAfter(t, admin.accountId, seq, 'inbox.reauthorization_required')).toHaveLength(1);
    await drainConsumers(t.deps, [reauthorizationMailConsumer]);
    const mails = smtp.mails.filter((x) => x.envelope.to.includes(admin.user.email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('The inbox Acme Messenger needs to be reconnected');
    expect(mails[0]!.parsed.text).toContain(`/settings/inboxes/${inboxId}`);

    // Another account's administrator cannot reconnect it; an agent cannot either.
    const stranger = await buildAdmin(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${stranger.accountId}/callbacks/reauthorize_page`,
      headers: stranger.headers,
      payload: { omniauth_token: pageId, inbox_id: inboxId },
    });
    expect(foreign.statusCode).toBe(404);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const asAgent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/callbacks/reauthorize_page`,
      headers: agent.headers,
      payload: { omniauth_token: pageId, inbox_id: inboxId },
    });
    expect(asAgent.statusCode).toBe(401);
    // A login that does not manage the page is refused, naming the field.
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/callbacks/reauthorize_page`,
      headers: admin.headers,
      payload: { omniauth_token: 'some-other-page', inbox_id: inboxId },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ attributes: string[] }>().attributes).toEqual(['omniauth_token']);

    const fixed = await api<{ id: number; reauthorization_required: boolean }>(
      t,
      admin,
      'POST',
      '/callbacks/reauthorize_page',
      {
        omniauth_token: pageId,
        inbox_id: inboxId,
      },
    );
    expect(fixed).toMatchObject({ id: inboxId, reauthorization_required: false });
    const [channel] = await t.database.db
      .select()
      .from(channelFacebookPages)
      .where(eq(channelFacebookPages.pageId, pageId));
    expect(channel).toMatchObject({ pageAccessToken: `fresh-${pageId}`, reauthorizationRequiredAt: null });
    const again = await replyAsAgent(t, admin, conv!.id, 'Back online');
    await drain(t);
    expect((await messageRow(t, again.id)).status).toBe(0);
    expect((await snapshot(t, admin)).conversations).toHaveLength(1);
  });

  it('delivers a page’s events only to the inboxes connected to that page', async () => {
    const a = await buildAdmin(t);
    const b = await buildAdmin(t);
    const { pageId } = await connectPage(a);
    await connectPage(b);
    await post(page(pageId, text(pageId, newPsid(), `m_t_${pageId}`, 'for A only')));
    expect((await snapshot(t, a)).messages).toHaveLength(1);
    expect((await snapshot(t, b)).messages).toHaveLength(0);
  });
});
