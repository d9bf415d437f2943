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

/** A local SMTP server the app under test delivers to; tests read links out of the mail it caught. */
export class Mailbox {
  readonly mails: TCapturedMail[] = [];
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          this.mails.push(parse(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
  }

  listen(port: number) {
    return new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for a mail to `to` whose subject matches, and returns the first link in it. */
  async waitForLink(to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (link) return link;
      if (Date.now() > deadline) {
        const seen = this.mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ');
        throw new Error(`no mail to ${to} matching ${String(subject)} within ${timeoutMs} ms; got:\n  ${seen}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
