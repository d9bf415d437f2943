import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { BOSS_SCHEMA } from './queue.ts';

/** Jobs per queue by state (pg-boss's `pgboss.job`): waiting (created or retry), running, failed. */
export const queueDepths = async (db: TExecutor) =>
  (
    await db.execute<{ name: string; queued: number; active: number; failed: number }>(sql`
      SELECT name,
        count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
        count(*) FILTER (WHERE state = 'active')::int AS active,
        count(*) FILTER (WHERE state = 'failed')::int AS failed
      FROM ${sql.identifier(BOSS_SCHEMA)}.job GROUP BY name ORDER BY name`)
  ).rows;

/** The latest failed jobs (kept 7 days), with the error each last run left. */
export const listFailedJobs = async (db: TExecutor, limit = 50) =>
  (
    await db.execute<{ id: string; name: string; failed_at: Date | null; error: string | null }>(sql`
      SELECT id::text, name, completed_on AS failed_at,
        left(coalesce(output ->> 'message', output::text), 500) AS error
      FROM ${sql.identifier(BOSS_SCHEMA)}.job WHERE state = 'failed'
      ORDER BY completed_on DESC NULLS LAST LIMIT ${limit}`)
  ).rows;

/** Puts a failed job back in its queue for one more run now, as pg-boss's `retry`; false when none failed. */
export const retryFailedJob = async (db: TExecutor, name: string, id: string) =>
  (
    await db.execute<{ id: string }>(sql`
      UPDATE ${sql.identifier(BOSS_SCHEMA)}.job
      SET state = 'retry', retry_limit = retry_count + 1, start_after = now(), completed_on = NULL
      WHERE name = ${name} AND id = ${id}::uuid AND state = 'failed' RETURNING id::text`)
  ).rows.length > 0;
