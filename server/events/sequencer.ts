import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client.ts';
import { onEventsCommitted } from './afterCommit.ts';
import { EVENTS_CHANNEL } from './events.repo.ts';

/** Most events numbered by one statement; a longer backlog takes several rounds. */
const BATCH = 5000;
/** How often every node looks for committed events nobody numbered (a node died between commit and numbering). */
const SWEEP_MS = 1000;

/**
 * Numbers committed events. Writers append events without a seq and without any shared lock, so
 * concurrent transactions of one account commit together (one WAL flush for many). Right after a
 * commit this node numbers what became visible: under the account row's lock it gives the
 * account's committed, unnumbered rows the next seqs in id order, raises last_event_seq and
 * NOTIFYs once for the batch. Two numberers of one account (two nodes) take turns on that lock,
 * and the second reads with a snapshot taken after the first committed, so every seq is given
 * once and a reader that has seen seq n has seen every seq below it.
 */
export class EventSequencer {
  private readonly running = new Map<number, Promise<void>>();
  private readonly dirty = new Set<number>();
  private sweeper: NodeJS.Timeout | null = null;
  private unhook: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly db: TDb,
    private readonly log: FastifyBaseLogger,
    /**
     * Told right after a batch committed, with its highest seq (this node's hub reads it without waiting for the
     * NOTIFY to come back).
     */
    private readonly onNumbered: (accountId: number, seq: number) => void = () => undefined,
  ) {}

  start() {
    this.unhook = onEventsCommitted(this.db, (ids) => {
      for (const id of ids) this.kick(id);
    });
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
    return this.sweep();
  }

  async stop() {
    this.closed = true;
    this.unhook?.();
    if (this.sweeper) clearInterval(this.sweeper);
    // What is committed is numbered before the pool closes (or by the next node's sweep).
    await Promise.all(this.running.values());
  }

  /** Numbers an account's committed events now; calls made meanwhile coalesce into one more round. */
  kick(accountId: number) {
    if (this.closed) return;
    if (this.running.has(accountId)) {
      this.dirty.add(accountId);
      return;
    }
    const run = (async () => {
      do {
        this.dirty.delete(accountId);
        try {
          for (;;) {
            const { n, seq } = await this.number(accountId);
            if (n > 0) this.onNumbered(accountId, seq);
            if (n < BATCH) break;
          }
        } catch (err) {
          // The sweep retries; the events stay in the log unnumbered meanwhile.
          this.log.error({ err: (err as Error).message, accountId }, 'event numbering failed');
        }
      } while (this.dirty.has(accountId) && !this.closed);
      this.running.delete(accountId);
    })();
    this.running.set(accountId, run);
  }

  /** Numbers every committed event now and waits until it is done (tests, the dispatcher's drain). */
  async settle() {
    await this.sweep();
    while (this.running.size) await Promise.all(this.running.values());
  }

  /** Kicks every account with committed, unnumbered events (the partial index keeps this cheap). */
  async sweep() {
    try {
      const { rows } = await this.db.$client.query<{ account_id: number }>(
        'SELECT DISTINCT account_id FROM events WHERE seq IS NULL',
      );
      for (const r of rows) this.kick(r.account_id);
    } catch (err) {
      if (!this.closed) this.log.error({ err: (err as Error).message }, 'event sweep failed');
    }
  }

  /**
   * One round trip: lock the account row, then (a statement with a fresh snapshot) number the
   * committed rows, raise last_event_seq and notify; commit. Returns how many were numbered. The lock
   * is FOR NO KEY UPDATE: it orders numberers, while every writer's foreign key check on the account
   * (FOR KEY SHARE, on each message and event row) goes on beside it.
   */
  private async number(accountId: number) {
    const id = Math.trunc(accountId);
    const client = await this.db.$client.connect();
    try {
      const results = (await client.query(`
        BEGIN;
        SELECT last_event_seq FROM accounts WHERE id = ${id} FOR NO KEY UPDATE;
        WITH pending AS (
          SELECT id, row_number() OVER (ORDER BY id) AS n FROM events
          WHERE account_id = ${id} AND seq IS NULL ORDER BY id LIMIT ${BATCH}
        ), base AS (SELECT last_event_seq AS s FROM accounts WHERE id = ${id}),
        numbered AS (
          UPDATE events e SET seq = base.s + p.n FROM pending p, base WHERE e.id = p.id RETURNING e.seq
        ), top AS (SELECT max(seq) AS seq, count(*)::int AS n FROM numbered)
        UPDATE accounts a SET last_event_seq = top.seq FROM top
        WHERE a.id = ${id} AND top.seq IS NOT NULL
        RETURNING top.n, top.seq, pg_notify('${EVENTS_CHANNEL}', '${id}:' || top.seq);
        COMMIT;`)) as unknown as { rows: { n: number; seq: string }[] }[];
      const row = results[2]?.rows[0];
      return { n: row?.n ?? 0, seq: Number(row?.seq ?? 0) };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
}
