import { autoResolveSweepJob, snoozeReopenJob } from '../features/conversations/index.ts';
import { contactExportJob } from '../features/dataImports/index.ts';
import { contactArchiveJob } from '../features/contacts/index.ts';
import { contactImportJob } from '../features/dataImports/index.ts';
import { emailDeliveryJob, emailImportJob, mailTokenRefreshJob } from '../features/email/index.ts';
import { deliveryJob } from '../features/providers/index.ts';
import { contactAvatarJob, instagramTokenRefreshJob, mediaFetchJob } from '../features/providers/index.ts';
import { templateSweepJob, templateSyncJob } from '../features/providers/index.ts';
import { inboxDeleteJob } from '../features/inboxes/index.ts';
import { accountDeleteJob } from '../features/accounts/index.ts';
import { apiInboxWebhookJob } from '../features/webhooks/index.ts';
import { accountWebhookJob } from '../features/webhooks/index.ts';
import { botDeliveryJob } from '../features/webhooks/index.ts';
import { maintenanceJob } from './maintenance.ts';
import { auditRetentionJob } from '../features/auditLogs/index.ts';
import { retentionJob } from '../features/retention/index.ts';
import { automationWebhookJob } from '../features/automation/index.ts';
import { notificationReopenJob } from '../features/notifications/index.ts';
import { slaCheckJob } from '../features/sla/index.ts';
import { campaignDueJob, campaignSendJob } from '../features/campaignDelivery/index.ts';
import { scheduledMessagesJob } from '../features/scheduledMessages/index.ts';
import { dialogflowReplyJob, slackInboundJob, slackPostJob } from '../features/integrations/index.ts';
import {
  conversationFaqJob,
  documentIngestJob,
  faqGenerationJob,
  helpCenterSyncJob,
} from '../features/captainKnowledge/index.ts';
import { captainReplyJob } from '../features/captainAssistants/index.ts';
import type { TAnyJobDef } from './queue.ts';
import { CONSUMERS } from '../consumers/index.ts';

/**
 * Every job kind the app runs: one pg-boss queue each, created at install (jobs/install.ts) and worked
 * by worker nodes (jobs/worker.ts). Features define their jobs and never import this list.
 */
export const JOB_DEFINITIONS: readonly TAnyJobDef[] = [
  snoozeReopenJob,
  autoResolveSweepJob,
  contactImportJob,
  contactExportJob,
  contactArchiveJob,
  emailDeliveryJob,
  emailImportJob,
  mailTokenRefreshJob,
  instagramTokenRefreshJob,
  deliveryJob,
  mediaFetchJob,
  contactAvatarJob,
  templateSyncJob,
  templateSweepJob,
  apiInboxWebhookJob,
  accountWebhookJob,
  botDeliveryJob,
  automationWebhookJob,
  inboxDeleteJob,
  notificationReopenJob,
  accountDeleteJob,
  maintenanceJob,
  slaCheckJob,
  campaignDueJob,
  campaignSendJob,
  scheduledMessagesJob,
  auditRetentionJob,
  retentionJob,
  dialogflowReplyJob,
  captainReplyJob,
  slackPostJob,
  slackInboundJob,
  documentIngestJob,
  faqGenerationJob,
  conversationFaqJob,
  helpCenterSyncJob,
  // Each consumer of committed events has its own queue (server/events/consumers.ts).
  ...CONSUMERS.map((c) => c.job),
];

/** Periodic work as pg-boss schedules (cron, UTC): one node's timekeeper queues each tick once for all. */
export const JOB_SCHEDULES: readonly { job: TAnyJobDef; cron: string }[] = [
  { job: maintenanceJob, cron: '*/10 * * * *' },
  { job: autoResolveSweepJob, cron: '*/5 * * * *' },
  { job: templateSweepJob, cron: '*/5 * * * *' },
  { job: mailTokenRefreshJob, cron: '*/5 * * * *' },
  { job: instagramTokenRefreshJob, cron: '43 4 * * *' },
  { job: slaCheckJob, cron: '* * * * *' },
  { job: campaignDueJob, cron: '* * * * *' },
  { job: scheduledMessagesJob, cron: '* * * * *' },
  { job: auditRetentionJob, cron: '17 3 * * *' },
  { job: retentionJob, cron: '37 3 * * *' },
];
