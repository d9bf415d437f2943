import type { TDb } from '../db/client.ts';
import { AppError } from './appError.ts';
import { insertRateLimitHit, removeStaleRateLimits } from './rateLimit.repo.ts';

/**
 * A fixed-window counter kept in PostgreSQL so every node sees the same count.
 * Returns normally while under the limit; throws 429 once it is passed.
 */
export const hitRateLimit = async (db: TDb, key: string, max: number, windowSeconds: number) => {
  const count = await insertRateLimitHit(db, key, windowSeconds);
  if (count > max) throw new AppError('rate_limited', 'Too many attempts. Please try again later.');
};

export const pruneRateLimits = (db: TDb) => removeStaleRateLimits(db);
