import { publicUrl, type TDeps } from '../../deps.ts';
import { defineJob, enqueueJob, PermanentJobError } from '../../jobs/queue.ts';
import { filesOf } from './emailFiles.ts';
import { registerOutbound } from '../channels/index.ts';
import { findMessageById } from '../providers/index.ts';
import { markFailed, markSent, MESSAGE_STATUS } from '../providers/index.ts';
import { DELIVERY_MAX_ATTEMPTS } from '../providers/index.ts';
import { findReplyContext, priorEmails } from './email.repo.ts';
import { composeReply, messageIdFor, recipientsOf } from './emailCompose.ts';
import { isPermanentSmtpError, smtpErrorText } from './emailTransport.ts';
import { MailNotSendable, sendAsInbox } from './emailSender.ts';
import { errorText } from '../../lib/serverText.ts';

interface TEmailDeliveryData {
  messageId: number;
}

const deliverEmail = async (deps: TDeps, data: TEmailDeliveryData, attempt: number) => {
  const message = await findMessageById(deps.db, data.messageId);
  // Already sent (a retry after a crash past the SMTP call) or given up on: nothing to do.
  if (!message || message.sourceId || message.status === MESSAGE_STATUS.failed) return;
  const ctx = await findReplyContext(deps.db, message);
  const fail = async (reason: string): Promise<never> => {
    await markFailed(deps, message, reason);
    throw new PermanentJobError(`message ${message.id}: ${reason}`);
  };
  if (!ctx || !recipientsOf(ctx, message).to.length) return fail(errorText('noEmailRecipient'));
  const mail = composeReply({
    ctx,
    message,
    prior: await priorEmails(deps.db, message.conversationId, message.id),
    files: await filesOf(deps, message.id),
    replyDomain: deps.config.inboundEmail.replyDomain,
    origin: publicUrl(deps),
  });
  try {
    await sendAsInbox(deps, ctx, mail);
  } catch (err) {
    if (err instanceof MailNotSendable) return fail(err.message);
    if (isPermanentSmtpError(err) || attempt >= DELIVERY_MAX_ATTEMPTS) return fail(smtpErrorText(err));
    deps.log.warn({ messageId: message.id, attempt, err: smtpErrorText(err) }, 'email delivery will be retried');
    throw err;
  }
  await markSent(deps, message, messageIdFor(ctx, message));
};

export const emailDeliveryJob = defineJob<TEmailDeliveryData>(
  'email.deliver',
  (data, ctx) => deliverEmail(ctx.deps, data, ctx.attempt),
  { maxAttempts: DELIVERY_MAX_ATTEMPTS, pollSeconds: 1 },
);

registerOutbound('Channel::Email', async ({ tx, message }) => {
  await enqueueJob(tx, emailDeliveryJob, { messageId: message.id }, { accountId: message.accountId });
});
