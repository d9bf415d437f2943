import { FORWARD_RATE, type TForwardRequest } from '../../../common/contracts/emailMessages.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { errorText, serverText } from '../../lib/serverText.ts';
import { memberActor, type TMembership } from '../auth/index.ts';
import { getConversation, whoOf, type TMessageRow } from '../conversationCore/index.ts';
import { transcriptText } from '../conversations/index.ts';
import { findMessage, listPublicThread, recordActivity } from '../messages/index.ts';
import { findMailConversation } from './email.repo.ts';
import { fromHeader, inboxSignature, type TEmailFile } from './emailCompose.ts';
import { forwardBody } from './emailForwardBody.ts';
import { filesOf } from './emailFiles.ts';
import { MailNotSendable, sendAsInbox } from './emailSender.ts';
import { smtpErrorText } from './emailTransport.ts';

type TMailConversation = NonNullable<Awaited<ReturnType<typeof findMailConversation>>>;

const emailOf = (m: TMessageRow) => (m.contentAttributes.email ?? {}) as Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);

const subjectOf = (mc: TMailConversation, m: TMessageRow | null) => {
  const subject =
    (m && str(emailOf(m).subject)) ||
    str(mc.conversation.additionalAttributes.mail_subject) ||
    `[#${mc.conversation.displayId}] ${mc.inbox.name}`;
  return /^fwd?:/i.test(subject) ? subject : `Fwd: ${subject}`;
};

/** The forwarded message's header block ("From:", "Date:", "Subject:", "To:") and its body as mail. */
const messagePart = (mc: TMailConversation, m: TMessageRow, origin: string) => {
  const t = serverText('mail', null);
  const email = emailOf(m);
  const incoming = m.messageType === MESSAGE_TYPES.incoming;
  const from = incoming
    ? `${mc.contact.name ?? ''} <${mc.contact.email ?? ''}>`.trim()
    : `${mc.inbox.name} <${mc.channel.email}>`;
  const to = incoming ? mc.channel.email : (mc.contact.email ?? '');
  const html = email.html_content as { full?: unknown } | null | undefined;
  const text = email.text_content as { full?: unknown } | null | undefined;
  return {
    heading: t('forwardHeading'),
    headers: [
      t('forwardFrom', { from }),
      t('forwardDate', { date: m.createdAt.toUTCString() }),
      t('forwardSubject', {
        subject: str(email.subject) ?? str(mc.conversation.additionalAttributes.mail_subject) ?? '',
      }),
      t('forwardTo', { to }),
    ],
    html: str(html?.full),
    text: str(text?.full) ?? m.content ?? '',
    origin,
  };
};

/**
 * Forwards one message of an email conversation, with its files, or the conversation's public thread, to
 * any address: sent from the inbox's own address through the inbox's way of sending (its SMTP server or its
 * Google/Microsoft sign-in), then an activity line in the conversation. The member must see the conversation.
 */
export const forwardEmail = async (deps: TDeps, m: TMembership, displayId: number, input: TForwardRequest) => {
  const c = await getConversation(deps, m, displayId);
  const mc = await findMailConversation(deps.db, c.id);
  if (!mc) throw new AppError('unsupported_inbox_type', errorText('forwardEmailOnly'));
  let message: TMessageRow | null = null;
  if (input.message_id !== undefined) {
    message = await findMessage(deps.db, c.id, input.message_id);
    const forwardable =
      message &&
      !message.private &&
      (message.messageType === MESSAGE_TYPES.incoming || message.messageType === MESSAGE_TYPES.outgoing);
    if (!forwardable) throw new AppError('not_found', errorText('notFound'));
  }
  await hitRateLimit(deps.db, `forward:${c.accountId}`, FORWARD_RATE.max, FORWARD_RATE.windowSeconds);
  const origin = publicUrl(deps);
  let files: TEmailFile[] = [];
  let part;
  if (message) {
    part = messagePart(mc, message, origin);
    files = await filesOf(deps, message.id);
  } else {
    const rows = await listPublicThread(deps.db, c.id, 5000);
    part = {
      heading: serverText('mail', null)('forwardConversationHeading'),
      headers: [],
      html: null,
      text: await transcriptText(deps.db, c, rows, origin),
      origin,
    };
  }
  const actor = await memberActor(deps.db, m);
  const sender = { name: actor.name, displayName: null };
  const body = forwardBody(input.note ?? '', part, inboxSignature({ ...mc, author: sender }));
  try {
    await sendAsInbox(deps, mc, {
      from: fromHeader({ ...mc, author: sender }),
      to: input.to,
      subject: subjectOf(mc, message),
      text: body.text,
      html: body.html,
      attachments: files,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } catch (err) {
    if (err instanceof MailNotSendable) throw new AppError('provider_not_configured', err.message);
    throw AppError.invalid('to', smtpErrorText(err));
  }
  const who = whoOf(actor);
  await deps.db.transaction((tx) =>
    recordActivity(tx, c, (w) =>
      message ? w.forwarded.message(who(w), input.to) : w.forwarded.conversation(who(w), input.to),
    ),
  );
  return {};
};
