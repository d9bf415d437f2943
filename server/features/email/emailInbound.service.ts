import { CONTENT_TYPES } from '../../../common/contracts/conversations.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_MESSAGE } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { storeAttachment, type TStoredFile } from '../attachments/index.ts';
import { messageExists } from '../providers/index.ts';
import { ingestIncoming, type TIngestResult } from '../providers/index.ts';
import type { TInboxRow } from '../providers/index.ts';
import { findConversationByUuid, findEmailInboxes, findThreadInInbox } from './email.repo.ts';
import { findEmailInbox } from './emailMailbox.repo.ts';
import { insertOriginal } from './emailOriginal.repo.ts';
import { htmlToText, sanitizeEmailHtml, splitQuoted } from './emailContent.ts';
import { parseEmail, type TAddress, type TParsedEmail } from './emailParse.ts';

export type TReceiveResult = TIngestResult | { stored: false; reason: 'bounce' | 'auto_reply' | 'no_inbox' };

const REPLY_ADDRESS = /^reply\+([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@(.+)$/i;

interface TRoute {
  inbox: TInboxRow;
  /** The conversation the mail continues, or null for a new one. */
  conversationId: number | null;
  /** contact_inbox.source_id the message is stored under (the conversation's contact for reply+ mail). */
  senderId: string;
}

const recipientsOf = (mail: TParsedEmail) => [
  ...new Set([...mail.to.map((a) => a.address), ...mail.cc.map((a) => a.address), ...mail.deliveredTo]),
];

/** The conversation a reply+<uuid>@<MAILER_INBOUND_EMAIL_DOMAIN> recipient names, if any. */
const replyAddressed = async (deps: TDeps, recipients: string[]) => {
  const replyDomain = deps.config.inboundEmail.replyDomain?.toLowerCase();
  if (!replyDomain) return null;
  for (const address of recipients) {
    const m = REPLY_ADDRESS.exec(address);
    if (!m || m[2] !== replyDomain) continue;
    const found = await findConversationByUuid(deps.db, (m[1] ?? '').toLowerCase());
    if (found) return found;
  }
  return null;
};

/**
 * Where a mail belongs. The inbox: the one whose mailbox it was fetched from, else the inbox of the
 * conversation a reply+<uuid>@ recipient names, else the email inbox it was sent (or forwarded) to. Inside that
 * inbox the conversation holding the message it answers: In-Reply-To, then References (newest first), then
 * the reply+<uuid>@ conversation; none of them: a new conversation (a new subject from a known contact
 * too). A thread is only ever looked up inside the inbox, so a mail to one account never lands in another's.
 */
const routeOf = async (
  deps: TDeps,
  mail: TParsedEmail,
  from: TAddress,
  mailboxOf: number | null,
): Promise<TRoute | null> => {
  const recipients = recipientsOf(mail);
  const replyTo = await replyAddressed(deps, recipients);
  // Mail fetched from an inbox's own mailbox belongs to that inbox, whatever address it was sent to
  // (aliases, lists, Bcc); the relay's mail is routed by its recipients.
  const own = mailboxOf === null ? null : await findEmailInbox(deps.db, mailboxOf);
  if (mailboxOf !== null && !own) return null;
  const candidates = own ? [own] : replyTo ? [] : await findEmailInboxes(deps.db, recipients);
  const rank = (c: (typeof candidates)[number]) =>
    Math.min(
      ...[c.channel.email, c.channel.forwardToEmail].map((a) => {
        const i = recipients.indexOf(a.toLowerCase());
        return i < 0 ? Number.MAX_SAFE_INTEGER : i;
      }),
    );
  const inbox = own?.inbox ?? replyTo?.inbox ?? candidates.sort((a, b) => rank(a) - rank(b))[0]?.inbox;
  if (!inbox) return null;
  const threadIds = [mail.inReplyTo, ...[...mail.references].reverse()].filter((x): x is string => !!x);
  const threaded = await findThreadInInbox(deps.db, inbox.id, threadIds);
  if (threaded !== null) return { inbox, conversationId: threaded, senderId: from.address };
  if (replyTo && replyTo.inbox.id === inbox.id)
    return { inbox, conversationId: replyTo.conversation.id, senderId: replyTo.contactInbox.sourceId };
  return { inbox, conversationId: null, senderId: from.address };
};

/** Attachments written to the upload store; inline ones keep their Content-ID for the HTML's cid: links. */
const storeFiles = async (deps: TDeps, accountId: number, mail: TParsedEmail) => {
  const byCid = new Map<string, TStoredFile>();
  const files: TStoredFile[] = [];
  for (const f of mail.files.slice(0, ATTACHMENTS_PER_MESSAGE)) {
    if (f.bytes.length > ATTACHMENT_MAX_BYTES) continue;
    const stored = await storeAttachment(deps, accountId, {
      bytes: f.bytes,
      fileName: f.fileName,
      contentType: f.contentType,
    });
    files.push(stored);
    if (f.cid) byCid.set(f.cid, stored);
  }
  return { files, byCid };
};

const addressList = (xs: TAddress[]) => xs.map((a) => a.address);

/**
 * One raw email from the relay or from an inbox's IMAP mailbox (`opts.inboxId`): parsed, routed, its files
 * stored and the message ingested through the shared inbound pipeline (contact by From address, reopen,
 * unread, events, Message-ID idempotency). Bounces are dropped; auto-replies only ever join an existing thread.
 */
export const receiveEmail = async (
  deps: TDeps,
  raw: Buffer,
  opts: { inboxId?: number } = {},
): Promise<TReceiveResult> => {
  const mail = await parseEmail(raw);
  if (mail.isBounce || !mail.from) return { stored: false, reason: 'bounce' };
  const from = mail.from;
  const route = await routeOf(deps, mail, from, opts.inboxId ?? null);
  if (!route) return { stored: false, reason: 'no_inbox' };
  if (mail.isAutoReply && route.conversationId === null) return { stored: false, reason: 'auto_reply' };
  // A redelivered mail is answered before its files are written again.
  if (await messageExists(deps.db, route.inbox.id, mail.messageId)) return { stored: false };
  const { files, byCid } = await storeFiles(deps, route.inbox.accountId, mail);
  const cidUrl = (cid: string) => {
    const f = byCid.get(cid);
    return f ? `/uploads/${f.fileKey}` : null;
  };
  const text = splitQuoted(mail.text || (mail.html ? htmlToText(mail.html) : ''));
  const html = mail.html ? sanitizeEmailHtml(mail.html, cidUrl) : null;
  const email = {
    message_id: mail.messageId,
    in_reply_to: mail.inReplyTo,
    references: mail.references,
    subject: mail.subject,
    from: [from.address],
    to: addressList(mail.to),
    cc: addressList(mail.cc),
    date: mail.date?.toISOString() ?? null,
    multipart: Boolean(mail.html && mail.text),
    number_of_attachments: files.length,
    auto_reply: mail.isAutoReply,
    text_content: text,
    html_content: html ? { full: html, reply: sanitizeEmailHtml(mail.html ?? '', cidUrl, true) } : null,
  };
  return ingestIncoming(deps, {
    origin: 'email',
    inbox: route.inbox,
    senderId: route.senderId,
    contact: { name: from.name || from.address.split('@')[0] || from.address, email: from.address },
    message: {
      sourceId: mail.messageId,
      content: (text.reply || text.full).slice(0, 150_000),
      contentType: CONTENT_TYPES.indexOf('incoming_email'),
      contentAttributes: { email, ...(mail.cc.length && { cc_email: addressList(mail.cc) }) },
      files,
      externalCreatedAt: mail.date ? Math.floor(mail.date.getTime() / 1000) : null,
    },
    thread: {
      conversationId: route.conversationId,
      additionalAttributes: {
        mail_subject: mail.subject,
        source: 'email',
        ...(mail.inReplyTo && { in_reply_to: mail.inReplyTo }),
        ...(mail.cc.length && { cc: addressList(mail.cc) }),
      },
    },
    afterStore: (tx, messageId) => insertOriginal(tx, route.inbox.accountId, messageId, raw),
  });
};
