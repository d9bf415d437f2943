import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, emailMailboxes, messages } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { startImapServer, type TImapServer } from '../../test/imapServer.ts';
import { connectImap } from '../../lib/imap/imapConnect.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { createEmailInbox, rawEmail, uniqueAddress } from './testing/emailFixtures.ts';
import { startImapFetcher, type TImapFetcher } from './imapFetcher.ts';
import { syncPass } from './imapSync.ts';

// The app's own fetcher scans once at start (before any mailbox exists) and not again during the file: the
// fetchers each test starts are the only ones taking mailboxes, so which node holds one is the test's to say.
const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS, PROVIDER_TIMEOUT_MS: '3000', IMAP_SCAN_SECONDS: '3600' });
let imap: TImapServer;
const fetchers: TImapFetcher[] = [];
/** The test server's logins and passwords, read live: a test adds its mailbox's or changes a password. */
const credentials: Record<string, string> = {};

beforeAll(async () => {
  imap = await startImapServer({ users: credentials });
});
afterAll(async () => {
  await Promise.all(fetchers.map((f) => f.stop()));
  await imap.close();
});

const patchInbox = (admin: TMember, id: number, channel: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/accounts/${admin.accountId}/inboxes/${id}`,
    headers: admin.headers,
    payload: { channel },
  });

/** An email inbox with IMAP on, pointed at the test server with a mailbox of its own. */
const imapInbox = async (admin: TMember) => {
  const login = uniqueAddress('imap');
  credentials[login] = 'secret';
  const inbox = await createEmailInbox(t, admin, { email: login });
  const res = await patchInbox(admin, inbox.id, {
    imap_enabled: true,
    imap_address: '127.0.0.1',
    imap_port: imap.port,
    imap_login: login,
    imap_password: 'secret',
    imap_enable_ssl: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...inbox, login };
};

const mail = (n: string, extra: Record<string, string> = {}) =>
  rawEmail({
    from: `Customer ${n} <customer-${n}@example.test>`,
    to: 'support@acme.test',
    subject: `Question ${n}`,
    messageId: `<m-${n}@example.test>`,
    text: `Body ${n}`,
    ...extra,
  });

const messagesOf = (inboxId: number) =>
  t.database.db.select().from(messages).where(eq(messages.inboxId, inboxId)).orderBy(messages.id);

const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
};

/** A pass over the inbox's mailbox on a connection of the test's own, then the queued imports. */
const passOnce = async (inbox: { id: number; login: string }, accountId: number) => {
  const client = await connectImap(
    { host: '127.0.0.1', port: imap.port, secure: false, user: inbox.login, password: 'secret' },
    outboundPolicy(t.config),
    3000,
  );
  try {
    await client.mailboxOpen('INBOX', { readOnly: true });
    const result = await syncPass(t.deps, client, { inboxId: inbox.id, accountId });
    await drainJobs(t.deps, { names: ['email.import'] });
    return result;
  } finally {
    await client.logout();
  }
};

describe('IMAP settings are checked on save', () => {
  it('422 naming the failed step: login, connection, DNS; 200 once they work', async () => {
    const admin = await buildAdmin(t);
    const login = uniqueAddress('check');
    credentials[login] = 'right';
    const inbox = await createEmailInbox(t, admin, { email: login });
    const base = { imap_enabled: true, imap_address: '127.0.0.1', imap_port: imap.port, imap_login: login };
    const wrong = await patchInbox(admin, inbox.id, { ...base, imap_password: 'wrong', imap_enable_ssl: false });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      attributes: ['channel.imap_password'],
      message: expect.stringContaining('login'),
    });
    const dns = await patchInbox(admin, inbox.id, {
      ...base,
      imap_address: 'imap.nowhere.invalid',
      imap_password: 'right',
      imap_enable_ssl: false,
    });
    expect(dns.statusCode).toBe(422);
    expect(dns.json()).toMatchObject({ attributes: ['channel.imap_address'], message: expect.stringContaining('DNS') });
    const tls = await patchInbox(admin, inbox.id, { ...base, imap_password: 'right', imap_enable_ssl: true });
    expect(tls.statusCode).toBe(422);
    expect(tls.json()).toMatchObject({
      attributes: ['channel.imap_enable_ssl'],
      message: expect.stringContaining('TLS'),
    });
    const ok = await patchInbox(admin, inbox.id, { ...base, imap_password: 'right', imap_enable_ssl: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ imap_enabled: true, imap_address: '127.0.0.1', imap_port: imap.port });
    // Turning IMAP off needs no connection.
    expect((await patchInbox(admin, inbox.id, { imap_enabled: false })).statusCode).toBe(200);
  });

  it('404 for another account, 401 without a token', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    expect((await patchInbox(other, inbox.id, { imap_enabled: true })).statusCode).toBe(404);
    const anon = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}`,
      payload: { channel: { imap_enabled: true } },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('IMAP sync passes', () => {
  it('imports new mail through the inbound email door, peeking only, each message once', async () => {
    const admin = await buildAdmin(t);
    const inbox = await imapInbox(admin);
    imap.deliver(inbox.login, await mail('a1'));
    imap.deliver(inbox.login, await mail('a2', { to: 'alias@elsewhere.test' }));
    const first = await passOnce(inbox, admin.accountId);
    expect(first).toMatchObject({ queued: 2, known: 0, more: false, mode: 'date' });
    const rows = await messagesOf(inbox.id);
    expect(rows.map((m) => [m.sourceId, m.content])).toEqual([
      ['m-a1@example.test', 'Body a1'],
      ['m-a2@example.test', 'Body a2'],
    ]);
    const convs = await t.database.db.select().from(conversations).where(eq(conversations.inboxId, inbox.id));
    expect(convs).toHaveLength(2);
    expect(convs[0]?.additionalAttributes).toMatchObject({ mail_subject: 'Question a1', source: 'email' });
    // Mail is never marked or moved: EXAMINE (read-only), BODY.PEEK, no STORE / MOVE / EXPUNGE.
    expect(imap.mailsOf(inbox.login).every((m) => m.flags.size === 0)).toBe(true);
    expect(imap.commands.filter((c) => /^(STORE|UID STORE|MOVE|UID MOVE|EXPUNGE|SELECT)/.test(c))).toEqual([]);
    expect(imap.commands.some((c) => c.includes('BODY.PEEK[]'))).toBe(true);

    // The next pass asks only for UIDs after the cursor, and finds nothing new.
    const again = await passOnce(inbox, admin.accountId);
    expect(again).toMatchObject({ queued: 0, known: 0, mode: 'uid' });
    imap.deliver(inbox.login, await mail('a3'));
    // The same Message-ID delivered twice (a list copy): one message.
    imap.deliver(inbox.login, await mail('a3'));
    expect(await passOnce(inbox, admin.accountId)).toMatchObject({ queued: 2, mode: 'uid' });
    expect((await messagesOf(inbox.id)).map((m) => m.sourceId)).toEqual([
      'm-a1@example.test',
      'm-a2@example.test',
      'm-a3@example.test',
    ]);
    const [state] = await t.database.db.select().from(emailMailboxes).where(eq(emailMailboxes.inboxId, inbox.id));
    expect(state).toMatchObject({ lastUid: 4, lastError: null, authFailures: 0 });
  });

  it('a changed UIDVALIDITY resyncs by date and imports nothing twice', async () => {
    const admin = await buildAdmin(t);
    const inbox = await imapInbox(admin);
    imap.deliver(inbox.login, await mail('b1'));
    imap.deliver(inbox.login, await mail('b2'));
    await passOnce(inbox, admin.accountId);
    imap.resetUidValidity(inbox.login);
    imap.deliver(inbox.login, await mail('b3'));
    const resync = await passOnce(inbox, admin.accountId);
    expect(resync).toMatchObject({ mode: 'date', known: 2, queued: 1 });
    expect((await messagesOf(inbox.id)).map((m) => m.sourceId)).toEqual([
      'm-b1@example.test',
      'm-b2@example.test',
      'm-b3@example.test',
    ]);
    // Old mail outside the window is not fetched again: the resync only looks a day before the last pass.
    expect(await passOnce(inbox, admin.accountId)).toMatchObject({ mode: 'uid', queued: 0, known: 0 });
  });

  it('queues at most a batch per pass and goes on from the cursor', async () => {
    const admin = await buildAdmin(t);
    const inbox = await imapInbox(admin);
    await passOnce(inbox, admin.accountId);
    for (let i = 0; i < 5; i++) imap.deliver(inbox.login, await mail(`c${i}`));
    const client = await connectImap(
      { host: '127.0.0.1', port: imap.port, secure: false, user: inbox.login, password: 'secret' },
      outboundPolicy(t.config),
      3000,
    );
    try {
      await client.mailboxOpen('INBOX', { readOnly: true });
      const target = { inboxId: inbox.id, accountId: admin.accountId };
      expect(await syncPass(t.deps, client, target, new Date(), 3)).toMatchObject({ queued: 3, more: true });
      expect(await syncPass(t.deps, client, target, new Date(), 3)).toMatchObject({ queued: 2, more: false });
    } finally {
      await client.logout();
    }
    await drainJobs(t.deps, { names: ['email.import'] });
    expect(await messagesOf(inbox.id)).toHaveLength(5);
  });
});

describe('the fetcher', () => {
  it('holds each mailbox on one node, IDLEs and imports new mail within seconds', async () => {
    const admin = await buildAdmin(t);
    const inbox = await imapInbox(admin);
    // Each fetcher scans as it starts: b starts once a holds the mailbox, so which node holds it is known.
    const a = startImapFetcher(t.deps, { pollMs: 60_000, scanMs: 60_000 });
    fetchers.push(a);
    await a.scanNow();
    const b = startImapFetcher(t.deps, { pollMs: 60_000, scanMs: 60_000 });
    fetchers.push(b);
    await b.scanNow();
    expect(a.held()).toContain(inbox.id);
    expect(b.held()).not.toContain(inbox.id);
    await until(() => imap.sessionsOf(inbox.login) === 1 && imap.commands.at(-1) === 'IDLE');

    imap.deliver(inbox.login, await mail('d1'));
    await until(async () => {
      await drainJobs(t.deps, { names: ['email.import'] });
      return (await messagesOf(inbox.id)).length === 1;
    });
    expect(imap.sessionsOf(inbox.login)).toBe(1);

    // The holder stops: its lock goes with it and the other node takes the mailbox.
    await a.stop();
    await b.scanNow();
    expect(b.held()).toContain(inbox.id);
    await until(() => imap.sessionsOf(inbox.login) === 1);
    imap.deliver(inbox.login, await mail('d2'));
    await until(async () => {
      await drainJobs(t.deps, { names: ['email.import'] });
      return (await messagesOf(inbox.id)).length === 2;
    });
    // Switching IMAP off ends the session.
    expect((await patchInbox(admin, inbox.id, { imap_enabled: false })).statusCode).toBe(200);
    await b.scanNow();
    expect(b.held()).not.toContain(inbox.id);
    await until(() => imap.sessionsOf(inbox.login) === 0);
    await b.stop();
  });

  it('records refused logins and flags the inbox after repeated failures', async () => {
    const admin = await buildAdmin(t);
    const inbox = await imapInbox(admin);
    credentials[inbox.login] = 'changed-on-the-server';
    const flagged: number[] = [];
    const f = startImapFetcher(t.deps, {
      pollMs: 60_000,
      scanMs: 60_000,
      backoffMs: 20,
      maxBackoffMs: 20,
      onReauthorizationRequired: ({ inboxId }) => {
        flagged.push(inboxId);
        return Promise.resolve();
      },
    });
    fetchers.push(f);
    await f.scanNow();
    await until(() => flagged.includes(inbox.id));
    const [state] = await t.database.db.select().from(emailMailboxes).where(eq(emailMailboxes.inboxId, inbox.id));
    expect(state).toMatchObject({ reauthorizationRequired: true, lastError: expect.stringContaining('login') });
    expect(state?.authFailures).toBeGreaterThanOrEqual(3);
    // The password is right again: the next connection clears the flag.
    credentials[inbox.login] = 'secret';
    await until(async () => {
      const [s] = await t.database.db.select().from(emailMailboxes).where(eq(emailMailboxes.inboxId, inbox.id));
      return s?.reauthorizationRequired === false;
    });
    await f.stop();
    expect(flagged).toEqual([inbox.id]);
  });
});
