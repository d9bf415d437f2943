import type Mail from 'nodemailer/lib/mailer/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { TDeps } from '../../deps.ts';
import { connectImap } from '../../lib/imap/imapConnect.ts';
import { OutboundRefusedError, outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { errorText } from '../../lib/serverText.ts';
import { pinChannelHost, sendMail, transportOptions, type TEmailChannelRow } from './emailTransport.ts';
import { loginSettings } from './imapLogin.ts';
import { isOauthMailbox, mailAccessToken, recordRefusedSignIn } from './mailOauthAccess.ts';
import { MailGrantRefused } from './mailOauthTokens.ts';

/** A mail that will not go out however often it is tried (no SMTP server, a refused sign-in or host). */
export class MailNotSendable extends Error {}

interface TSendingInbox {
  inbox: { id: number; accountId: number };
  channel: TEmailChannelRow;
}

/**
 * How an inbox sends: its own SMTP server or the installation's; a Google or Microsoft mailbox as itself
 * with its access token (XOAUTH2); a tenant-set host checked by the outbound guard. Throws MailNotSendable,
 * or the token endpoint's error when it may pass.
 */
const inboxTransport = async (deps: TDeps, s: TSendingInbox): Promise<SMTPTransport.Options> => {
  let options = transportOptions(deps.config, s.channel);
  if (!options) throw new MailNotSendable(errorText('noSmtpServer'));
  if (isOauthMailbox(s.channel)) {
    try {
      options = {
        ...options,
        auth: {
          type: 'OAuth2',
          user: s.channel.smtpLogin ?? s.channel.email,
          accessToken: await mailAccessToken(deps, s.channel),
        },
      };
    } catch (err) {
      if (!(err instanceof MailGrantRefused)) throw err;
      await recordRefusedSignIn(deps, { inboxId: s.inbox.id, accountId: s.inbox.accountId }, err.message);
      throw new MailNotSendable(errorText('mailboxSignInRefused'));
    }
  }
  try {
    return await pinChannelHost(options, s.channel, outboundPolicy(deps.config));
  } catch (err) {
    if (err instanceof OutboundRefusedError) throw new MailNotSendable(`SMTP ${err.message}`);
    throw err;
  }
};

/** The message as the bytes that go out (Bcc left out), and its envelope. */
const compile = async (mail: Mail.Options) => {
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const node = new MailComposer(mail).compile();
  return { raw: await node.build(), envelope: node.getEnvelope() };
};

/** The mailbox's sent folder: the one marked \Sent (RFC 6154), else Gmail's own name. */
const sentFolderOf = async (client: Awaited<ReturnType<typeof connectImap>>) =>
  (await client.list()).find((f) => f.specialUse === '\\Sent')?.path ?? '[Gmail]/Sent Mail';

/**
 * A copy of what a Gmail inbox sent, appended to its sent folder over IMAP. Gmail's own SMTP server files
 * what it relays too; an append with the same Message-ID and Date replaces that copy rather than adding a
 * second (docs/EMAIL.md). A failure here is logged: the mail itself went out.
 */
const fileInSent = async (deps: TDeps, s: TSendingInbox, raw: Buffer) => {
  try {
    const client = await connectImap(
      await loginSettings(deps, s),
      outboundPolicy(deps.config),
      deps.config.messaging.timeoutMs,
    );
    try {
      await client.append(await sentFolderOf(client), raw, ['\\Seen']);
    } finally {
      await client.logout().catch(() => client.close());
    }
  } catch (err) {
    deps.log.warn({ inboxId: s.inbox.id, err: (err as Error).message }, 'sent copy not filed');
  }
};

/**
 * Sends one mail as an email inbox: the same bytes go out over SMTP and, for a Gmail inbox, into its sent
 * folder. Throws MailNotSendable, or the SMTP error (isPermanentSmtpError tells whether a retry may pass).
 */
export const sendAsInbox = async (deps: TDeps, s: TSendingInbox, mail: Mail.Options) => {
  const options = await inboxTransport(deps, s);
  const { raw, envelope } = await compile(mail);
  await sendMail(options, { envelope, raw });
  if (s.channel.provider === 'google' && s.channel.imapAddress) await fileInSent(deps, s, raw);
};
