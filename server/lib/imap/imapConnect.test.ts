import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPolicy } from '../outbound/outboundGuard.ts';
import { startImapServer, type TImapServer } from '../../test/imapServer.ts';
import { checkImapConnection, ImapConnectError } from './imapConnect.ts';

const open = outboundPolicy({ allowPrivateNetworkTargets: true });
const guarded = outboundPolicy({ allowPrivateNetworkTargets: false });
let imap: TImapServer;

beforeAll(async () => {
  imap = await startImapServer({ users: { 'help@acme.test': 'secret' } });
});
afterAll(() => imap.close());

const stageOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImapConnectError);
  return (err as ImapConnectError).stage;
};

const settings = { host: '127.0.0.1', secure: false, user: 'help@acme.test', password: 'secret' };

/** A port nothing listens on. */
const closedPort = async () => {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
};

describe('IMAP connection check', () => {
  it('logs in, opens INBOX read-only and logs out', async () => {
    await checkImapConnection({ ...settings, port: imap.port }, open, 3000);
    expect(imap.commands).toContain('EXAMINE INBOX');
    expect(imap.commands).toContain('LOGOUT');
  });

  it('names the step that failed: login, TLS, connect, DNS, the guard', async () => {
    expect(await stageOf(checkImapConnection({ ...settings, port: imap.port, password: 'nope' }, open, 3000))).toBe(
      'login',
    );
    expect(await stageOf(checkImapConnection({ ...settings, port: imap.port, secure: true }, open, 3000))).toBe('tls');
    expect(await stageOf(checkImapConnection({ ...settings, port: await closedPort() }, open, 3000))).toBe('connect');
    expect(
      await stageOf(checkImapConnection({ ...settings, host: 'imap.nowhere.invalid', port: 993 }, open, 3000)),
    ).toBe('dns');
    expect(await stageOf(checkImapConnection({ ...settings, port: imap.port }, guarded, 3000))).toBe('refused');
  });
});
