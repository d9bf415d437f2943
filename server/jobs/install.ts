import PgBoss from 'pg-boss';
import { LOCK_KEYS, withAdvisoryLock } from '../db/advisoryLock.ts';
import type { TDb } from '../db/client.ts';
import { BOSS_SCHEMA, queueOptions, type TAnyJobDef } from './queue.ts';
import { JOB_DEFINITIONS, JOB_SCHEDULES } from './registry.ts';

/** pg-boss on the app's pool, doing nothing by itself (no maintenance, no timekeeper). */
export const passiveBoss = (db: TDb, migrate: boolean) =>
  new PgBoss({
    schema: BOSS_SCHEMA,
    db: { executeSql: (text, values) => db.$client.query(text, values) },
    migrate,
    supervise: false,
    schedule: false,
  });

/**
 * Brings the job queue up to date, after the drizzle migrations and like them run once per boot by
 * every node (and once for the test template database), under a session advisory lock so concurrent
 * boots take turns (pg-boss's own lock covers its schema, not the queues and schedules written after):
 * installs or migrates pg-boss's schema, creates each queue of the registry or updates its
 * options, and writes the schedules. When all is current this costs a handful of small queries.
 */
export const installJobQueue = async (
  db: TDb,
  defs: readonly TAnyJobDef[] = JOB_DEFINITIONS,
  schedules: readonly { job: TAnyJobDef; cron: string }[] = JOB_SCHEDULES,
) => withAdvisoryLock(db.$client, LOCK_KEYS.jobQueue, () => install(db, defs, schedules));

const install = async (
  db: TDb,
  defs: readonly TAnyJobDef[],
  schedules: readonly { job: TAnyJobDef; cron: string }[],
) => {
  const boss = passiveBoss(db, true);
  await boss.start();
  // cancelJob and the dedupe replace look queued jobs up by key alone, across queues.
  await db.$client.query(
    `CREATE INDEX IF NOT EXISTS job_singleton_key_queued ON ${BOSS_SCHEMA}.job (singleton_key) WHERE state < 'active'`,
  );
  const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
  for (const def of defs) {
    const want = queueOptions(def);
    const have = existing.get(def.name);
    if (!have) await boss.createQueue(def.name, { name: def.name, ...want });
    else if (
      have.retryLimit !== want.retryLimit ||
      have.retryDelay !== want.retryDelay ||
      have.retryBackoff !== want.retryBackoff ||
      have.expireInSeconds !== want.expireInSeconds
    )
      await boss.updateQueue(def.name, { name: def.name, ...want });
  }
  const wanted = new Set(schedules.map((s) => s.job.name));
  const current = new Map((await boss.getSchedules()).map((s) => [s.name, s.cron]));
  for (const name of current.keys()) if (!wanted.has(name)) await boss.unschedule(name);
  for (const { job, cron } of schedules)
    if (current.get(job.name) !== cron)
      await boss.schedule(job.name, cron, { accountId: null, payload: {} }, { ...queueOptions(job), tz: 'UTC' });
  await boss.stop({ graceful: false, close: false });
};
