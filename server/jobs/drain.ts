import { sql } from 'drizzle-orm';
import type { TDeps } from '../deps.ts';
import { runJob, type TAnyJobDef } from './queue.ts';
import { JOB_DEFINITIONS } from './registry.ts';

/** Takes the next job due at `now` of these queues, as pg-boss's fetch does (active, retry counted). */
const claim = async (deps: TDeps, names: readonly string[], now: Date | null) => {
  // Without a given time, the database's own clock: a JS Date has no microseconds, so a job queued within
  // the same millisecond would look not yet due.
  const due = now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const { rows } = await deps.db.execute<{ id: string; name: string; data: unknown; retryCount: number }>(sql`
    WITH next AS (
      SELECT name, id FROM pgboss.job
      WHERE name IN (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}) AND state < 'active' AND start_after <= ${due}
      ORDER BY start_after, created_on, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    UPDATE pgboss.job j SET state = 'active', started_on = now(),
      retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
    FROM next WHERE j.name = next.name AND j.id = next.id
    RETURNING j.id, j.name, j.data, j.retry_count AS "retryCount"`);
  return rows[0] ?? null;
};

/**
 * Runs every job due at `now` (default: the present) in this process, retries included, until none
 * is left, and returns how many ran. Tests call it instead of a worker to make background work happen
 * deterministically; a future `now` fires scheduled jobs (a snooze's end) and retries early, and a
 * failed run's backoff counts from that `now`. `defs` adds kinds outside the registry (tests' own).
 */
export const drainJobs = async (
  deps: TDeps,
  opts: { names?: readonly string[]; now?: Date; limit?: number; defs?: readonly TAnyJobDef[] } = {},
) => {
  const defs = new Map([...JOB_DEFINITIONS, ...(opts.defs ?? [])].map((d) => [d.name, d]));
  const names = opts.names ?? [...defs.keys()];
  if (!names.length) return 0;
  let ran = 0;
  const limit = opts.limit ?? 10_000;
  while (ran < limit) {
    const job = await claim(deps, names, opts.now ?? null);
    if (!job) break;
    const def = defs.get(job.name);
    if (!def) throw new Error(`drainJobs: no definition for queue ${job.name}`);
    const ok = await runJob(deps, def, job);
    // pg-boss counts the backoff from the database's clock; a drain in the future counts it from `now`.
    if (!ok && opts.now)
      await deps.db.execute(sql`
        UPDATE pgboss.job SET start_after = start_after + (${opts.now.toISOString()}::timestamptz - now())
        WHERE name = ${job.name} AND id = ${job.id}::uuid AND state = 'retry'
          AND ${opts.now.toISOString()}::timestamptz > now()`);
    ran += 1;
  }
  return ran;
};

export interface TJobRow {
  id: string;
  name: string;
  /** pg-boss's state: created, retry, active, completed, cancelled, failed. */
  state: string;
  key: string | null;
  runAt: Date;
  accountId: number | null;
  payload: unknown;
  retryCount: number;
  /** The last failure's message. */
  error: string | null;
}

/** Jobs of a queue and/or de-duplication key, oldest first, as tests inspect them. */
export const listJobs = async (deps: Pick<TDeps, 'db'>, where: { name?: string; key?: string }) => {
  const { rows } = await deps.db.execute<{
    id: string;
    name: string;
    state: string;
    key: string | null;
    run_at: string | Date;
    data: { accountId?: number | null; payload?: unknown } | null;
    retry_count: number;
    output: { message?: string } | null;
  }>(sql`
    SELECT id, name, state, singleton_key AS key, start_after AS run_at, data, retry_count, output
    FROM pgboss.job
    WHERE ${where.name ? sql`name = ${where.name}` : sql`true`} AND ${where.key ? sql`singleton_key = ${where.key}` : sql`true`}
    ORDER BY created_on, start_after`);
  return rows.map((r): TJobRow => ({
    id: r.id,
    name: r.name,
    state: r.state,
    key: r.key,
    runAt: new Date(r.run_at),
    accountId: r.data?.accountId ?? null,
    payload: r.data?.payload,
    retryCount: r.retry_count,
    error: r.output?.message ?? null,
  }));
};
