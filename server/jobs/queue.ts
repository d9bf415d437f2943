import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { TDeps } from '../deps.ts';

/** Woken by NOTIFY when a job is enqueued, so a queued job does not wait for the next poll. */
export const JOBS_CHANNEL = 'helpdesk_jobs';

export interface TJobContext {
  deps: TDeps;
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  accountId: number | null;
}

export interface TJobDef<T> {
  name: string;
  handler: (data: T, ctx: TJobContext) => Promise<void>;
  maxAttempts: number;
  /** Milliseconds to wait before attempt n+1 after attempt n failed. */
  backoffMs: (attempt: number) => number;
}

/** Thrown by a handler when retrying cannot help (bad input, 4xx from a provider): the job fails now. */
export class PermanentJobError extends Error {}

const registry = new Map<string, TJobDef<never>>();

/** Exponential: 10 s, 20 s, 40 s … capped at one hour. */
export const exponentialBackoff = (attempt: number) => Math.min(3_600_000, 10_000 * 2 ** (attempt - 1));

/** Declares a job kind; its module must be imported by the app (routes → service → job) for the worker to know it. */
export const defineJob = <T>(
  name: string,
  handler: (data: T, ctx: TJobContext) => Promise<void>,
  opts: { maxAttempts?: number; backoffMs?: (attempt: number) => number } = {},
): TJobDef<T> => {
  const def: TJobDef<T> = {
    name,
    handler,
    maxAttempts: opts.maxAttempts ?? 5,
    backoffMs: opts.backoffMs ?? exponentialBackoff,
  };
  registry.set(name, def);
  return def;
};

/**
 * Queues a job in the caller's transaction (nothing is queued if it rolls back). With `dedupeKey`,
 * a second enqueue while one with the same key is still queued replaces its data and run time.
 */
export const enqueueJob = async <T>(
  db: TExecutor,
  def: TJobDef<T>,
  data: T,
  opts: { accountId?: number | null; runAt?: Date; dedupeKey?: string } = {},
) => {
  const values = {
    name: def.name,
    data: data as Record<string, unknown>,
    accountId: opts.accountId ?? null,
    maxAttempts: def.maxAttempts,
    runAt: opts.runAt ?? new Date(),
    dedupeKey: opts.dedupeKey ?? null,
  };
  const [row] = opts.dedupeKey
    ? await db
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: jobs.dedupeKey,
          targetWhere: sql`${jobs.status} = 'queued'`,
          set: { data: values.data, runAt: values.runAt, updatedAt: new Date() },
        })
        .returning({ id: jobs.id })
    : await db.insert(jobs).values(values).returning({ id: jobs.id });
  await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${def.name})`);
  return row!.id;
};

/** Removes a still-queued job by its de-duplication key (e.g. a snooze cancelled by a reopen). */
export const cancelJob = async (db: TExecutor, dedupeKey: string) => {
  await db.delete(jobs).where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'queued')));
};

const LOCK_SECONDS = 300;

/** Claims one due job (any node), marking it running for LOCK_SECONDS; a crashed worker's job is retaken after. */
const claim = async (deps: TDeps, names: readonly string[] | null, now: Date) => {
  const nameFilter = names
    ? sql`AND name IN (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await deps.db.execute<{
    id: number;
    name: string;
    data: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
    account_id: number | null;
  }>(sql`
    UPDATE jobs SET status = 'running', attempts = attempts + 1,
      locked_until = ${now}::timestamptz + make_interval(secs => ${LOCK_SECONDS}), updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE ((status = 'queued' AND run_at <= ${now}) OR (status = 'running' AND locked_until < ${now})) ${nameFilter}
      ORDER BY run_at, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, name, data, attempts, max_attempts, account_id`);
  return rows[0] ?? null;
};

const runOne = async (deps: TDeps, job: NonNullable<Awaited<ReturnType<typeof claim>>>, now: Date) => {
  const def = registry.get(job.name);
  try {
    if (!def) throw new PermanentJobError(`no handler for job ${job.name}`);
    await def.handler(job.data as never, {
      deps,
      jobId: Number(job.id),
      attempt: job.attempts,
      accountId: job.account_id,
    });
    await deps.db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, updatedAt: new Date() })
      .where(eq(jobs.id, job.id));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const final = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
    const retryAt = new Date(now.getTime() + (def ?? { backoffMs: exponentialBackoff }).backoffMs(job.attempts));
    await deps.db
      .update(jobs)
      .set({
        status: final ? 'failed' : 'queued',
        runAt: final ? undefined : retryAt,
        lockedUntil: null,
        lastError: message.slice(0, 2000),
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, job.id));
    deps.log.warn({ job: job.name, id: job.id, attempt: job.attempts, final, err: message }, 'job failed');
  }
};

/**
 * Runs every due job to completion in this process and returns how many ran. Tests call it to make
 * background work happen deterministically; `now` lets them run retries and scheduled jobs early.
 */
export const drainJobs = async (deps: TDeps, opts: { names?: readonly string[]; now?: Date; limit?: number } = {}) => {
  let ran = 0;
  const limit = opts.limit ?? 10_000;
  while (ran < limit) {
    const now = opts.now ?? new Date();
    const job = await claim(deps, opts.names ?? null, now);
    if (!job) break;
    await runOne(deps, job, now);
    ran += 1;
  }
  return ran;
};

/**
 * The worker loop of a node (not started in tests): LISTENs for new jobs and polls every second for
 * scheduled ones and retries. Returns a stop function that waits for the running job to finish.
 */
export const startJobWorker = (deps: TDeps, listen: (onNotify: () => void) => Promise<() => Promise<void>>) => {
  let stopped = false;
  let wake: (() => void) | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    unlisten = await listen(() => wake?.()).catch(() => null);
    while (!stopped) {
      try {
        await drainJobs(deps, { limit: 50 });
      } catch (err) {
        deps.log.error({ err: (err as Error).message }, 'job worker failed');
      }
      if (!stopped) await sleep(1000);
    }
  })();
  return async () => {
    stopped = true;
    wake?.();
    await loop;
    await unlisten?.();
  };
};
