import type { TDeps } from '../deps.ts';
import { defineJob, type TJobDef } from '../jobs/queue.ts';
import type { TAudience } from './audience.ts';
import type { TEventName } from './eventNames.ts';

/** A committed, numbered event as a consumer receives it (a copy: the log may be pruned meanwhile). */
export interface TConsumedEvent {
  id: number;
  accountId: number;
  seq: number;
  name: TEventName;
  data: Record<string, unknown>;
  audience: TAudience;
}

export interface TConsumer {
  /** Unique; the consumer's job queue is `consumer.<name>`. */
  name: string;
  /** The events it reacts to; the dispatcher makes a job for these only. */
  events: readonly TEventName[];
  /** Must be idempotent: an event may be handled more than once (a retry after a crash). */
  handle: (event: TConsumedEvent, ctx: { deps: TDeps; attempt: number }) => Promise<void>;
  maxAttempts?: number;
}

export interface TRegisteredConsumer extends TConsumer {
  job: TJobDef<TConsumedEvent>;
}

/**
 * Declares a consumer: a module reacting to committed domain events, after commit and outside the
 * request. Each consumer has its own job queue, so it retries (with backoff) on its own and never
 * holds up a request or another consumer.
 */
export const defineConsumer = (c: TConsumer): TRegisteredConsumer => ({
  ...c,
  job: defineJob<TConsumedEvent>(`consumer.${c.name}`, (event, ctx) => c.handle(event, ctx), {
    maxAttempts: c.maxAttempts ?? 8,
  }),
});
