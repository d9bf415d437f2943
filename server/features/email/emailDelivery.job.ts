import fs from 'node:fs/promises';
import path from 'node:path';
import { publicUrl, type TDeps } from '../../deps.ts';
import { defineJob, enqueueJob, PermanentJobError } from '../../jobs/queue.ts';
import { OutboundRefusedError, outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import { registerOutbound } from '../channels/index.ts';
import { findMessageById } from '../providers/index.ts';
import { markFailed, markSent, MESSAGE_STATUS } from '../providers/index.ts';
import { DELIVERY_MAX_ATTEMPTS } from '../providers/index.ts';
import { findReplyContext, priorEmails } from './email.repo.ts';
import { composeReply, messageIdFor, recipientsOf, type TEmailFile } from './emailCompose.ts';
import { isPermanentSmtpError, pinChannelHost, sendMail, smtpErrorText, transportOptions } from './emailTransport.ts';
import { errorText } from '../../lib/serverText.ts';
import { isOauthMailbox, mailAccessToken, recordRefusedSignIn } from './mailOauthAccess.ts';
import { MailGrantRefused } from './mailOauthTokens.ts';

interface TEmailDeliveryData {
  messageId: number;
}

/** The message's stored files as attachments (files only kept as links are left out). */
const filesOf = async (deps: TDeps, messageId: number): Promise<TEmailFile[]> => {
  const rows = (await attachmentsByMessage(deps.db, [messageId])).get(messageId) ?? [];
  const root = path.resolve(deps.uploads.root);
  return Promise.all(
    rows
      .filter((f) => f.fileKey && path.resolve(root, f.fileKey).startsWith(`${root}${path.sep}`))
      .map(async (f) => ({
        filename: f.fileName ?? 'file',
        contentType: f.contentType ?? 'application/octet-stream',
        content: await fs.readFile(path.resolve(root, f.fileKey ?? '')),
      })),
  );
};

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
  let options = transportOptions(deps.config, ctx.channel);
  if (!options) return fail(errorText('noSmtpServer'));
  if (isOauthMailbox(ctx.channel)) {
    try {
      // A Google or Microsoft mailbox sends as itself with its access token (XOAUTH2).
      options = {
        ...options,
        auth: {
          type: 'OAuth2',
          user: ctx.channel.smtpLogin ?? ctx.channel.email,
          accessToken: await mailAccessToken(deps, ctx.channel),
        },
      };
    } catch (err) {
      if (err instanceof MailGrantRefused) {
        await recordRefusedSignIn(deps, { inboxId: ctx.inbox.id, accountId: ctx.inbox.accountId }, err.message);
        return fail(errorText('mailboxSignInRefused'));
      }
      if (attempt >= DELIVERY_MAX_ATTEMPTS) return fail(smtpErrorText(err));
      throw err;
    }
  }
  const mail = composeReply({
    ctx,
    message,
    prior: await priorEmails(deps.db, message.conversationId, message.id),
    files: await filesOf(deps, message.id),
    replyDomain: deps.config.inboundEmail.replyDomain,
    origin: publicUrl(deps),
  });
  try {
    await sendMail(await pinChannelHost(options, ctx.channel, outboundPolicy(deps.config)), mail);
  } catch (err) {
    if (err instanceof OutboundRefusedError) return fail(`SMTP ${err.message}`);
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
