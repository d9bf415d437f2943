import type { SQL } from 'drizzle-orm';
import type { TDeps } from '../deps.ts';
import { drainJobs } from '../jobs/drain.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import { wakeJobs } from '../jobs/wake.ts';
import type { TRegisteredConsumer, TStoredEvent } from './consumers.ts';
import {
  advanceDispatch,
  conditionsHold,
  listAccountsToDispatch,
  lockDispatchCursor,
  listEventsAfter,
} from './events.repo.ts';
import { EventSequencer } from './sequencer.ts';

/** Events read per account per round. */
const ROUND = 500;
/** At most this many events per consumer job (a job's events run one after the other). */
const BATCH = 50;

/**
 * One round of the dispatcher: for each account whose log has numbered events past its cursor, in
 * one transaction, locks the cursor (another node's dispatcher skips it), queues for each consumer
 * jobs carrying the events it wants (in log order, up to BATCH a job) — none for a consumer whose
 * `inUse` condition is false for the account — and moves the cursor (in the same transaction, so a
 * repeat queues nothing new). Returns how many events it read.
 */
export const dispatchRound = async (deps: TDeps, consumers: readonly TRegisteredConsumer[]) => {
  let read = 0;
  const queued = new Set<string>();
  for (const accountId of await listAccountsToDispatch(deps.db)) {
    read += await deps.db.transaction(async (tx) => {
      const cursor = await lockDispatchCursor(tx, accountId);
      if (cursor === null) return 0;
      const events = await listEventsAfter(tx, accountId, cursor, ROUND);
      // One job per consumer per BATCH of the events it wants, all queued with one INSERT (a statement
      // per event and consumer was most of a round's time). No dedupe key: the cursor moves in this
      // transaction, so an event is queued once per consumer.
      const jobs: { def: TRegisteredConsumer['job']; data: TStoredEvent[]; accountId: number }[] = [];
      const stored: TStoredEvent[] = events.map((e) => ({
        id: e.id,
        accountId,
        seq: e.seq,
        name: e.name,
        data: e.data,
        audience: e.audience,
      }));
      // An event whose payload an erasure scrubbed (contacts/contactErase.repo.ts) goes to no consumer.
      const live = stored.filter((e) => e.data.erased !== true);
      const wanting = consumers
        .map((c) => ({ c, wanted: live.filter((e) => c.wants(e)) }))
        .filter((w) => w.wanted.length > 0);
      // The features the account does not use, asked in one statement: their consumers get no job.
      const unused = new Set<TRegisteredConsumer>();
      const asked: { c: TRegisteredConsumer; condition: SQL }[] = [];
      for (const { c } of wanting) {
        const answer = c.inUse?.(accountId, deps) ?? true;
        if (answer === false) unused.add(c);
        else if (answer !== true) asked.push({ c, condition: answer });
      }
      const held = await conditionsHold(
        tx,
        asked.map((a) => a.condition),
      );
      // Only a condition read as false skips a consumer: a missing answer queues its job as before.
      for (const [i, a] of asked.entries()) if (held[i] === false) unused.add(a.c);
      for (const { c, wanted } of wanting) {
        if (unused.has(c)) continue;
        for (let i = 0; i < wanted.length; i += BATCH)
          jobs.push({ def: c.job, data: wanted.slice(i, i + BATCH), accountId });
        queued.add(c.job.name);
      }
      await enqueueJobs(tx, jobs);
      const last = events.at(-1);
      if (last) await advanceDispatch(tx, accountId, last.seq);
      return events.length;
    });
  }
  for (const name of queued) wakeJobs(name);
  return read;
};

/** The dispatcher of a worker node: a round every second (and when woken), until stopped. */
export const startDispatcher = (deps: TDeps, consumers: readonly TRegisteredConsumer[], everyMs = 1000) => {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      while ((await dispatchRound(deps, consumers)) > 0);
    })()
      .catch((err: unknown) => deps.log.error({ err: (err as Error).message }, 'event dispatch failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  return {
    start: () => {
      timer ??= setInterval(tick, everyMs);
      timer.unref();
    },
    wake: tick,
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};

/**
 * Test helper: dispatches every committed event and runs the consumers' jobs until nothing is left
 * (events a consumer writes are dispatched in turn). Only `consumers` are fed.
 */
export const drainConsumers = async (deps: TDeps, consumers: readonly TRegisteredConsumer[]) => {
  const names = consumers.map((c) => c.job.name);
  let handled = 0;
  for (;;) {
    await new EventSequencer(deps.db, deps.log).settle();
    const read = await dispatchRound(deps, consumers);
    const ran = names.length ? await drainJobs(deps, { names, defs: consumers.map((c) => c.job) }) : 0;
    handled += ran;
    if (!read && !ran) return handled;
  }
};
