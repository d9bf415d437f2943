import type { TDeps } from '../deps.ts';
import { pruneEvents } from '../events/events.repo.ts';
import { pruneDeliveries } from '../features/notificationDelivery/index.ts';
import { pruneUnusedBlobs } from '../features/uploads/index.ts';
import { pruneRateLimits } from '../lib/rateLimit.ts';
import { prunePresences } from '../realtime/presence.repo.ts';
import { defineJob } from './queue.ts';

/**
 * Periodic clean-up: old events (past the resume window), stale presence rows, expired rate-limit windows,
 * notification delivery rows untouched for a week (no window or repeat left to guard), direct uploads never used
 * within a day (with their files).
 */
export const runMaintenance = async (deps: TDeps) => {
  const cutoff = new Date(Date.now() - deps.config.eventsRetentionHours * 3600 * 1000);
  await pruneEvents(deps.db, cutoff);
  await prunePresences(deps.db);
  await pruneRateLimits(deps.db);
  await pruneDeliveries(deps.db, new Date(Date.now() - 7 * 24 * 3600 * 1000));
  await pruneUnusedBlobs(deps);
};

/** Scheduled every ten minutes (jobs/registry.ts); the next tick redoes a failed run, so no retries. */
export const maintenanceJob = defineJob<Record<string, never>>(
  'maintenance',
  (_data, { deps }) => runMaintenance(deps),
  {
    maxAttempts: 1,
    concurrency: 1,
    pollSeconds: 10,
  },
);
