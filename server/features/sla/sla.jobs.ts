import { defineJob } from '../../jobs/queue.ts';
import { runSlaCheck } from './slaEvaluation.service.ts';

/** The SLA check, a pg-boss schedule (every minute, once across the nodes: jobs/registry.ts). */
export const slaCheckJob = defineJob<Record<string, never>>(
  'sla.check',
  async (_data, { deps }) => {
    await runSlaCheck(deps);
  },
  { maxAttempts: 1, concurrency: 1, pollSeconds: 10 },
);
