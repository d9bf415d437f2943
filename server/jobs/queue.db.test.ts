import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/harness.ts';
import { drainJobs, listJobs } from './drain.ts';
import { installJobQueue } from './install.ts';
import { cancelJob, defineJob, enqueueJob, enqueueJobs, PermanentJobError } from './queue.ts';
import { JOB_DEFINITIONS, JOB_SCHEDULES } from './registry.ts';
import { wakeJobs } from './wake.ts';
import { JOB_RETENTION, startJobWorker } from './worker.ts';

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
  { maxAttempts: 3, retryDelaySeconds: 60, retryBackoff: false },
);
const hopeless = defineJob<Record<string, never>>('test.hopeless', () =>
  Promise.reject(new PermanentJobError('bad input')),
);
const ticks: string[] = [];
const ticker = defineJob<Record<string, never>>(
  'test.ticker',
  (_data, { jobId }) => {
    ticks.push(jobId);
    return Promise.resolve();
  },
  { pollSeconds: 0.5 },
);
const drained: number[] = [];
/** Polls once a minute: only a wake or a full batch makes it fetch again sooner. */
const slowPoll = defineJob<{ n: number }>(
  'test.slow_poll',
  ({ n }) => {
    drained.push(n);
    return Promise.resolve();
  },
  { pollSeconds: 60, concurrency: 3 },
);
const defs = [echo, flaky, hopeless, ticker, slowPoll];

const t = setupTestApp();
const drain = (names: string[], now?: Date) => drainJobs(t.deps, { names, now, defs });
const jobsOf = (name: string) => listJobs(t.deps, { name });

beforeAll(async () => {
  await installJobQueue(
    t.deps.db,
    [...JOB_DEFINITIONS, ...defs],
    [...JOB_SCHEDULES, { job: ticker, cron: '* * * * *' }],
  );
});

