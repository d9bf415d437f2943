import type { TDeps } from '../deps.ts';
import { pruneEvents } from '../events/events.repo.ts';
import { pruneRateLimits } from '../lib/rateLimit.ts';
import { prunePresences } from '../realtime/presence.repo.ts';

const EVERY_MS = 10 * 60 * 1000;

/** Periodic clean-up: old events (past the resume window), stale presence rows, expired rate-limit windows. */
export const runMaintenance = async (deps: TDeps) => {
  const cutoff = new Date(Date.now() - deps.config.eventsRetentionHours * 3600 * 1000);
  await pruneEvents(deps.db, cutoff);
  await prunePresences(deps.db);
  await pruneRateLimits(deps.db);
};

export const startMaintenance = (deps: TDeps) => {
  const tick = () =>
    runMaintenance(deps).catch((err: unknown) => deps.log.error({ err: (err as Error).message }, 'maintenance failed'));
  void tick();
  const timer = setInterval(() => void tick(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
};
