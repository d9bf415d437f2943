import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { channelEmails, conversations, emailMailboxes, events, inboxes } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { api } from '../../test/fakeProvider.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { startFakeMailOauth } from '../../test/fakeMailOauth.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { startImapServer } from '../../test/imapServer.ts';
import { startImapFetcher, type TImapFetcher } from './imapFetcher.ts';
import { refreshMailTokens } from './mailOauthRefresh.job.ts';
import { rawEmail, uniqueAddress } from './testing/emailFixtures.ts';
import { startSmtpSink } from './testing/smtpSink.ts';

// The local Google/Microsoft, an IMAP server that takes XOAUTH2, and an SMTP server that takes XOAUTH2.
const fake = await startFakeMailOauth();
const tokens: Record<string, string[]> = {};
const imap = await startImapServer({ tokens });
const smtp = await startSmtpSink({ xoauth2: (user, token) => fake.emailOf(token) === user });

const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  ...fake.env,
  FRONTEND_URL: 'https://desk.acme.test',
  PROVIDER_TIMEOUT_MS: '3000',
  IMAP_FETCHING: 'false',
  GOOGLE_IMAP_ADDRESS: '127.0.0.1',
  GOOGLE_IMAP_PORT: String(imap.port),
  GOOGLE_SMTP_ADDRESS: '127.0.0.1',
  GOOGLE_SMTP_PORT: String(smtp.port),
  MICROSOFT_IMAP_ADDRESS: '127.0.0.1',
  MICROSOFT_IMAP_PORT: String(imap.port),
});
const fetchers: TImapFetcher[] = [];

afterAll(async () => {
  await Promise.all(fetchers.map((f) => f.stop()));
  await imap.close();
  await smtp.close();
  await fake.close();
});

const authorize = (m: TMember, provider: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${m.accountId}/${provider}/authorization`,
    headers: m.headers,
    payload: body,
  });

/** The browser's trip: the consent page (which consents at once) redirects to our callback, which redirects on. */
const signIn = async (m: TMember, provider: 'google' | 'microsoft', body: Record<string, unknown>) => {
  const res = await authorize(m, provider, body);
  expect(res.statusCode, res.body).toBe(200);
  const consent = await fetch(res.json<{ url: string }>().url, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location') ?? '');
  expect(callback.origin + callback.pathname).toBe(`https://desk.acme.test/${provider}/callback`);
  const back = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  return { back, callback };
};

const inboxIdOf = (location: string) => Number(/settings\/inboxes\/(?:new\/)?(\d+)/.exec(location)?.[1]);

const channelOf = async (inboxId: number) => {
  const [row] = await t.database.db
    .select({ channel: channelEmails })
    .from(inboxes)
    .innerJoin(channelEmails, eq(channelEmails.id, inboxes.channelId))
    .where(eq(inboxes.id, inboxId));
  return row!.channel;
};

const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
};

