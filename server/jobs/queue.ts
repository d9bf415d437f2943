import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import type { TDeps } from '../deps.ts';
import { reportUnlessStopping } from '../lib/shutdown.ts';

/** pg-boss keeps its queue in this schema (installed by installJobQueue, see jobs/install.ts). */
export const BOSS_SCHEMA = 'pgboss';

export interface TJobContext {
  deps: TDeps;
  /** pg-boss's job id (a uuid). */
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  accountId: number | null;
}

export interface TJobDef<T> {
  /** The pg-boss queue name. */
  name: string;
  handler: (data: T, ctx: TJobContext) => Promise<void>;
  /** Runs in all, the first included (pg-boss retryLimit = maxAttempts - 1). */
  maxAttempts: number;
  /** Seconds before the first retry; with retryBackoff, doubled (with jitter) on each further one. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** How many jobs of this queue one node runs at once (pg-boss batchSize of its one poller). */
  concurrency: number;
  /** A run still going after this is failed by pg-boss (and retried). */
  expireInSeconds: number;
  /** How often an idle worker asks for new jobs of this queue. */
  pollSeconds: number;
}

/** Any job definition, for lists of them (a handler of some data is a handler of never). */
export type TAnyJobDef = TJobDef<never>;

/** What a job's row carries: the caller's data and the account it was queued for. */
interface TEnvelope<T> {
  accountId: number | null;
  payload: T;
}

/** Thrown by a handler when retrying cannot help (bad input, 4xx from a provider): the job fails now. */
export class PermanentJobError extends Error {}

/**
 * Declares a job kind. Defining registers nothing: the worker and drainJobs know the kinds listed in
 * jobs/registry.ts. Defaults: 5 runs, retried after 10 s, 20 s, 40 s … (pg-boss backoff, with jitter).
 */
export const defineJob = <T>(
  name: string,
  handler: (data: T, ctx: TJobContext) => Promise<void>,
  opts: Partial<Omit<TJobDef<T>, 'name' | 'handler'>> = {},
): TJobDef<T> => ({
  name,
  handler,
  maxAttempts: opts.maxAttempts ?? 5,
  retryDelaySeconds: opts.retryDelaySeconds ?? 10,
  retryBackoff: opts.retryBackoff ?? true,
  concurrency: opts.concurrency ?? 2,
  expireInSeconds: opts.expireInSeconds ?? 15 * 60,
  pollSeconds: opts.pollSeconds ?? 2,
});

/** pg-boss's per-queue (and per-job) options of a definition. */
export const queueOptions = (def: TAnyJobDef) => ({
  retryLimit: def.maxAttempts - 1,
  retryDelay: def.retryDelaySeconds,
  retryBackoff: def.retryBackoff,
  expireInSeconds: def.expireInSeconds,
});

/** pg-boss's SQL ($1, $2 … placeholders) as a drizzle query, so it runs on the caller's connection. */
const toSql = (text: string, values: readonly unknown[] = []): SQL =>
  sql.join(text.split(/\$(\d+)/).map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))));

/** pg-boss's `db` option on a drizzle handle: a transaction's statements then commit or roll back with it. */
export const bossDb = (db: TExecutor): PgBoss.Db => ({
  executeSql: (text, values) => db.execute(toSql(text, values)),
});

/**
 * Sends, completes and fails jobs through pg-boss's own SQL, always on a connection given in `db`:
 * it is never started and holds no pool or timer (the worker's instance is in jobs/worker.ts).
 */
const sender = new PgBoss({
  schema: BOSS_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('pg-boss sender: pass options.db')) },
});

/**
 * Queues a job in the caller's transaction (nothing is queued if it rolls back). With `dedupeKey`, a
 * second enqueue while one with the same key is still queued (created or waiting for a retry) replaces
 * its data and run time: one queued job per key and kind.
 */
