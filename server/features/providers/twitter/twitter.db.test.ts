import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, channelTwitterProfiles, contacts } from '../../../db/schema/index.ts';
import { drainJobs } from '../../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../../test/factories.ts';
import {
  api,
  drain,
  eventsAfter,
  expectFailedWith,
  lastEventId,
  messageRow,
  replyAsAgent,
  snapshot,
} from '../../../test/fakeProvider.ts';
import { startFakeX, xDirectMessage, xWebhookSignature, type TFakeX, type TFakeXUser } from '../../../test/fakeX.ts';

const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  TWITTER_CONSUMER_KEY: 'x-key',
  TWITTER_CONSUMER_SECRET: 'x-secret',
  TWITTER_ENVIRONMENT: 'dev',
  FRONTEND_URL: 'https://helpdesk.test',
});
let fake: TFakeX;

beforeAll(async () => {
  fake = await startFakeX({ consumerKey: 'x-key', consumerSecret: 'x-secret' });
  t.config.providers.twitter.apiUrl = fake.url;
});
afterAll(() => fake.close());

let seq = 0;
const newUser = (name = 'acme'): TFakeXUser => ({ id: `${Date.now()}${++seq}`, screenName: `${name}_${seq}` });

const authorize = (m: TMember, accountId = m.accountId) =>
  t.app.inject({ method: 'POST', url: `/api/v1/accounts/${accountId}/twitter/authorization`, headers: m.headers });

/** The whole sign-in: the authorize URL's request token, then X's redirect back with the verifier. */
const connect = async (admin: TMember, user = newUser()) => {
  fake.state.nextUser = user;
  const res = await authorize(admin);
  expect(res.statusCode).toBe(200);
  const token = new URL(res.json<{ url: string }>().url).searchParams.get('oauth_token')!;
  const back = await t.app.inject({
    method: 'GET',
    url: `/twitter/callback?${new URLSearchParams({ oauth_token: token, oauth_verifier: `verifier-${token}` })}`,
  });
  return { user, token, status: back.statusCode, location: String(back.headers.location) };
};
const inboxIdOf = (location: string) => Number(/inboxes\/new\/(\d+)\/agents$/.exec(location)?.[1]);

const post = (payload: unknown, signature?: string) => {
  const raw = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/twitter',
    headers: {
      'content-type': 'application/json',
      'x-twitter-webhooks-signature': signature ?? xWebhookSignature('x-secret', raw),
    },
    payload: raw,
  });
};

