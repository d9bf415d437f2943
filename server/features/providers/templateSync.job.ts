import type { TDeps } from '../../deps.ts';
import { defineJob, enqueueJob } from '../../jobs/queue.ts';
import { ProviderError } from '../../lib/providerHttp.ts';
import { findStaleTemplateInboxes, templateSyncKey } from './templateSync.repo.ts';
import { refreshInboxTemplates } from './templateSync.service.ts';

/** Chatwoot's schedule: every 5 minutes (jobs/registry.ts), inboxes not synced for 3 hours, at most 25 per run. */
export const TEMPLATE_STALE_MS = 3 * 3600 * 1000;
export const TEMPLATE_SWEEP_BATCH = 25;

interface TSyncData {
  inboxId: number;
}

/**
 * One inbox's periodic template sync. A provider failure is logged (inbox, channel, the provider's
 * reason; never the request or its credentials) and the sync is queued again after the stale window,
 * which also keeps the sweep from retrying it every five minutes. Other errors retry with backoff.
 */
export const templateSyncJob = defineJob<TSyncData>(
  'whatsapp.templates_sync',
  async ({ inboxId }, { deps, accountId }) => {
    if (!accountId) return;
    try {
      await refreshInboxTemplates(deps, accountId, inboxId);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      deps.log.warn(
        { job: 'whatsapp.templates_sync', accountId, inboxId, status: err.status, err: err.message },
        'template sync failed',
      );
      await queueTemplateSync(deps, accountId, inboxId, new Date(Date.now() + TEMPLATE_STALE_MS));
    }
  },
  { maxAttempts: 3 },
);

const queueTemplateSync = (deps: TDeps, accountId: number, inboxId: number, runAt = new Date()) =>
  enqueueJob(deps.db, templateSyncJob, { inboxId }, { accountId, runAt, dedupeKey: templateSyncKey(inboxId) });

/** Queues a sync for each stale WhatsApp inbox (each its own job: one provider's failure stops no other). */
export const runTemplateSweep = async (deps: TDeps, now = new Date()) => {
  const stale = await findStaleTemplateInboxes(
    deps.db,
    new Date(now.getTime() - TEMPLATE_STALE_MS),
    TEMPLATE_SWEEP_BATCH,
  );
  for (const { accountId, inboxId } of stale) await queueTemplateSync(deps, accountId, inboxId, now);
  return stale.length;
};

/** The periodic sweep, a pg-boss schedule (every five minutes, once across the nodes: jobs/registry.ts). */
export const templateSweepJob = defineJob<Record<string, never>>(
  'whatsapp.templates_sweep',
  async (_data, { deps }) => {
    await runTemplateSweep(deps);
  },
  { maxAttempts: 1, concurrency: 1, pollSeconds: 10 },
);