describe('job queue (pg-boss)', () => {
  it('runs queued jobs once, in order, and queues nothing for a rolled-back transaction', async () => {
    seen.length = 0;
    await enqueueJob(t.deps.db, echo, { word: 'one' });
    await enqueueJob(t.deps.db, echo, { word: 'two' });
    await t.deps.db
      .transaction(async (tx) => {
        await enqueueJob(tx, echo, { word: 'rolled back' }, { dedupeKey: 'rb' });
        await enqueueJob(tx, echo, { word: 'rolled back too' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect((await jobsOf('test.echo')).map((j) => j.payload)).toEqual([{ word: 'one' }, { word: 'two' }]);
    expect(await drain(['test.echo'])).toBe(2);
    expect(seen).toEqual(['one', 'two']);
    expect(await drain(['test.echo'])).toBe(0);
    expect((await jobsOf('test.echo')).map((j) => j.state)).toEqual(['completed', 'completed']);
  });

  it('a job enqueued in a committed transaction carries its account', async () => {
    const id = await t.deps.db.transaction((tx) => enqueueJob(tx, echo, { word: 'acct' }, { accountId: 7 }));
    expect((await jobsOf('test.echo')).find((j) => j.id === id)).toMatchObject({ accountId: 7, state: 'created' });
    await drain(['test.echo']);
  });

  it('replaces a queued job with the same dedupe key (data and run time), and cancels it by key', async () => {
    seen.length = 0;
    const soon = new Date(Date.now() + 60_000);
    const later = new Date(Date.now() + 3_600_000);
    const first = await enqueueJob(t.deps.db, echo, { word: 'first' }, { runAt: soon, dedupeKey: 'k1' });
    const second = await t.deps.db.transaction((tx) =>
      enqueueJob(tx, echo, { word: 'second' }, { runAt: later, dedupeKey: 'k1' }),
    );
    expect(second).toBe(first);
    const [job, ...more] = await listJobs(t.deps, { key: 'k1' });
    expect(more).toHaveLength(0);
    expect(job).toMatchObject({ state: 'created', payload: { word: 'second' } });
    expect(job!.runAt.getTime()).toBe(later.getTime());
    expect(await drain(['test.echo'], new Date(soon.getTime() + 1000))).toBe(0);
    expect(await drain(['test.echo'], new Date(later.getTime() + 1000))).toBe(1);
    expect(seen).toEqual(['second']);
    // Once it ran, the key queues a new job.
    await enqueueJob(t.deps.db, echo, { word: 'again' }, { dedupeKey: 'k1' });
    expect((await listJobs(t.deps, { key: 'k1' })).map((j) => j.state)).toEqual(['completed', 'created']);

    await enqueueJob(t.deps.db, echo, { word: 'cancelled' }, { dedupeKey: 'k2' });
    await t.deps.db
      .transaction(async (tx) => {
        await cancelJob(tx, 'k2');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect((await listJobs(t.deps, { key: 'k2' }))[0]?.state).toBe('created');
    await t.deps.db.transaction((tx) => cancelJob(tx, 'k2'));
    expect((await listJobs(t.deps, { key: 'k2' }))[0]?.state).toBe('cancelled');
    seen.length = 0;
    await drain(['test.echo']);
    expect(seen).toEqual(['again']);
  });

  it('retries a failing job after its backoff, counted from the drain time, until the last attempt', async () => {
    failures = 0;
    const id = await enqueueJob(t.deps.db, flaky, { failTimes: 5 });
    expect(await drain(['test.flaky'])).toBe(1);
    expect(await drain(['test.flaky'])).toBe(0); // the backoff is not over
    const now = Date.now();
    expect(await drain(['test.flaky'], new Date(now + 61_000))).toBe(1);
    expect(await drain(['test.flaky'], new Date(now + 61_000))).toBe(0);
    expect(await drain(['test.flaky'], new Date(now + 122_000))).toBe(1);
    expect(await drain(['test.flaky'], new Date(now + 300_000))).toBe(0);
    const job = (await jobsOf('test.flaky')).find((j) => j.id === id);
    expect(job).toMatchObject({ state: 'failed', retryCount: 2, error: 'failure 3' });

    failures = 0;
    const ok = await enqueueJob(t.deps.db, flaky, { failTimes: 1 });
    await drain(['test.flaky']);
    expect((await jobsOf('test.flaky')).find((j) => j.id === ok)?.state).toBe('retry');
    await drain(['test.flaky'], new Date(Date.now() + 61_000));
    expect((await jobsOf('test.flaky')).find((j) => j.id === ok)).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('fails at once, without retries, on a PermanentJobError', async () => {
    const id = await enqueueJob(t.deps.db, hopeless, {});
    expect(await drain(['test.hopeless'])).toBe(1);
    expect(await drain(['test.hopeless'], new Date(Date.now() + 86_400_000))).toBe(0);
    expect((await jobsOf('test.hopeless')).find((j) => j.id === id)).toMatchObject({
      state: 'failed',
      retryCount: 0,
      error: 'bad input',
    });
  });

  it('creates every queue with its retry options and keeps finished jobs for a retention period', async () => {
    const { rows } = await t.database.pool.query<{ name: string; retry_limit: number; retry_backoff: boolean }>(
      'SELECT name, retry_limit, retry_backoff FROM pgboss.queue',
    );
    for (const def of JOB_DEFINITIONS)
      expect(rows.find((r) => r.name === def.name)).toEqual({
        name: def.name,
        retry_limit: def.maxAttempts - 1,
        retry_backoff: def.retryBackoff,
      });
    expect(JOB_RETENTION).toEqual({
      archiveCompletedAfterSeconds: 12 * 3600,
      archiveFailedAfterSeconds: 7 * 24 * 3600,
      deleteAfterDays: 7,
    });
  });

  it('runs a schedule tick once across two worker nodes', { timeout: 60_000 }, async () => {
    ticks.length = 0;
    const started = Date.now();
    // Both nodes look at the schedules every second: only pg-boss's once-per-minute slot keeps them to one tick.
    const cron = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
    const nodes = await Promise.all(
      [0, 1].map(() => startJobWorker(t.deps, { defs: [ticker], cron, stopTimeoutMs: 1000 })),
    );
    try {
      const deadline = Date.now() + 40_000;
      while (ticks.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 4000));
      // `* * * * *`: one tick per minute, so one more only if a minute began meanwhile.
      const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000);
      expect(ticks.length).toBeGreaterThanOrEqual(1);
      expect(ticks.length).toBeLessThanOrEqual(1 + minutes);
    } finally {
      await Promise.all(nodes.map((stop) => stop()));
    }
  });

  // The app's worker polls on a pool of its own (databaseUrl); tests' workers use the app's pool.
  it.each([
    ['the app pool', false],
    ['a pool of its own', true],
  ])('a worker on %s fetches again at once after a full batch: a backlog drains at once', async (_, own) => {
    drained.length = 0;
    const stop = await startJobWorker(t.deps, {
      defs: [slowPoll],
      stopTimeoutMs: 1000,
      ...(own && { databaseUrl: t.databaseUrl }),
    });
    try {
      // Let the first (empty) fetch pass, so what follows is the wake and the full-batch rule alone.
      await new Promise((r) => setTimeout(r, 500));
      await enqueueJobs(
        t.deps.db,
        Array.from({ length: 10 }, (_, n) => ({ def: slowPoll, data: { n } })),
      );
      wakeJobs(slowPoll.name);
      const deadline = Date.now() + 10_000;
      while (drained.length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // Batches of 3, 3, 3, 1: one wake, then three refetches; a 60 s poll would have left 7 waiting.
      expect(drained.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    } finally {
      await stop();
    }
  });
});
