import PgBoss from 'pg-boss';
import { connectDatabase } from '../db/client.ts';
import type { TDeps } from '../deps.ts';
import { reportUnlessStopping } from '../lib/shutdown.ts';
import { BOSS_SCHEMA, runJob, type TAnyJobDef } from './queue.ts';
import { JOB_DEFINITIONS } from './registry.ts';
import { onJobsQueued } from './wake.ts';

/** How long finished jobs stay in pgboss.job, then in pgboss.archive, before pg-boss's maintenance deletes them. */
export const JOB_RETENTION = {
  archiveCompletedAfterSeconds: 12 * 3600,
  archiveFailedAfterSeconds: 7 * 24 * 3600,
  deleteAfterDays: 7,
} as const;

/** Between starting one queue's poller and the next: the polls of ~50 queues then do not all fall in one instant. */
const STAGGER_MS = 50;
/**
 * Connections of the worker's own pool (with `databaseUrl`): its ~50 pollers each ask for jobs every 0.5–10 s.
 * On the app's pool, polls overlapping now and then kept several backends alive for good (each ~25 MB, idle
 * memory, bench:boot); on two, they wait a moment for each other and the app's pool closes what it does not use.
 */
const POLL_CONNECTIONS = 2;

/**
 * Starts this node's pg-boss worker, on a pool of its own with `databaseUrl`, else on the app's (queues and
 * schema are installed at boot, see jobs/install.ts): one poller per queue taking up to `concurrency` jobs at a time, pg-boss's
 * maintenance (expiry, archive, deletion after JOB_RETENTION) and its timekeeper, which queues each
 * schedule tick once across all nodes. The pollers start STAGGER_MS apart: started together, every
 * queue's poll fell in the same instant, each wave taking as many pooled connections (backend
 * processes) as there were queues, up to the pool's size. Returns the stop function: it stops polling
 * and waits up to `stopTimeoutMs` for running jobs; jobs still running then are failed (and retried by
 * another node).
 */
export const startJobWorker = async (
  deps: TDeps,
  opts: {
    defs?: readonly TAnyJobDef[];
    stopTimeoutMs?: number;
    /** Tests shorten how often the timekeeper looks at the schedules (30 s) and queues their ticks (5 s). */
    cron?: { cronMonitorIntervalSeconds: number; cronWorkerIntervalSeconds: number };
    /** pg-boss's own statements (polls, completions, the timekeeper) then go through a pool of their own. */
    databaseUrl?: string;
  } = {},
) => {
  const own = opts.databaseUrl ? connectDatabase(opts.databaseUrl, POLL_CONNECTIONS) : null;
  const client = own?.pool ?? deps.db.$client;
  // pg-boss completes a finished batch without awaiting it; stop waits for those statements and for batches
  // still running (below), so none runs on a pool the app has closed.
  const inFlight = new Set<Promise<unknown>>();
  const executeSql = (text: string, values?: unknown[]) => {
    const query = client.query(text, values);
    inFlight.add(query);
    query.then(
      () => inFlight.delete(query),
      () => inFlight.delete(query),
    );
    return query;
  };
  const boss = new PgBoss({
    schema: BOSS_SCHEMA,
    db: { executeSql },
    migrate: false,
    ...JOB_RETENTION,
    ...opts.cron,
  });
  boss.on('error', (err: Error) =>
    reportUnlessStopping(err, () => deps.log.error({ err: err.message }, 'job queue error')),
  );
  await boss.start();
  const workerIds = new Map<string, string>();
  let stopping = false;
  const startPollers = async () => {
    for (const [i, def] of (opts.defs ?? JOB_DEFINITIONS).entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, STAGGER_MS));
      if (stopping) return;
      await startPoller(def);
    }
  };
  const startPoller = async (def: TAnyJobDef) => {
    let workerId = '';
    workerId = await boss.work(
      def.name,
      { batchSize: def.concurrency, includeMetadata: true, pollingIntervalSeconds: def.pollSeconds },
      async (jobs) => {
        // Each job records its own failure; pg-boss completes the batch (one statement) once this resolves,
        // which passes the failed ones by (no longer active). A completion per job was one statement more
        // per job (bench:conversations' create trace).
        const batch = Promise.all(jobs.map((job) => runJob(deps, def, job, { completes: false })));
        inFlight.add(batch);
        try {
          await batch;
        } finally {
          inFlight.delete(batch);
        }
        // A full batch means more are likely waiting: fetch again at once instead of sleeping out the poll.
        if (jobs.length >= def.concurrency) boss.notifyWorker(workerId);
      },
    );
    workerIds.set(def.name, workerId);
  };
  const starting = startPollers().catch((err: unknown) =>
    reportUnlessStopping(err, () => deps.log.error({ err: (err as Error).message }, 'job queue pollers did not start')),
  );
  const stopWaking = onJobsQueued((queue) => {
    const id = workerIds.get(queue);
    if (id) boss.notifyWorker(id);
  });
  return async () => {
    stopping = true;
    await starting;
    stopWaking();
    await boss.stop({ graceful: true, close: false, timeout: opts.stopTimeoutMs ?? 30_000 });
    // A fetch under way at stop still runs its batch, and pg-boss's completion follows the batch by a few
    // microtasks: wait until a turn of the event loop passes with nothing in flight.
    do {
      await Promise.allSettled([...inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    } while (inFlight.size > 0);
    await own?.close();
  };
};
