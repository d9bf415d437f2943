import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { hasDovecot, startDovecot, type TDovecot } from '../../test/dovecot.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { api } from '../../test/fakeProvider.ts';
import { createEmailInbox, rawEmail, uniqueAddress } from './testing/emailFixtures.ts';
import { startSmtpSink, type TSmtpSink } from './testing/smtpSink.ts';
import { startImapFetcher, type TImapFetcher } from './imapFetcher.ts';

// Against a real IMAP server: Debian's dovecot, started by this file on a free port (server/test/dovecot.ts).
// CI installs it (.ci/run); a machine without it skips these, CI never does.
const available = await hasDovecot();
if (!available && process.env.CI) throw new Error('dovecot-imapd is not installed (.ci/run installs it)');

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS, PROVIDER_TIMEOUT_MS: '5000', IMAP_SCAN_SECONDS: '3600' });
let dovecot: TDovecot;
let smtp: TSmtpSink;
let fetcher: TImapFetcher | null = null;
const users: Record<string, string> = {};
for (let i = 0; i < 3; i++) users[uniqueAddress(`dove${i}`)] = `pw-${i}`;
const logins = Object.keys(users);

beforeAll(async () => {
  if (!available) return;
  dovecot = await startDovecot(users);
  smtp = await startSmtpSink();
  t.config.smtp = { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, pass: undefined };
});
afterAll(async () => {
  await fetcher?.stop();
  await smtp?.close();
  await dovecot?.stop();
});

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await drainJobs(t.deps, { names: ['email.import', 'email.deliver'] });
    if (await check()) return Date.now();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
};

const messagesOf = (inboxId: number) =>
  t.database.db.select().from(messages).where(eq(messages.inboxId, inboxId)).orderBy(messages.id);
const incomingOf = async (inboxId: number) => (await messagesOf(inboxId)).filter((m) => m.messageType === 0);

/** Saves an inbox's IMAP settings pointing at dovecot as `login` with `password`; the save checks the connection. */
const saveImap = (admin: TMember, inboxId: number, login: string, password: string | undefined) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/accounts/${admin.accountId}/inboxes/${inboxId}`,
    headers: admin.headers,
    payload: {
      channel: {
        imap_enabled: true,
        imap_address: dovecot.host,
        imap_port: dovecot.port,
        imap_login: login,
        imap_password: password,
        imap_enable_ssl: false,
      },
    },
  });

/** An email inbox whose IMAP settings point at a dovecot mailbox. */
const dovecotInbox = async (admin: TMember, login: string) => {
  const inbox = await createEmailInbox(t, admin, { email: login });
  const res = await saveImap(admin, inbox.id, login, users[login]);
  expect(res.statusCode, res.body).toBe(200);
  return inbox;
};

const customerMail = (to: string, n: string, extra: Record<string, unknown> = {}) =>
  rawEmail({
    from: 'Carla <carla@customer.test>',
    to,
    subject: `Order ${n}`,
    messageId: `<${n}@customer.test>`,
    date: new Date(),
    text: `About order ${n}.`,
    ...extra,
  });

describe.skipIf(!available)('IMAP against dovecot', () => {
  it('a wrong password is refused on save, naming the login', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin, { email: uniqueAddress('wrong') });
    const res = await saveImap(admin, inbox.id, logins[0]!, 'nope');
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('imap_password');
  });

  it('new mail appears as a conversation within seconds; a reply threads on both sides', async () => {
    const admin = await buildAdmin(t);
    const login = logins[0]!;
    const inbox = await dovecotInbox(admin, login);
    fetcher = startImapFetcher(t.deps, { pollMs: 60_000, scanMs: 60_000 });
    await fetcher.scanNow();
    expect(fetcher.held()).toContain(inbox.id);
    // The first pass (an empty mailbox) and IDLE: then mail is delivered by dovecot's own delivery agent.
    await new Promise((r) => setTimeout(r, 500));
    const delivered = Date.now();
    await dovecot.deliver(login, await customerMail(login, 'o1'));
    const seen = await until(async () => (await incomingOf(inbox.id)).length === 1);
    expect(seen - delivered).toBeLessThan(5000);
    const [conv] = await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inbox.id));

    // Our side → the customer's: the reply carries the threading headers.
    await api(t, admin, 'POST', `/conversations/${conv!.displayId}/messages`, { content: 'Shipped today.' });
    await until(() => Promise.resolve(smtp.mails.some((m) => m.parsed.inReplyTo === '<o1@customer.test>')));
    const sent = smtp.mails.find((m) => m.parsed.inReplyTo === '<o1@customer.test>')!;
    expect(sent.parsed.references).toEqual('<o1@customer.test>');
    expect(sent.parsed.subject).toBe('Re: Order o1');
    const ourId = sent.parsed.messageId!;

    // The customer's answer to our reply → our side: it joins the same conversation.
    await dovecot.deliver(
      login,
      await customerMail(login, 'o2', {
        subject: 'Re: Order o1',
        inReplyTo: ourId,
        references: ['<o1@customer.test>', ourId],
      }),
    );
    await until(async () => (await incomingOf(inbox.id)).length === 2);
    const [, answer] = await incomingOf(inbox.id);
    expect(answer!.conversationId).toBe(conv!.id);
    await fetcher.stop();
    fetcher = null;
  });

  it('a UIDVALIDITY change imports nothing twice', async () => {
    const admin = await buildAdmin(t);
    const login = logins[1]!;
    const inbox = await dovecotInbox(admin, login);
    await dovecot.deliver(login, await customerMail(login, 'u1'));
    await dovecot.deliver(login, await customerMail(login, 'u2'));
    fetcher = startImapFetcher(t.deps, { pollMs: 60_000, scanMs: 60_000 });
    await fetcher.scanNow();
    await until(async () => (await incomingOf(inbox.id)).length === 2);
    await fetcher.stop();

    // The server renumbers the mailbox (a new UIDVALIDITY), and one more mail arrives.
    await dovecot.setUidValidity(login, 'INBOX', 1_000 + Math.floor(Math.random() * 1_000_000));
    await dovecot.deliver(login, await customerMail(login, 'u3'));
    fetcher = startImapFetcher(t.deps, { pollMs: 60_000, scanMs: 60_000 });
    await fetcher.scanNow();
    await until(async () => (await incomingOf(inbox.id)).length === 3);
    await new Promise((r) => setTimeout(r, 1000));
    await drainJobs(t.deps, { names: ['email.import'] });
    expect((await incomingOf(inbox.id)).map((m) => m.sourceId)).toEqual([
      'u1@customer.test',
      'u2@customer.test',
      'u3@customer.test',
    ]);
    await fetcher.stop();
    fetcher = null;
  });
});
