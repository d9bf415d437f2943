import { defineJob, enqueueJob } from '../../jobs/queue.ts';
import { wakeJobs } from '../../jobs/wake.ts';
import { sendPending } from './campaignSend.service.ts';

/**
 * Sends a launched campaign's pending recipients for one run's budget, then queues itself again while any
 * are left (one queued job per campaign). Not retried by pg-boss: the due check queues it again.
 */
export const campaignSendJob = defineJob<{ campaignId: number }>(
  'campaigns.send',
  async ({ campaignId }, { deps, accountId }) => {
    const { done } = await sendPending(deps, campaignId);
    if (done) return;
    await enqueueJob(deps.db, campaignSendJob, { campaignId }, { accountId, dedupeKey: `campaign-send:${campaignId}` });
    wakeJobs(campaignSendJob.name);
  },
  { maxAttempts: 1, concurrency: 2, pollSeconds: 5, expireInSeconds: 5 * 60 },
);