describe('Sign in with X', () => {
  it('creates the inbox with sealed tokens and subscribes the account activity webhook', async () => {
    const admin = await buildAdmin(t);
    const res = await authorize(admin);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth/authorize`);
    const requestCall = fake.requests.find((r) => r.path === '/oauth/request_token')!;
    expect(requestCall.oauth.oauth_callback).toBe('https://helpdesk.test/twitter/callback');

    const { user, location, status, token } = await connect(admin);
    expect(status).toBe(302);
    expect(location).toMatch(
      new RegExp(`^https://helpdesk.test/app/accounts/${admin.accountId}/settings/inboxes/new/\\d+/agents$`),
    );
    const inbox = await api<Record<string, unknown>>(t, admin, 'GET', `/inboxes/${inboxIdOf(location)}`);
    expect(inbox).toMatchObject({
      channel_type: 'Channel::TwitterProfile',
      name: user.screenName,
      reauthorization_required: false,
    });
    const [row] = await t.database.db
      .select()
      .from(channelTwitterProfiles)
      .where(eq(channelTwitterProfiles.profileId, user.id));
    expect(row).toMatchObject({ accountId: admin.accountId, tweetsEnabled: true });
    // Both tokens are sealed at rest and never presented.
    expect(row!.twitterAccessToken).toMatch(/^v1\./);
    expect(row!.twitterAccessToken).not.toContain('access');
    expect(row!.twitterAccessTokenSecret).not.toContain('accsecret');
    expect(JSON.stringify(inbox)).not.toContain('access');
    expect(fake.webhooks).toContain('https://helpdesk.test/webhooks/twitter');
    expect(fake.subscriptions.has(user.id)).toBe(true);
    expect(
      fake.requests.filter((r) => r.path === '/1.1/account_activity/all/dev/subscriptions.json').at(-1)?.oauth
        .oauth_token,
    ).toBe(fake.tokensOf(user.id)[0]);

    // The request token works once.
    const again = await t.app.inject({
      method: 'GET',
      url: `/twitter/callback?oauth_token=${token}&oauth_verifier=verifier-${token}`,
    });
    expect(again.statusCode).toBe(400);
    // A second account's sign-in keeps the one registered webhook.
    await connect(await buildAdmin(t));
    expect(fake.webhooks.filter((w) => w === 'https://helpdesk.test/webhooks/twitter')).toHaveLength(1);
  });

  it('refuses another account, an agent and no token; a cancelled or forged callback connects nothing', async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    expect((await authorize(stranger, admin.accountId)).statusCode).toBe(404);
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await authorize(agent)).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/twitter/authorization`,
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/twitter/callback?oauth_token=nope&oauth_verifier=v' });
    expect(forged.statusCode).toBe(400);

    const token = new URL((await authorize(admin)).json<{ url: string }>().url).searchParams.get('oauth_token')!;
    const cancelled = await t.app.inject({ method: 'GET', url: `/twitter/callback?denied=${token}` });
    expect(cancelled.headers.location).toBe(
      `https://helpdesk.test/app/accounts/${admin.accountId}/settings/inboxes/new/twitter?twitter_error=denied`,
    );
    // A wrong verifier: X refuses the access token.
    const other = new URL((await authorize(admin)).json<{ url: string }>().url).searchParams.get('oauth_token')!;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/twitter/callback?oauth_token=${other}&oauth_verifier=x`,
    });
    expect(String(refused.headers.location)).toContain('/settings/inboxes/new/twitter?twitter_error=token_refused');
    expect((await api<{ payload: unknown[] }>(t, admin, 'GET', '/inboxes')).payload).toHaveLength(0);
  });
});

describe('X account activity webhook', () => {
  it('answers the CRC check with the HMAC of the consumer secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/webhooks/twitter?crc_token=challenge-123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response_token: xWebhookSignature('x-secret', 'challenge-123') });
    expect((await t.app.inject({ method: 'GET', url: '/webhooks/twitter' })).statusCode).toBe(422);
  });

  it('refuses a bad or missing signature and writes nothing', async () => {
    const admin = await buildAdmin(t);
    const { user } = await connect(admin);
    const payload = xDirectMessage(user.id, { id: `f${seq}`, from: newUser('eve'), to: user, text: 'forged' });
    expect((await post(payload, xWebhookSignature('other', JSON.stringify(payload)))).statusCode).toBe(401);
    expect((await post(payload, '')).statusCode).toBe(401);
    expect((await snapshot(t, admin)).messages).toHaveLength(0);
  });

  it('stores a DM once, with the contact, its avatar and the photo fetched through the guard', async () => {
    const admin = await buildAdmin(t);
    const { user } = await connect(admin);
    const customer = { ...newUser('sara'), name: 'Sara Ali', avatar: `${fake.url}/media/avatar.png` };
    const dm = xDirectMessage(user.id, {
      id: `in-${customer.id}`,
      from: customer,
      to: user,
      text: 'Where is my order?',
      mediaUrl: `${fake.url}/media/dm/photo.png`,
    });
    expect((await post(dm)).statusCode).toBe(200);
    expect((await post(dm)).statusCode).toBe(200);
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ name: 'Sara Ali' }]);
    expect(s.conversations).toHaveLength(1);
    expect(s.conversations[0]!.contact_inbox?.source_id).toBe(customer.id);
    expect(s.messages.map((m) => [m.content, m.messageType, m.sourceId])).toEqual([
      ['Where is my order?', 0, `in-${customer.id}`],
    ]);
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, s.contacts[0]!.id));
    expect(contact!.additionalAttributes).toMatchObject({
      screen_name: customer.screenName,
      social_profiles: { twitter: customer.screenName },
    });
    await drainJobs(t.deps, { names: ['providers.fetch_media', 'providers.contact_avatar'] });
    const [file] = await t.database.db.select().from(attachments).where(eq(attachments.messageId, s.messages[0]!.id));
    expect(file).toMatchObject({ fileType: 0, extension: 'png' });
    // The media download was signed with the user's tokens.
    expect(fake.requests.find((r) => r.path === '/media/dm/photo.png')?.oauth.oauth_token).toBe(
      fake.tokensOf(user.id)[0],
    );
    const [withAvatar] = await t.database.db.select().from(contacts).where(eq(contacts.id, s.contacts[0]!.id));
    expect(withAvatar!.avatarKey).toBeTruthy();

    // Another account (another X user) sees nothing of it.
    const stranger = await buildAdmin(t);
    await connect(stranger);
    expect((await snapshot(t, stranger)).messages).toHaveLength(0);
  });

  it('sends the reply as a DM; its echo and the user’s own DMs are stored once each', async () => {
    const admin = await buildAdmin(t);
    const { user } = await connect(admin);
    const customer = newUser('omar');
    await post(xDirectMessage(user.id, { id: `q-${customer.id}`, from: customer, to: user, text: 'Open today?' }));
    const [conv] = (await snapshot(t, admin)).conversations;
    const reply = await replyAsAgent(t, admin, conv!.id, 'Until six.');
    await drain(t);
    const out = fake.sent.find((s) => s.recipientId === customer.id)!;
    expect(out).toMatchObject({ userId: user.id, text: 'Until six.' });
    const row = await messageRow(t, reply.id);
    expect(row).toMatchObject({ sourceId: out.id, status: 0 });

    const echo = (id: string, text: string) => xDirectMessage(user.id, { id, from: user, to: customer, text });
    await post(echo(out.id, 'Until six.'));
    await post(echo(`phone-${customer.id}`, 'Typed in the X app'));
    await post(echo(`phone-${customer.id}`, 'Typed in the X app'));
    expect((await snapshot(t, admin)).messages.map((m) => [m.content, m.messageType])).toEqual([
      ['Open today?', 0],
      ['Until six.', 1],
      ['Typed in the X app', 1],
    ]);
    await drain(t);
    expect(fake.sent.filter((s) => s.recipientId === customer.id)).toHaveLength(1);
  });

  it('a revoked token fails the reply and flags the inbox; signing in again keeps it and clears the flag', async () => {
    const admin = await buildAdmin(t);
    const { user, location } = await connect(admin);
    const inboxId = inboxIdOf(location);
    const customer = newUser('lina');
    await post(xDirectMessage(user.id, { id: `r-${customer.id}`, from: customer, to: user, text: 'Hello?' }));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.revoke(user.id);
    const before = await lastEventId(t, admin.accountId);
    const failed = await replyAsAgent(t, admin, conv!.id, 'Hi!');
    await drain(t);
    await expectFailedWith(t, failed.id, 'Invalid or expired token');
    const flagged = await api<{ reauthorization_required: boolean }>(t, admin, 'GET', `/inboxes/${inboxId}`);
    expect(flagged.reauthorization_required).toBe(true);
    expect(await eventsAfter(t, admin.accountId, before, 'inbox.reauthorization_required')).toHaveLength(1);

    const again = await connect(admin, user);
    expect(again.location).toBe(`https://helpdesk.test/app/accounts/${admin.accountId}/settings/inboxes/${inboxId}`);
    const fixed = await api<{ reauthorization_required: boolean }>(t, admin, 'GET', `/inboxes/${inboxId}`);
    expect(fixed.reauthorization_required).toBe(false);
    expect((await api<{ payload: unknown[] }>(t, admin, 'GET', '/inboxes')).payload).toHaveLength(1);
    const ok = await replyAsAgent(t, admin, conv!.id, 'Back again');
    await drain(t);
    expect((await messageRow(t, ok.id)).status).toBe(0);
    expect((await snapshot(t, admin)).conversations).toHaveLength(1);
  });
});