describe('Gmail and Microsoft 365 sign-in', () => {
  it('Google: consent, code for tokens, the address from userinfo, an inbox on Gmail servers; tokens sealed', async () => {
    const admin = await buildAdmin(t);
    const email = uniqueAddress('gmail');
    const { back } = await signIn(admin, 'google', { email });
    expect(back.statusCode).toBe(302);
    const location = back.headers.location as string;
    expect(location).toMatch(
      new RegExp(`^https://desk\\.acme\\.test/app/accounts/${admin.accountId}/settings/inboxes/new/\\d+/agents$`),
    );
    const inboxId = inboxIdOf(location);
    const channel = await channelOf(inboxId);
    expect(channel).toMatchObject({
      email,
      provider: 'google',
      imapEnabled: true,
      imapAddress: '127.0.0.1',
      imapPort: imap.port,
      smtpEnabled: true,
      smtpAddress: '127.0.0.1',
      imapPassword: null,
    });
    const [access] = fake.accessTokensOf(email);
    expect(access).toBeTruthy();
    // Encrypted at rest: neither token appears in the row.
    expect(JSON.stringify(channel.providerConfig)).not.toContain(access);
    expect(JSON.stringify(channel.providerConfig)).not.toContain('refresh-');
    const shown = await api<Record<string, unknown>>(t, admin, 'GET', `/inboxes/${inboxId}`);
    expect(shown).toMatchObject({ provider: 'google', email, reauthorization_required: false });
    expect(JSON.stringify(shown)).not.toContain(access);
  });

  it('Microsoft: the address comes from the id_token; a second sign-in of the address updates the same inbox', async () => {
    const admin = await buildAdmin(t);
    const email = uniqueAddress('o365');
    const first = await signIn(admin, 'microsoft', { email });
    const inboxId = inboxIdOf(first.back.headers.location as string);
    expect(await channelOf(inboxId)).toMatchObject({ email, provider: 'microsoft', imapAddress: '127.0.0.1' });
    const again = await signIn(admin, 'microsoft', { email });
    expect(again.back.headers.location).toBe(
      `https://desk.acme.test/app/accounts/${admin.accountId}/settings/inboxes/${inboxId}`,
    );
    const rows = await t.database.db.select().from(channelEmails).where(eq(channelEmails.email, email));
    expect(rows).toHaveLength(1);
  });

  it('IMAP logs in with XOAUTH2 and SMTP sends with XOAUTH2, each with the access token', async () => {
    const admin = await buildAdmin(t);
    const email = uniqueAddress('xoauth');
    const inboxId = inboxIdOf((await signIn(admin, 'google', { email })).back.headers.location as string);
    tokens[email] = fake.accessTokensOf(email);
    imap.deliver(
      email,
      await rawEmail({
        from: 'Ann <ann@customer.test>',
        to: email,
        subject: 'Hi',
        messageId: '<x1@c.test>',
        text: 'Hello',
      }),
    );
    const f = startImapFetcher(t.deps, { pollMs: 200, scanMs: 60_000, backoffMs: 20, maxBackoffMs: 20 });
    fetchers.push(f);
    await f.scanNow();
    await until(async () => {
      await drainJobs(t.deps, { names: ['email.import'] });
      return (await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inboxId))).length > 0;
    });
    expect(imap.commands).toContain('AUTHENTICATE');
    const [conv] = await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inboxId));
    const sent = await api<{ id: number }>(t, admin, 'POST', `/conversations/${conv!.displayId}/messages`, {
      content: 'On it',
    });
    expect(sent.id).toBeGreaterThan(0);
    await drainJobs(t.deps, { names: ['email.deliver'] });
    expect(smtp.logins.at(-1)).toEqual({ user: email, token: fake.accessTokensOf(email).at(-1) });
    await f.stop();
  });

  it('refreshes a token before it expires; a revoked grant flags the inbox after three refusals; re-sign-in clears it', async () => {
    const admin = await buildAdmin(t);
    const email = uniqueAddress('refresh');
    fake.settings.expiresIn = 120; // inside the refresh margin: due at once
    const inboxId = inboxIdOf((await signIn(admin, 'google', { email })).back.headers.location as string);
    const before = fake.accessTokensOf(email).length;
    await refreshMailTokens(t.deps);
    expect(fake.accessTokensOf(email).length).toBe(before + 1);
    expect(fake.calls.some((c) => c.grant === 'refresh_token')).toBe(true);

    fake.revoke(email);
    for (let i = 0; i < 3; i++) await refreshMailTokens(t.deps);
    const [state] = await t.database.db.select().from(emailMailboxes).where(eq(emailMailboxes.inboxId, inboxId));
    expect(state).toMatchObject({ reauthorizationRequired: true, authFailures: 3 });
    expect((await api<Record<string, unknown>>(t, admin, 'GET', `/inboxes/${inboxId}`)).reauthorization_required).toBe(
      true,
    );
    const raised = await t.database.db.select().from(events).where(eq(events.name, 'inbox.reauthorization_required'));
    expect(raised.some((e) => (e.data as { inbox_id?: number }).inbox_id === inboxId)).toBe(true);

    fake.settings.expiresIn = 3600;
    const { back } = await signIn(admin, 'google', { inbox_id: inboxId });
    expect(back.headers.location).toBe(
      `https://desk.acme.test/app/accounts/${admin.accountId}/settings/inboxes/${inboxId}`,
    );
    expect((await api<Record<string, unknown>>(t, admin, 'GET', `/inboxes/${inboxId}`)).reauthorization_required).toBe(
      false,
    );
  });

  it('a re-sign-in as another mailbox changes nothing; a denied consent returns to the form', async () => {
    const admin = await buildAdmin(t);
    const email = uniqueAddress('same');
    const inboxId = inboxIdOf((await signIn(admin, 'google', { email })).back.headers.location as string);
    fake.settings.consentAs = uniqueAddress('other');
    const other = await signIn(admin, 'google', { inbox_id: inboxId });
    fake.settings.consentAs = null;
    expect(other.back.headers.location).toContain(`/settings/inboxes/${inboxId}?oauth_error=other_mailbox`);
    fake.settings.deny = true;
    const denied = await signIn(admin, 'google', { email: uniqueAddress('deny') });
    fake.settings.deny = false;
    expect(denied.back.headers.location).toContain('/settings/inboxes/new/email?oauth_error=access_denied');
  });

  it('tenancy: agents, other accounts and forged or replayed states start or finish nothing', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId, role: 'agent' });
    const stranger = await buildAdmin(t);
    const email = uniqueAddress('tenant');
    const inboxId = inboxIdOf((await signIn(admin, 'google', { email })).back.headers.location as string);
    expect((await authorize(agent, 'google', { email })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/accounts/${admin.accountId}/google/authorization`,
          payload: { email },
        })
      ).statusCode,
    ).toBe(401);
    // Another account's inbox cannot be signed in again from this one.
    expect((await authorize(stranger, 'google', { inbox_id: inboxId })).statusCode).toBe(404);
    // A state altered, or made for the other provider, is refused.
    const url = new URL((await authorize(admin, 'google', { email })).json<{ url: string }>().url);
    const state = url.searchParams.get('state') ?? '';
    const forged = `${Buffer.from(JSON.stringify({ prv: 'google', acc: stranger.accountId, uid: stranger.user.id, inb: null, exp: 9e9, n: 'x' })).toString('base64url')}.${state.split('.')[1]}`;
    for (const [path, s] of [
      ['/google/callback', forged],
      ['/microsoft/callback', state],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?code=x&state=${encodeURIComponent(s)}` });
      expect(res.statusCode).toBe(400);
    }
    // An address already an inbox of another account is not taken over.
    const taken = await signIn(stranger, 'google', { email });
    expect(taken.back.headers.location).toContain('oauth_error=email_taken');
  });
});
