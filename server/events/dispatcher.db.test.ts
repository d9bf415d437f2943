import { describe, expect, it } from 'vitest';
import { appendTestEvent } from '../test/appendTestEvent.ts';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin } from '../test/factories.ts';
import { defineConsumer, type TConsumedEvent } from './consumers.ts';
import { dispatchRound, drainConsumers } from './dispatcher.ts';
import { EventSequencer } from './sequencer.ts';
import { drainJobs } from '../jobs/drain.ts';
import { installJobQueue } from '../jobs/install.ts';
import { JOB_DEFINITIONS } from '../jobs/registry.ts';

const t = setupTestApp();

const append = (accountId: number, n: number, name: 'page:reload' | 'user:logout' = 'page:reload') =>
  t.database.db.transaction((tx) =>
    appendTestEvent(tx, accountId, name, name === 'page:reload' ? { reason: `r${n}` } : { user_id: n }, {
      kind: 'account',
    }),
  );

/** A consumer that records what it saw and fails the first `failures` times it is called. */
const recorder = (name: string, failures = 0) => {
  const seen: TConsumedEvent<'page:reload'>[] = [];
  let calls = 0;
  const consumer = defineConsumer({
    name,
    events: ['page:reload'],
    maxAttempts: 5,
    handle: async (event) => {
      calls += 1;
      if (calls <= failures) throw new Error('not now');
      seen.push(event);
      await Promise.resolve();
    },
  });
  return { consumer, seen, calls: () => calls };
};

/** pg-boss needs a queue per consumer: the test's own consumers get theirs as the registry's do at boot. */
const install = (...consumers: ReturnType<typeof recorder>[]) =>
  installJobQueue(t.database.db, [...JOB_DEFINITIONS, ...consumers.map((r) => r.consumer.job)]);

describe('consumers of committed events', () => {
  it('feeds each consumer the events it asked for, in its own job, once per event', async () => {
    const admin = await buildAdmin(t);
    const a = recorder(`a${admin.accountId}`);
    const b = recorder(`b${admin.accountId}`);
    await install(a, b);
    await append(admin.accountId, 1);
    await append(admin.accountId, 2, 'user:logout'); // nobody asked for it
    await append(admin.accountId, 3);
    await drainConsumers(t.deps, [a.consumer, b.consumer]);
    for (const r of [a, b]) {
      // Jobs carry no order between them: a consumer sees each event once, in whatever order.
      const mine = r.seen.filter((e) => e.accountId === admin.accountId).sort((x, y) => x.seq - y.seq);
      expect(mine.map((e) => e.data.reason)).toEqual(['r1', 'r3']);
      expect(mine.every((e) => e.name === 'page:reload' && e.seq > 0)).toBe(true);
    }
    // A second round reads nothing new: the cursor moved past every event.
    await drainConsumers(t.deps, [a.consumer, b.consumer]);
    expect(a.seen.filter((e) => e.accountId === admin.accountId)).toHaveLength(2);
  });

  it('retries a failing consumer on its own, without holding up another', async () => {
    const admin = await buildAdmin(t);
    const flaky = recorder(`flaky${admin.accountId}`, 2);
    const steady = recorder(`steady${admin.accountId}`);
    await install(flaky, steady);
    await append(admin.accountId, 7);
    await new EventSequencer(t.database.db, t.deps.log).settle();
    expect(await dispatchRound(t.deps, [flaky.consumer, steady.consumer])).toBeGreaterThan(0);
    await drainJobs(t.deps, { names: [steady.consumer.job.name], defs: [steady.consumer.job] });
    expect(steady.seen.map((e) => e.data.reason)).toEqual(['r7']);
    expect(flaky.seen).toHaveLength(0);
    // Its retries wait for their backoff; run them as if that time had passed.
    for (let i = 0; i < 3 && !flaky.seen.length; i += 1)
      await drainJobs(t.deps, {
        names: [flaky.consumer.job.name],
        defs: [flaky.consumer.job],
        now: new Date(Date.now() + (i + 1) * 7_200_000),
      });
    expect(flaky.calls()).toBe(3);
    expect(flaky.seen.map((e) => e.data.reason)).toEqual(['r7']);
  });

  it("queues a round's events as one job per consumer, and a failed event alone goes back", async () => {
    const admin = await buildAdmin(t);
    const seen: string[] = [];
    let failedOnce = false;
    const consumer = defineConsumer({
      name: `batch${admin.accountId}`,
      events: ['page:reload'],
      handle: async (event) => {
        await Promise.resolve();
        if (event.data.reason === 'r2' && !failedOnce) {
          failedOnce = true;
          throw new Error('not now');
        }
        seen.push(event.data.reason ?? '');
      },
    });
    await installJobQueue(t.database.db, [...JOB_DEFINITIONS, consumer.job]);
    for (const n of [1, 2, 3]) await append(admin.accountId, n);
    await new EventSequencer(t.database.db, t.deps.log).settle();
    expect(await dispatchRound(t.deps, [consumer])).toBeGreaterThanOrEqual(3);
    const jobs = async () =>
      (
        await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [
          consumer.job.name,
        ])
      ).rows[0]?.n;
    expect(await jobs()).toBe(1);
    await drainJobs(t.deps, { names: [consumer.job.name], defs: [consumer.job] });
    expect(seen).toEqual(['r1', 'r3']);
    // r2 waits for the retry delay in a job of its own; r1 and r3 are not handled again.
    expect(await jobs()).toBe(2);
    await drainJobs(t.deps, {
      names: [consumer.job.name],
      defs: [consumer.job],
      now: new Date(Date.now() + 3_600_000),
    });
    expect(seen).toEqual(['r1', 'r3', 'r2']);
  });

  it('announces nothing for a rolled-back transaction', async () => {
    const admin = await buildAdmin(t);
    const r = recorder(`rb${admin.accountId}`);
    await install(r);
    await t.database.db
      .transaction(async (tx) => {
        await appendTestEvent(tx, admin.accountId, 'page:reload', { reason: 'r9' }, { kind: 'account' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await drainConsumers(t.deps, [r.consumer]);
    expect(r.seen).toHaveLength(0);
  });
});
