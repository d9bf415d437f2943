import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const received: { to: string[]; body: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (c: Buffer) => (body += c.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const fakeLog = () => {
  const lines: unknown[] = [];
  const log = {
    info: (obj: unknown) => lines.push(obj),
    error: (obj: unknown) => lines.push(obj),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
};

describe('createMailer', () => {
  it('delivers over SMTP when configured', async () => {
    const { log } = fakeLog();
    const mailer = createMailer(
      {
        smtp: { host: '127.0.0.1', port, secure: false, user: undefined, pass: undefined },
        mailFrom: 'Desk <desk@example.test>',
      },
      log,
    );
    await mailer.send({
      to: 'ada@example.test',
      subject: 'Reset your password',
      text: 'open https://x.test/reset?t=abc',
      link: 'https://x.test/reset?t=abc',
    });
    expect(received.at(-1)?.to).toEqual(['ada@example.test']);
    expect(received.at(-1)?.body).toContain('https://x.test/reset?t=abc');
  });

  it('writes the link to the log when there is no SMTP server', async () => {
    const { log, lines } = fakeLog();
    const mailer = createMailer({ smtp: null, mailFrom: 'x' }, log);
    await mailer.send({ to: 'ada@example.test', subject: 'Invite', text: 't', link: 'https://x.test/invite' });
    expect(lines).toEqual([expect.objectContaining({ to: 'ada@example.test', link: 'https://x.test/invite' })]);
  });

  it('logs a delivery failure instead of failing the request', async () => {
    const { log, lines } = fakeLog();
    const mailer = createMailer(
      { smtp: { host: '127.0.0.1', port: 1, secure: false, user: undefined, pass: undefined }, mailFrom: 'x' },
      log,
    );
    await expect(mailer.send({ to: 'a@example.test', subject: 's', text: 't' })).resolves.toBeUndefined();
    expect(lines).toEqual([
      expect.objectContaining({ to: 'a@example.test', err: expect.stringContaining('ECONNREFUSED') }),
    ]);
  });
});
