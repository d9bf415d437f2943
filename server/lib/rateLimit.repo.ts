import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';

/** Counts one hit on `key` in its fixed window (a new window once the old one is over); returns the window's count. */
export const insertRateLimitHit = async (db: TExecutor, key: string, windowSeconds: number) => {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
    RETURNING count`);
  return Number(result.rows[0]?.count ?? 0);
};

/** Takes one hit back from `key` (an attempt that turned out not to count). */
export const removeRateLimitHit = async (db: TExecutor, key: string) => {
  await db.execute(sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`);
};

export const removeStaleRateLimits = (db: TExecutor) =>
  db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
