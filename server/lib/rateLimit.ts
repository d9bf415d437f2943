import type { TDb } from '../db/client.ts';
import { AppError } from './appError.ts';
import { insertRateLimitHit, removeRateLimitHit, removeStaleRateLimits } from './rateLimit.repo.ts';
import { errorText } from './serverText.ts';

/**
 * A fixed-window counter kept in PostgreSQL so every node sees the same count.
 * Returns normally while under the limit; throws 429 once it is passed.
 */
export const hitRateLimit = async (db: TDb, key: string, max: number, windowSeconds: number) => {
  const count = await insertRateLimitHit(db, key, windowSeconds);
  if (count > max) throw new AppError('rate_limited', errorText('tooManyAttempts'));
};

/** Counts one hit on `key` in its window and returns the window's count (no error). */
export const countRateLimitHit = (db: TDb, key: string, windowSeconds: number) =>
  insertRateLimitHit(db, key, windowSeconds);

/** Takes back a hit counted with countRateLimitHit/hitRateLimit (e.g. the sign-in succeeded). */
export const forgetRateLimitHit = (db: TDb, key: string) => removeRateLimitHit(db, key);

export const pruneRateLimits = (db: TDb) => removeStaleRateLimits(db);
