import type { SQL } from 'drizzle-orm';
import { EVENT_SCHEMAS, isEventName, type TEventData, type TEventName } from '../../common/events.ts';
import type { TDeps } from '../deps.ts';
import { defineJob, enqueueJobs, type TJobDef } from '../jobs/queue.ts';
import type { TAudience } from './audience.ts';

/** A committed, numbered event as the dispatcher queues it (a copy: the log may be pruned meanwhile). */
export interface TStoredEvent {
  id: number;
  accountId: number;
  seq: number;
  name: string;
  data: Record<string, unknown>;
  audience: TAudience;
}

/** The event a consumer handles, typed by the event map: narrow on `name` to get its payload's type. */
export type TConsumedEvent<E extends TEventName = TEventName> = E extends TEventName
  ? Omit<TStoredEvent, 'name' | 'data'> & { name: E; data: TEventData<E> }
  : never;

/** Is the stored event one of the map's, with the payload the map gives it? */
const isConsumed = (e: TStoredEvent): e is TStoredEvent & TConsumedEvent =>
  isEventName(e.name) && EVENT_SCHEMAS[e.name].safeParse(e.data).success;

export interface TConsumer<E extends TEventName> {
  /** Unique; the consumer's job queue is `consumer.<name>`. */
  name: string;
  /** The events it reacts to; the dispatcher makes a job for these only. */
  events: readonly E[];
  /**
   * Events of those names it would ignore, told by the event alone (a private note, a message type it
   * does not handle): the dispatcher makes no job for them. `handle` must still ignore them (jobs queued
   * before this rule existed).
   */
  skips?: (event: TConsumedEvent<E>) => boolean;
  /**
   * Whether the account has anything this consumer acts on (a Slack hook, an active rule, an SLA policy …): an
   * SQL condition on the account, from the feature's repo. The dispatcher reads the conditions of a round's
   * consumers in one statement and queues no job for a consumer whose condition is false (most accounts use
   * few of the features: that was most of the jobs per message). `handle` still checks what it needs, since
   * the answer may change before its job runs. A boolean answers at once, from the node's configuration
   * (no mail server set up: no notification mail).
   */
  inUse?: (accountId: number, deps: TDeps) => SQL | boolean;
  /** Must be idempotent: an event may be handled more than once (a retry after a crash). */
  handle: (event: TConsumedEvent<E>, ctx: { deps: TDeps; attempt: number }) => Promise<void>;
  /**
   * Handles a job's events (in log order) at once, when that saves work (e.g. one query for all of
   * them); without it each event goes to `handle` in turn. Same idempotence rule.
   */
  handleBatch?: (events: TConsumedEvent<E>[], ctx: { deps: TDeps; attempt: number }) => Promise<void>;
  maxAttempts?: number;
  /**
   * How often an idle worker looks for this consumer's jobs (default 10 s): the dispatcher wakes its own
   * node's worker for the jobs it queues, so the poll only finds retries coming due; latency-bound
   * consumers go lower.
   */
  pollSeconds?: number;
  /** Jobs one node runs at once (default 2). */
  concurrency?: number;
}

/**
 * A consumer job's data: the events of one account the dispatcher read in one round that this consumer
 * wants (a single event in jobs queued before batching).
 */
export type TConsumerJobData = TStoredEvent[] | TStoredEvent;

const CONSUMER_POLL_SECONDS = 10;

export interface TRegisteredConsumer {
  name: string;
  events: readonly TEventName[];
  /** Whether the dispatcher makes a job for this stored event (its name, and not one the consumer skips). */
  wants: (event: TStoredEvent) => boolean;
  /** See TConsumer.inUse. */
  inUse?: (accountId: number, deps: TDeps) => SQL | boolean;
  job: TJobDef<TConsumerJobData>;
}

/** Each stored event's schema check, once per event object however many consumers ask (a dispatch round). */
const checked = new WeakMap<TStoredEvent, boolean>();
const isConsumedOnce = (e: TStoredEvent): e is TStoredEvent & TConsumedEvent => {
  let ok = checked.get(e);
  if (ok === undefined) checked.set(e, (ok = isConsumed(e)));
  return ok;
};

/**
 * Declares a consumer: a module reacting to committed domain events, after commit and outside the
 * request. Each consumer has its own job queue, so it retries (with backoff) on its own and never
 * holds up a request or another consumer. An event whose payload does not match the event map is
 * logged and skipped (retrying cannot fix it).
 */
export const defineConsumer = <E extends TEventName>(c: TConsumer<E>): TRegisteredConsumer => {
  const wanted: readonly TEventName[] = c.events;
  const isWanted = (e: TConsumedEvent): e is TConsumedEvent<E> => wanted.includes(e.name);
  const job: TJobDef<TConsumerJobData> = defineJob<TConsumerJobData>(
    `consumer.${c.name}`,
    async (data, ctx) => {
      const wantedEvents: TConsumedEvent<E>[] = [];
      for (const event of Array.isArray(data) ? data : [data]) {
        if (!isConsumed(event)) {
          ctx.deps.log.error({ consumer: c.name, event: event.name, id: event.id }, 'event does not match its schema');
          continue;
        }
        if (isWanted(event)) wantedEvents.push(event);
      }
      if (!wantedEvents.length) return;
      if (c.handleBatch) return c.handleBatch(wantedEvents, ctx);
      if (wantedEvents.length === 1) return c.handle(wantedEvents[0] as TConsumedEvent<E>, ctx);
      // Every event gets its try; those that failed go back as jobs of one event each (retried with
      // backoff as any job), so a retry never repeats the events that were handled.
      const failed: TStoredEvent[] = [];
      for (const event of wantedEvents) {
        try {
          await c.handle(event, ctx);
        } catch (err) {
          ctx.deps.log.warn({ consumer: c.name, id: event.id, err: (err as Error).message }, 'event failed');
          failed.push(event);
        }
      }
      const runAt = new Date(Date.now() + job.retryDelaySeconds * 1000);
      await enqueueJobs(
        ctx.deps.db,
        failed.map((event) => ({ def: job, data: event, accountId: event.accountId, runAt })),
      );
    },
    {
      maxAttempts: c.maxAttempts ?? 8,
      pollSeconds: c.pollSeconds ?? CONSUMER_POLL_SECONDS,
      ...(c.concurrency !== undefined && { concurrency: c.concurrency }),
    },
  );
  const { skips } = c;
  // An event that does not match its schema still gets its job, which logs it (above).
  const wants = (e: TStoredEvent) =>
    wanted.some((name) => name === e.name) && !(skips && isConsumedOnce(e) && isWanted(e) && skips(e));
  return { name: c.name, events: wanted, wants, job, ...(c.inUse && { inUse: c.inUse }) };
};
