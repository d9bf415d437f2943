import type pg from 'pg';

/** Session advisory lock keys (any fixed bigints; distinct so migrations and the job queue install at once). */
export const LOCK_KEYS = { migrations: 7_254_001, jobQueue: 7_254_002 } as const;

/**
 * Runs `fn` while holding a session advisory lock taken on one dedicated connection of `pool`; other
 * nodes asking for the same key wait until it is released (in finally, whatever `fn` did). The work
 * itself may use the pool: the lock only serialises nodes that take it too.
 */
export const withAdvisoryLock = async <T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {
        broken = true;
      });
    }
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    // A connection whose unlock failed is dropped: closing it releases the lock.
    client.release(broken);
  }
};
