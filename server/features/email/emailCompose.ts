import type Mail from 'nodemailer/lib/mailer/index.js';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TMessageRow } from '../conversationCore/index.ts';
import type { findReplyContext, priorEmails } from './email.repo.ts';
import { renderEmailBody, type TSignature } from './emailBody.ts';

export type TReplyContext = NonNullable<Awaited<ReturnType<typeof findReplyContext>>>;
export type TPriorEmail = Awaited<ReturnType<typeof priorEmails>>[number];
export interface TEmailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const stringList = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const bare = (id: string) => id.trim().replace(/^<|>$/g, '');
const angle = (id: string) => `<${bare(id)}>`;
const domainOf = (address: string) => address.split('@')[1] ?? 'localhost';
/** Display names go into a quoted phrase: no quotes, angle brackets or line breaks from user input. */
const phrase = (s: string) => s.replace(/["<>\r\n\\]/g, ' ').trim();

/** Our Message-ID for a message (Chatwoot's shape), stored as its source_id once the server took it. */
export const messageIdFor = (ctx: TReplyContext, message: TMessageRow) =>
  `conversation/${ctx.conversation.uuid}/messages/${message.id}@${domainOf(ctx.channel.email)}`;

/** Who a mail is sent as: the inbox and the agent who wrote it. */
type TSender = Pick<TReplyContext, 'inbox' | 'channel'> & {
  author: { name: string; displayName: string | null } | null;
};

/** The inbox's business name: business_name, else its name. */
const businessName = (ctx: Pick<TReplyContext, 'inbox'>) => phrase(ctx.inbox.businessName?.trim() || ctx.inbox.name);

/**
 * Chatwoot's sender names: friendly inboxes send as "Agent from Inbox <email>" ("Notifications" when no
 * agent wrote it), professional ones as "Inbox <email>".
 */
export const fromHeader = (ctx: TSender) => {
  const business = businessName(ctx);
  const agent = phrase(ctx.author?.displayName?.trim() || ctx.author?.name || 'Notifications');
  const name = ctx.inbox.senderNameType === 1 ? business : `${agent} from ${business}`;
  return { name, address: ctx.channel.email };
};

/** reply+<conversation uuid>@<MAILER_INBOUND_EMAIL_DOMAIN> when that is set, otherwise the inbox's address. */
export const replyToHeader = (ctx: TReplyContext, replyDomain: string | null) =>
  replyDomain
    ? { name: businessName(ctx), address: `reply+${ctx.conversation.uuid}@${replyDomain}` }
    : { name: businessName(ctx), address: ctx.channel.email };

/** "Re: <subject>" once the thread has any email before this one; the subject itself when it starts it. */
export const subjectFor = (ctx: TReplyContext, prior: TPriorEmail[]) => {
  const subject = ctx.conversation.additionalAttributes.mail_subject;
  if (typeof subject !== 'string' || subject.trim() === '')
    return `[#${ctx.conversation.displayId}] New message from ${ctx.inbox.name}`;
  const clean = subject.trim();
  if (!prior.length) return clean;
  return /^re:/i.test(clean) ? clean : `Re: ${clean}`;
};

/**
 * In-Reply-To: the last incoming email (else our own last sent one); References: that email's
 * References plus its Message-ID, oldest first, at most 20.
 */
export const threadHeaders = (prior: TPriorEmail[]) => {
  const parent = prior.find((p) => p.messageType === MESSAGE_TYPES.incoming) ?? prior[0];
  if (!parent?.sourceId) return {};
  const email = (parent.contentAttributes.email ?? {}) as Record<string, unknown>;
  const refs = [...stringList(email.references), parent.sourceId].map(bare).filter(Boolean);
  const unique = [...new Set(refs)].slice(-20);
  return { inReplyTo: angle(parent.sourceId), references: unique.map(angle) };
};

/** To: to_emails when the agent gave them, else the contact's address. */
export const recipientsOf = (ctx: TReplyContext, message: TMessageRow) => {
  const attrs = message.contentAttributes;
  const to = stringList(attrs.to_emails);
  return {
    to: to.length ? to : ctx.contact.email ? [ctx.contact.email] : [],
    cc: stringList(attrs.cc_emails),
    bcc: stringList(attrs.bcc_emails),
  };
};

/** The inbox's signature when the inbox says outgoing mail carries it (`inbox` or `both`), else null. */
export const inboxSignature = (ctx: Pick<TSender, 'channel' | 'author'>): TSignature | null =>
  ctx.channel.signatureSource !== 'agent' && ctx.channel.emailSignature?.trim()
    ? {
        html: ctx.channel.emailSignature,
        agentName: ctx.author?.displayName?.trim() || ctx.author?.name || '',
      }
    : null;

/** The whole outgoing email for one agent message. */
export const composeReply = (opts: {
  ctx: TReplyContext;
  message: TMessageRow;
  prior: TPriorEmail[];
  files: TEmailFile[];
  replyDomain: string | null;
  /** This server's public URL: images the message shows from /uploads get it in front. */
  origin?: string;
}): Mail.Options => {
  const { ctx, message } = opts;
  const body = renderEmailBody(message.content ?? '', opts.origin, inboxSignature(ctx));
  const { to, cc, bcc } = recipientsOf(ctx, message);
  return {
    from: fromHeader(ctx),
    to,
    ...(cc.length && { cc }),
    ...(bcc.length && { bcc }),
    replyTo: replyToHeader(ctx, opts.replyDomain),
    subject: subjectFor(ctx, opts.prior),
    messageId: angle(messageIdFor(ctx, message)),
    ...threadHeaders(opts.prior),
    text: body.text,
    html: body.html,
    attachments: opts.files,
    // The bytes are given: nodemailer must never read a path or fetch a URL on a message's behalf.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
};
