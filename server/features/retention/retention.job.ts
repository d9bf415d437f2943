import { defineJob } from '../../jobs/queue.ts';
import { runAllPolicies } from './retention.service.ts';

/** Nightly (jobs/registry.ts): every account's retention policy; a failed run is redone by the next one. */
export const retentionJob = defineJob<Record<string, never>>(
  'retention_run',
  async (_data, { deps }) => {
    await runAllPolicies(deps);
  },
  { maxAttempts: 1, concurrency: 1, expireInSeconds: 2 * 60 * 60 },
);
