import { teamEmailOf } from '../../../../common/contracts/automation.ts';
import { publicUrl } from '../../../deps.ts';
import { enqueueJob } from '../../../jobs/queue.ts';
import { AppError } from '../../../lib/appError.ts';
import { mailTranscript } from '../../conversations/index.ts';
import { present } from '../../conversationCore/index.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import { automationWebhookJob } from '../automationWebhook.job.ts';
import { automationDeliveryId } from '../automationWebhook.job.ts';
import { listTeamMemberEmails } from './actions.repo.ts';
import type { TActionRun } from './actionRun.ts';

/** send_email_to_team: the message to every member of the teams, with a link to the conversation (after commit). */
export const emailTeam = async (run: TActionRun, c: TConversationRow, params: unknown[]) => {
  const { team_ids, message } = teamEmailOf(params);
  const emails = await listTeamMemberEmails(run.tx, c.accountId, team_ids);
  const link = `${publicUrl(run.deps)}/app/accounts/${c.accountId}/conversations/${c.displayId}`;
  const subject = `[#${c.displayId}] ${run.actor.name}`;
  const text = `${message}\n\n${link}`;
  run.afterCommit.push(async () => {
    for (const to of emails) await run.deps.mailer.send({ to, subject, text });
  });
};

/** send_email_transcript: the public thread to the address, within the account's transcript limit (after commit). */
export const emailTranscript = (run: TActionRun, c: TConversationRow, email: string) =>
  run.afterCommit.push(async () => {
    try {
      await mailTranscript(run.deps, c, email);
    } catch (err) {
      // Past the account's transcript limit the mail is not sent; the other actions stand.
      if (!(err instanceof AppError && err.code === 'rate_limited')) throw err;
      run.deps.log.warn({ conversationId: c.id }, 'automation transcript skipped: transcript limit reached');
    }
  });

/**
 * send_webhook_event: Chatwoot's payload (the conversation, `event: automation_event.<event>`) POSTed by a
 * job through the one outbound delivery service (guarded, retried, logged under the rule or macro), queued
 * in this transaction.
 */
export const queueWebhook = async (run: TActionRun, c: TConversationRow, url: string) => {
  const event = run.eventName;
  const body = JSON.stringify({ event: `automation_event.${event}`, ...(await present(run.tx, c)) });
  const owner = run.actor.kind === 'rule' ? { ruleId: run.actor.id } : { macroId: run.actor.id };
  await enqueueJob(
    run.tx,
    automationWebhookJob,
    { url, body, ...owner, deliveryId: automationDeliveryId() },
    { accountId: c.accountId },
  );
};
