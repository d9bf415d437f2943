import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { AppError } from './appError.ts';

/**
 * A fixed-window counter kept in PostgreSQL so every node sees the same count.
 * Returns normally while under the limit; throws 429 once it is passed.
 */
export const hitRateLimit = async (db: TDb, key: string, max: number, windowSeconds: number) => {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE rate_limits.window_start END
    RETURNING count`);
  const count = Number(result.rows[0]?.count ?? 0);
  if (count > max) throw new AppError('rate_limited', 'Too many attempts. Please try again later.');
};

export const pruneRateLimits = (db: TDb) =>
  db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
