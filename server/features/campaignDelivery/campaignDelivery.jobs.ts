import { defineJob } from '../../jobs/queue.ts';
import { runDueCheck } from './campaignLaunch.service.ts';

/** The one-off campaigns' due check, a pg-boss schedule (every minute, once across the nodes: jobs/registry.ts). */
export const campaignDueJob = defineJob<Record<string, never>>(
  'campaigns.due',
  async (_data, { deps }) => {
    await runDueCheck(deps);
  },
  { maxAttempts: 1, concurrency: 1, pollSeconds: 10 },
);
