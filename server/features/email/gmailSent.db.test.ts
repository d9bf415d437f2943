import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { hasDovecot, startDovecot } from '../../test/dovecot.ts';
import { api } from '../../test/fakeProvider.ts';
import { buildAdmin } from '../../test/factories.ts';
import { startFakeMailOauth } from '../../test/fakeMailOauth.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { startImapFetcher } from './imapFetcher.ts';
import { rawEmail, uniqueAddress } from './testing/emailFixtures.ts';
import { startSmtpSink } from './testing/smtpSink.ts';

// A Gmail mailbox played by a real dovecot that takes XOAUTH2 and asks the local Google's tokeninfo whose
// token it is, with an SMTP server that takes XOAUTH2 too. CI installs dovecot (.ci/run); elsewhere it skips.
const available = await hasDovecot();
if (!available && process.env.CI) throw new Error('dovecot-imapd is not installed (.ci/run installs it)');

const fake = await startFakeMailOauth();
const dovecot = available
  ? await startDovecot({}, { oauthTokenInfoUrl: `${fake.url}/google/tokeninfo?access_token=` })
  : null;
const smtp = await startSmtpSink({ xoauth2: (user, token) => fake.emailOf(token) === user });

const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  ...fake.env,
  FRONTEND_URL: 'https://desk.acme.test',
  PROVIDER_TIMEOUT_MS: '5000',
  IMAP_SCAN_SECONDS: '3600',
  GOOGLE_IMAP_ADDRESS: '127.0.0.1',
  GOOGLE_IMAP_PORT: String(dovecot?.port ?? 1),
  GOOGLE_SMTP_ADDRESS: '127.0.0.1',
  GOOGLE_SMTP_PORT: String(smtp.port),
});

afterAll(async () => {
  await dovecot?.stop();
  await smtp.close();
  await fake.close();
});

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await drainJobs(t.deps, { names: ['email.import', 'email.deliver'] });
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
};

describe.skipIf(!available)('a Gmail mailbox over XOAUTH2, against dovecot', () => {
  it('reads new mail with the access token, and files each reply in the sent folder once', async () => {
    const admin = await buildAdmin(t);
    const email = uniqueAddress('gmail-sent');
    // Sign in with Google: the consent page consents at once; the callback makes the inbox.
    const auth = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/google/authorization`,
      headers: admin.headers,
      payload: { email },
    });
    expect(auth.statusCode, auth.body).toBe(200);
    const consent = await fetch(auth.json<{ url: string }>().url, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    const back = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    const inboxId = Number(/inboxes\/new\/(\d+)/.exec(String(back.headers.location))?.[1]);
    expect(inboxId).toBeGreaterThan(0);

    await dovecot!.deliver(
      email,
      await rawEmail({
        from: 'Dana <dana@customer.test>',
        to: email,
        subject: 'Invoice copy',
        messageId: '<inv1@customer.test>',
        date: new Date(),
        text: 'Could you send the invoice again?',
      }),
    );
    const fetcher = startImapFetcher(t.deps, { pollMs: 60_000, scanMs: 60_000 });
    try {
      await fetcher.scanNow();
      await until(
        async () =>
          (await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inboxId))).length === 1,
      );
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${await dovecot!.log()}`, { cause: err });
    } finally {
      await fetcher.stop();
    }
    const [conv] = await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inboxId));

    await api(t, admin, 'POST', `/conversations/${conv!.displayId}/messages`, { content: 'Attached again.' });
    await until(async () => (await dovecot!.messages(email, 'Sent')).length > 0);
    const out = smtp.mails.at(-1)!.parsed;
    expect(smtp.mails.at(-1)!.user).toBe(email);
    const filed = await dovecot!.messages(email, 'Sent');
    expect(filed).toHaveLength(1);
    const copy = await simpleParser(Buffer.from(filed[0]!));
    // The very mail that went out: same Message-ID, threading and words.
    expect(copy.messageId).toBe(out.messageId);
    expect(copy.inReplyTo).toBe('<inv1@customer.test>');
    expect(copy.subject).toBe('Re: Invoice copy');
    expect(copy.text).toContain('Attached again.');
    const [reply] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conv!.id))
      .orderBy(messages.id)
      .then((rows) => rows.filter((m) => m.messageType === 1));
    expect(reply?.status).not.toBe('failed');

    // A second reply: the folder holds two, each once.
    await api(t, admin, 'POST', `/conversations/${conv!.displayId}/messages`, { content: 'And the receipt.' });
    await until(async () => (await dovecot!.messages(email, 'Sent')).length === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await dovecot!.messages(email, 'Sent')).toHaveLength(2);
  });
});
