import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TSunkMail {
  envelope: { from: string; to: string[] };
  /** The login the client gave, when it authenticated. */
  user: string | null;
  raw: string;
  parsed: ParsedMail;
}

/**
 * A local SMTP server for tests: keeps every message (envelope, login, parsed) and can be told to answer
 * the next RCPT TO with an error (e.g. 550) to play a refusing server. `auth`: a password login it requires;
 * `xoauth2`: it takes XOAUTH2 sign-ins only, letting in those the check accepts (Gmail's and Microsoft's way).
 */
export const startSmtpSink = async (
  opts: { auth?: { user: string; pass: string }; xoauth2?: (user: string, accessToken: string) => boolean } = {},
) => {
  const mails: TSunkMail[] = [];
  const logins: { user: string; token: string }[] = [];
  const refusals: { code: number; text: string }[] = [];
  const signsIn = Boolean(opts.auth ?? opts.xoauth2);
  const server = new SMTPServer({
    authOptional: !signsIn,
    allowInsecureAuth: true,
    disabledCommands: signsIn ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    ...(opts.xoauth2 && { authMethods: ['XOAUTH2'] }),
    logger: false,
    onAuth: (auth, _session, callback) => {
      const user = auth.username ?? '';
      if (opts.xoauth2) logins.push({ user, token: auth.accessToken ?? '' });
      const ok = opts.xoauth2
        ? opts.xoauth2(user, auth.accessToken ?? '')
        : opts.auth && user === opts.auth.user && auth.password === opts.auth.pass;
      if (ok) callback(null, { user });
      else callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
    },
    onRcptTo: (_address, _session, callback) => {
      const refusal = refusals.shift();
      if (refusal) callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
      else callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((parsed) => {
          mails.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            },
            user: typeof session.user === 'string' ? session.user : null,
            raw: raw.toString('utf8'),
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    /** Every XOAUTH2 sign-in tried, with its token, accepted or not. */
    logins,
    /** The next RCPT TO commands are answered with these errors, in order. */
    refuseNext: (...answers: { code: number; text: string }[]) => refusals.push(...answers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TSmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
