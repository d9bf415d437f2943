import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/harness.ts';
import { gather } from './gather.ts';

const t = setupTestApp();

/** Each step notes when it started and ended (a short sleep makes overlap visible). */
const timed = (db: Parameters<typeof gather>[0], label: string, log: string[]) => async () => {
  log.push(`start ${label}`);
  await db.execute(sql`select pg_sleep(0.02)`);
  log.push(`end ${label}`);
  return label;
};

describe('gather', () => {
  it('runs the steps one after another inside a transaction, and pg raises no warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const log: string[] = [];
      const out = await t.database.db.transaction((tx) =>
        gather(tx, [timed(tx, 'a', log), timed(tx, 'b', log), tx.execute(sql`select 3 as n`)]),
      );
      expect(out[0]).toBe('a');
      expect(out[1]).toBe('b');
      expect(out[2].rows).toEqual([{ n: 3 }]);
      expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('runs them side by side on the pool', async () => {
    const log: string[] = [];
    const out = await gather(t.database.db, [timed(t.database.db, 'a', log), timed(t.database.db, 'b', log), []]);
    expect(out).toEqual(['a', 'b', []]);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
  });
});
