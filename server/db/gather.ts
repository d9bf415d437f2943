import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TExecutor } from './client.ts';

type TStep = (() => PromiseLike<unknown>) | PromiseLike<unknown> | readonly unknown[];
type TResults<T extends readonly TStep[]> = {
  -readonly [K in keyof T]: T[K] extends () => PromiseLike<infer R> ? R : Awaited<T[K]>;
};

/**
 * Independent reads: side by side on the pool, one after another inside a transaction. A
 * transaction is one connection, and pg refuses (from version 9; warns now) a query sent while
 * another is running on it. Pass drizzle queries as they are (they start when awaited) and calls of
 * our own functions as thunks, so that nothing starts before its turn.
 */
export const gather = async <const T extends readonly TStep[]>(db: TExecutor, steps: T): Promise<TResults<T>> => {
  const run = (s: TStep) => (typeof s === 'function' ? s() : s);
  if (!(db instanceof PgTransaction)) return (await Promise.all(steps.map(async (s) => run(s)))) as TResults<T>;
  const out: unknown[] = [];
  for (const s of steps) out.push(await run(s));
  return out as TResults<T>;
};