export const enqueueJob = async <T>(
  db: TExecutor,
  def: TJobDef<T>,
  data: T,
  opts: { accountId?: number | null; runAt?: Date; dedupeKey?: string } = {},
): Promise<string | null> => {
  const envelope: TEnvelope<T> = { accountId: opts.accountId ?? null, payload: data };
  const send = (executor: TExecutor) =>
    sender.send(def.name, envelope as object, {
      ...queueOptions(def),
      ...(opts.runAt && { startAfter: opts.runAt }),
      ...(opts.dedupeKey && { singletonKey: opts.dedupeKey }),
      db: bossDb(executor),
    });
  const key = opts.dedupeKey;
  if (!key) return send(db);
  return db.transaction(async (tx) => {
    // Two writers of one key take turns, so the second replaces the first's job instead of adding one.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`helpdesk-job:${key}`}, 0))`);
    const startAfter = opts.runAt ? sql`${opts.runAt.toISOString()}::timestamptz` : sql`now()`;
    const { rows } = await tx.execute<{ id: string }>(sql`
      UPDATE pgboss.job SET data = ${JSON.stringify(envelope)}::jsonb,
        start_after = ${startAfter}, keep_until = ${startAfter} + (keep_until - start_after)
      WHERE name = ${def.name} AND singleton_key = ${key} AND state < 'active'
      RETURNING id`);
    return rows[0]?.id ?? (await send(tx));
  });
};

/**
 * Queues many jobs (of one or several kinds) with one INSERT in the caller's transaction (pg-boss
 * `insert`): what a dispatcher round or a consumer batch queues, where a statement per job was most of the cost.
 */
export const enqueueJobs = async (
  db: TExecutor,
  jobs: readonly { def: TAnyJobDef; data: unknown; accountId?: number | null; runAt?: Date }[],
) => {
  if (!jobs.length) return;
  await sender.insert(
    jobs.map(({ def, data, accountId, runAt }) => {
      const o = queueOptions(def);
      const envelope: TEnvelope<unknown> = { accountId: accountId ?? null, payload: data };
      return {
        name: def.name,
        data: envelope,
        retryLimit: o.retryLimit,
        retryDelay: o.retryDelay,
        retryBackoff: o.retryBackoff,
        expireInSeconds: o.expireInSeconds,
        ...(runAt && { startAfter: runAt }),
      };
    }),
    { db: bossDb(db) },
  );
};

/** Cancels the still-queued job with this de-duplication key (e.g. a snooze ended by a reopen), in `db`'s transaction. */
export const cancelJob = async (db: TExecutor, dedupeKey: string) => {
  await db.execute(sql`
    UPDATE pgboss.job SET state = 'cancelled', completed_on = now()
    WHERE singleton_key = ${dedupeKey} AND state < 'active'`);
};

/** An SQL condition: a job with this de-duplication key is queued (for NOT EXISTS filters in repos). */
export const isJobQueued = (dedupeKey: SQL) =>
  sql`EXISTS (SELECT 1 FROM pgboss.job j WHERE j.singleton_key = ${dedupeKey} AND j.state < 'active')`;

/** A claimed job as the worker and drainJobs hand it over. */
export interface TClaimedJob {
  id: string;
  data: unknown;
  retryCount: number;
}

/**
 * Runs one claimed (active) job and records the outcome through pg-boss: completed, or failed, which
 * pg-boss turns into a retry after the backoff until the last attempt. A PermanentJobError fails it
 * for good (its retry limit is lowered to the runs made). Never throws. `completes: false` leaves a
 * success to the caller: pg-boss's worker completes its whole batch in one statement once every job of
 * it has run (a failed one is no longer active then, so that completion passes it by).
 */
export const runJob = async (deps: TDeps, def: TAnyJobDef, job: TClaimedJob, { completes = true } = {}) => {
  const db = bossDb(deps.db);
  const { accountId = null, payload } = (job.data ?? {}) as Partial<TEnvelope<never>>;
  try {
    await def.handler(payload as never, { deps, jobId: job.id, attempt: job.retryCount + 1, accountId });
    if (completes) await sender.complete(def.name, job.id, {}, { db });
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof PermanentJobError;
    try {
      if (permanent)
        await deps.db.execute(
          sql`UPDATE pgboss.job SET retry_limit = retry_count WHERE name = ${def.name} AND id = ${job.id}::uuid`,
        );
      await sender.fail(def.name, job.id, { message: message.slice(0, 2000) }, { db });
    } catch (recordErr) {
      reportUnlessStopping(recordErr, () =>
        deps.log.error({ job: def.name, id: job.id, err: (recordErr as Error).message }, 'job outcome not recorded'),
      );
    }
    reportUnlessStopping(err, () =>
      deps.log.warn({ job: def.name, id: job.id, attempt: job.retryCount + 1, permanent, err: message }, 'job failed'),
    );
    return false;
  }
};
