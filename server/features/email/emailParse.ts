import crypto from 'node:crypto';
import type { AddressObject, SimpleParserOptions } from 'mailparser';
import { AppError } from '../../lib/appError.ts';
import { ZRelayedMail } from './relayedMail.ts';
import { errorText } from '../../lib/serverText.ts';

export interface TAddress {
  address: string;
  name: string;
}

export interface TParsedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** The Content-ID an HTML body may point at (cid:…), without angle brackets. */
  cid: string | null;
}

export interface TParsedEmail {
  /** Message-ID without angle brackets; a hash of the raw message when the header is missing. */
  messageId: string;
  inReplyTo: string | null;
  /** Oldest first. */
  references: string[];
  subject: string;
  from: TAddress | null;
  to: TAddress[];
  cc: TAddress[];
  /** Delivered-To / X-Original-To / Envelope-To: where a relay or forwarder actually delivered it. */
  deliveredTo: string[];
  date: Date | null;
  text: string;
  html: string | null;
  files: TParsedFile[];
  /** Auto-Submitted (other than "no"), Precedence bulk/auto_reply, X-Autoreply / X-Autorespond. */
  isAutoReply: boolean;
  /** A delivery status notification (multipart/report) or a mail from MAILER-DAEMON / postmaster. */
  isBounce: boolean;
}

const bare = (id: string) => id.trim().replace(/^<|>$/g, '');
const idsIn = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v : (v ?? '').split(/\s+/))
    .flatMap((s) => s.match(/<[^<>\s]+>|[^<>\s]+@[^<>\s]+/g) ?? [])
    .map(bare)
    .filter((s) => s.length > 0 && s.length <= 255);

/**
 * The Message-ID a message is stored under (messages.source_id): the header's id without brackets, or for a
 * message without one a digest of its bytes (the same message fetched twice has the same id).
 */
export const messageIdOf = (header: string | undefined, raw: Buffer) =>
  (header ? idsIn(header)[0] : undefined) ??
  `sha256-${crypto.createHash('sha256').update(raw).digest('hex')}@hash.invalid`;

/** The Message-ID header's value in a block of header lines (an IMAP fetch of HEADER.FIELDS (MESSAGE-ID)). */
export const messageIdHeaderIn = (headers: string) =>
  /^message-id:[ \t]*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(headers)?.[1]?.replace(/\r?\n/g, ' ').trim() || undefined;

const addresses = (v: AddressObject | AddressObject[] | undefined): TAddress[] =>
  (Array.isArray(v) ? v : v ? [v] : [])
    .flatMap((o) => o.value)
    .flatMap((a) => (a.group ? a.group : [a]))
    .filter((a): a is { address: string; name: string } => typeof a.address === 'string' && a.address.includes('@'))
    .map((a) => ({ address: a.address.toLowerCase(), name: a.name.trim() }));

const headerText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : Array.isArray(v)
      ? v.map(headerText).join(',')
      : v && typeof v === 'object' && 'text' in v && typeof v.text === 'string'
        ? v.text
        : v && typeof v === 'object' && 'value' in v && typeof v.value === 'string'
          ? v.value
          : '';

const emailsIn = (s: string) => (s.match(/[^\s<>,;"']+@[^\s<>,;"']+/g) ?? []).map((a) => a.toLowerCase());

/** Parses a raw RFC 822 message (mailparser) into what routing and storing need. */
export const parseEmail = async (raw: Buffer): Promise<TParsedEmail> => {
  // keepCidLinks: inline images stay cid: links (rewritten to stored files later), never data: URIs.
  // mailparser loads with the first inbound mail, not with the server (start-up memory, bench:boot).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { keepCidLinks: true } as SimpleParserOptions);
  const checked = ZRelayedMail.safeParse(parsed);
  if (!checked.success) throw new AppError('bad_request', errorText('notRfc822'));
  const mail = { ...parsed, ...checked.data };
  const header = (name: string) => headerText(mail.headers.get(name)).toLowerCase().trim();
  const delivered = mail.headerLines
    .filter((l) => /^(delivered-to|x-original-to|envelope-to|x-forwarded-to)$/i.test(l.key))
    .flatMap((l) => emailsIn(l.line.slice(l.line.indexOf(':') + 1)));
  const from = addresses(mail.from)[0] ?? null;
  const auto = header('auto-submitted');
  const precedence = header('precedence');
  const contentType = header('content-type');
  return {
    messageId: messageIdOf(mail.messageId, raw),
    inReplyTo: idsIn(mail.inReplyTo)[0] ?? null,
    references: idsIn(mail.references),
    subject: (mail.subject ?? '').trim(),
    from,
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    deliveredTo: [...new Set(delivered)],
    date: mail.date ?? null,
    text: (mail.text ?? '').trim(),
    html: mail.html && mail.html.trim() !== '' ? mail.html : null,
    files: mail.attachments.map((a) => ({
      fileName: a.filename ?? 'attachment',
      contentType: a.contentType || 'application/octet-stream',
      bytes: a.content,
      cid: a.contentId ? bare(a.contentId) : (a.cid ?? null),
    })),
    isAutoReply:
      (auto !== '' && auto !== 'no') ||
      ['bulk', 'auto_reply', 'junk', 'list'].includes(precedence) ||
      mail.headers.has('x-autoreply') ||
      mail.headers.has('x-autorespond'),
    isBounce:
      contentType.startsWith('multipart/report') || /^(mailer-daemon|postmaster)@/i.test(from?.address ?? '') || !from,
  };
};
