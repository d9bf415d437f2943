import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';

export interface TCapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** The whole message as received (headers and every MIME part). */
  raw: string;
}

const headerOf = (head: string, name: string) =>
  head.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';

/** Decodes the quoted-printable bodies nodemailer writes for long lines (links!). */
const decodeQuotedPrintable = (body: string) =>
  body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const parse = (raw: string, to: string[]): TCapturedMail => {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split).trimStart() : '';
  const encoding = headerOf(head, 'Content-Transfer-Encoding').trim().toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject: headerOf(head, 'Subject').trim(), text, raw };
};

/**
 * The one SMTP server the app under test delivers to, started once for the run (e2e/globalSetup.ts): every caught
 * mail is appended to a JSON-lines file, so each Playwright worker reads the same mail without a port of its own.
 */
export const startMailCatcher = async (port: number, file: string) => {
  fs.writeFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        fs.appendFileSync(file, `${JSON.stringify(parse(Buffer.concat(chunks).toString('utf8'), to))}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
};

/** The mail the run's catcher has caught so far; tests read links out of it. */
export class Mailbox {
  constructor(private readonly file: string) {}

  get mails(): TCapturedMail[] {
    const lines = fs.existsSync(this.file) ? fs.readFileSync(this.file, 'utf8').split('\n') : [];
    return lines.filter(Boolean).map((line) => JSON.parse(line) as TCapturedMail);
  }

  /** Waits for a mail to `to` whose subject matches, and returns the first link in it. */
  async waitForLink(to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.mails;
      const mail = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (link) return link;
      if (Date.now() > deadline) {
        const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ');
        throw new Error(`no mail to ${to} matching ${String(subject)} within ${timeoutMs} ms; got:\n  ${seen}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
