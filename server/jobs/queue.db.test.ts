import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { setupTestApp } from '../test/harness.ts';
import { cancelJob, defineJob, drainJobs, enqueueJob, PermanentJobError } from './queue.ts';

const seen: string[] = [];
const echo = defineJob<{ word: string }>('test.echo', ({ word }) => {
  seen.push(word);
  return Promise.resolve();
});
let failures = 0;
const flaky = defineJob<{ failTimes: number }>(
  'test.flaky',
  ({ failTimes }) => {
    failures += 1;
    return failures <= failTimes ? Promise.reject(new Error(`failure ${failures}`)) : Promise.resolve();
  },
  { maxAttempts: 3, backoffMs: () => 60_000 },
);
const hopeless = defineJob<Record<string, never>>('test.hopeless', () =>
  Promise.reject(new PermanentJobError('bad input')),
);

const t = setupTestApp();

describe('job queue', () => {
  it('runs queued jobs once, in order, and nothing for a rolled-back transaction', async () => {
    seen.length = 0;
    await enqueueJob(t.deps.db, echo, { word: 'one' });
    await enqueueJob(t.deps.db, echo, { word: 'two' });
    await t.deps.db
      .transaction(async (tx) => {
        await enqueueJob(tx, echo, { word: 'rolled back' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await drainJobs(t.deps, { names: ['test.echo'] })).toBe(2);
    expect(seen).toEqual(['one', 'two']);
    expect(await drainJobs(t.deps, { names: ['test.echo'] })).toBe(0);
  });

  it('waits for run_at, and a dedupe key keeps one queued job whose data the last enqueue sets', async () => {
    seen.length = 0;
    const later = new Date(Date.now() + 3600_000);
    await enqueueJob(t.deps.db, echo, { word: 'first' }, { runAt: later, dedupeKey: 'k1' });
    await enqueueJob(t.deps.db, echo, { word: 'second' }, { runAt: later, dedupeKey: 'k1' });
    expect(await drainJobs(t.deps, { names: ['test.echo'] })).toBe(0);
    expect(await drainJobs(t.deps, { names: ['test.echo'], now: new Date(later.getTime() + 1) })).toBe(1);
    expect(seen).toEqual(['second']);
    await enqueueJob(t.deps.db, echo, { word: 'cancelled' }, { dedupeKey: 'k2' });
    await cancelJob(t.deps.db, 'k2');
    expect(await drainJobs(t.deps, { names: ['test.echo'] })).toBe(0);
  });

  it('retries with backoff up to max attempts, then marks the job failed with its last error', async () => {
    failures = 0;
    const id = await enqueueJob(t.deps.db, flaky, { failTimes: 5 });
    let now = Date.now();
    for (let i = 0; i < 3; i += 1) {
      expect(await drainJobs(t.deps, { names: ['test.flaky'], now: new Date(now) })).toBe(1);
      now += 61_000;
    }
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'failure 3' });
    failures = 0;
    const ok = await enqueueJob(t.deps.db, flaky, { failTimes: 1 });
    await drainJobs(t.deps, { names: ['test.flaky'] });
    expect(await drainJobs(t.deps, { names: ['test.flaky'] })).toBe(0); // backoff not yet over
    await drainJobs(t.deps, { names: ['test.flaky'], now: new Date(Date.now() + 61_000) });
    const [done] = await t.deps.db.select().from(jobs).where(eq(jobs.id, ok));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job at once on a permanent error', async () => {
    const id = await enqueueJob(t.deps.db, hopeless, {});
    await drainJobs(t.deps, { names: ['test.hopeless'] });
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'bad input' });
  });
});
