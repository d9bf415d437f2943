import { autoResolveSweepJob, snoozeReopenJob } from '../features/conversations/conversations.jobs.ts';
import { contactExportJob } from '../features/dataImports/contactExport.job.ts';
import { contactImportJob } from '../features/dataImports/contactImport.job.ts';
import { emailDeliveryJob } from '../features/email/emailDelivery.job.ts';
import { deliveryJob } from '../features/providers/delivery.job.ts';
import { mediaFetchJob } from '../features/providers/mediaFetch.job.ts';
import { templateSweepJob, templateSyncJob } from '../features/providers/templateSync.job.ts';
import { inboxDeleteJob } from '../features/inboxes/inboxDelete.job.ts';
import { accountDeleteJob } from '../features/accounts/accountDelete.job.ts';
import { apiInboxWebhookJob } from '../features/webhooks/apiInboxWebhook.ts';
import { accountWebhookJob } from '../features/webhooks/webhookDelivery.ts';
import { botDeliveryJob } from '../features/webhooks/botDelivery.ts';
import { maintenanceJob } from './maintenance.ts';
import { automationWebhookJob } from '../features/automation/automationWebhook.job.ts';
import { notificationReopenJob } from '../features/notifications/notifications.service.ts';
import { slaCheckJob } from '../features/sla/sla.jobs.ts';
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
  emailDeliveryJob,
  deliveryJob,
  mediaFetchJob,
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
  // Each consumer of committed events has its own queue (server/events/consumers.ts).
  ...CONSUMERS.map((c) => c.job),
];

/** Periodic work as pg-boss schedules (cron, UTC): one node's timekeeper queues each tick once for all. */
export const JOB_SCHEDULES: readonly { job: TAnyJobDef; cron: string }[] = [
  { job: maintenanceJob, cron: '*/10 * * * *' },
  { job: autoResolveSweepJob, cron: '*/5 * * * *' },
  { job: templateSweepJob, cron: '*/5 * * * *' },
  { job: slaCheckJob, cron: '* * * * *' },
];
