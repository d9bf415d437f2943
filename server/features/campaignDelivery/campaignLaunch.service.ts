import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../deps.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { wakeJobs } from '../../jobs/wake.ts';
import { audienceCondition } from './audience.ts';
import * as repo from './campaignDelivery.repo.ts';
import { campaignSendJob } from './campaignSend.job.ts';

/**
 * The due check (every minute, campaignDelivery.jobs.ts): claims due one-off campaigns once across nodes
 * and, in the same transaction, inserts their reachable audience as pending recipients — a crash leaves
 * either nothing claimed or a launch with its recipients. Then every unfinished launch (the new ones, and
 * any a stopped node left) gets its send job queued (one queued per campaign: de-duplicated).
 * Returns the campaigns claimed now.
 */
export const runDueCheck = async (deps: TDeps, now = new Date()) => {
  const claimed = await deps.db.transaction(async (tx) => {
    const ids = await repo.claimDueCampaigns(tx, now);
    for (const id of ids) {
      const campaign = await repo.findCampaignById(tx, id);
      if (!campaign) continue;
      const audience = await audienceCondition(deps, tx, campaign.accountId, campaign.audience);
      if (audience) await repo.insertRecipients(tx, campaign, audience);
    }
    return ids;
  });
  const unfinished = await repo.listUnfinishedLaunches(deps.db);
  if (unfinished.length) {
    await deps.db.transaction(async (tx) => {
      for (const launch of unfinished) await queueSend(tx, launch.campaignId, launch.accountId);
    });
    wakeJobs(campaignSendJob.name);
  }
  return claimed;
};

const queueSend = (tx: TExecutor, campaignId: number, accountId: number) =>
  enqueueJob(tx, campaignSendJob, { campaignId }, { accountId, dedupeKey: `campaign-send:${campaignId}` });
