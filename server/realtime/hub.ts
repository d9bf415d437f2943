import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { RESYNC_EVENT, type TCableFrame } from '../../common/realtime.ts';
import type { TDb } from '../db/client.ts';
import { canReceive, type TAudience, type TSubscriber } from '../events/audience.ts';
import { EVENTS_CHANNEL, listEventsAfter, seqBounds, type TEventRow } from '../events/events.repo.ts';

/** Most events a resume may replay before the client is told to refetch instead. */
export const MAX_REPLAY = 10_000;

export interface TSubscription {
  identifier: string;
  subscriber: TSubscriber;
  send: (frame: TCableFrame) => void;
  /** Sends an already serialised frame; when present, a fan-out serialises each event once, not per socket. */
  sendText?: (text: string) => void;
  /** Highest seq this subscription has been given (or skipped as not for it). */
  lastSeq: number;
  /** While a replay runs, live events wait here. */
  buffer: TEventRow[] | null;
}

interface TAccountState {
  hw: number;
  subs: Set<TSubscription>;
  fetching: Promise<void> | null;
  dirty: boolean;
}

const frameOf = (sub: TSubscription, e: TEventRow): TCableFrame => ({
  identifier: sub.identifier,
  message: { event: e.name, data: e.data, seq: e.seq },
});

/**
 * One per node. LISTENs for committed events, reads them from the log in seq
 * order, and hands each to the local subscriptions allowed to see it.
 */
export class RealtimeHub {
  private listener: pg.Client | null = null;
  private readonly accounts = new Map<number, TAccountState>();
  private closed = false;

  constructor(
    private readonly db: TDb,
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('error', (err) => {
      this.log.error({ err: err.message }, 'realtime listener lost its connection; reconnecting');
      this.listener = null;
      if (!this.closed) setTimeout(() => void this.start().catch(() => undefined), 1000);
    });
    client.on('notification', (msg) => {
      const accountId = Number(msg.payload?.split(':')[0]);
      if (Number.isInteger(accountId)) this.wake(accountId);
    });
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    this.listener = client;
    // Anything committed while we were not listening is picked up now.
    for (const id of this.accounts.keys()) this.wake(id);
  }

  async stop() {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    await Promise.all([...this.accounts.values()].flatMap((a) => (a.fetching ? [a.fetching] : [])));
  }

  get subscriptionCount() {
    let n = 0;
    for (const a of this.accounts.values()) n += a.subs.size;
    return n;
  }

  private async state(accountId: number) {
    let st = this.accounts.get(accountId);
    if (!st) {
      const { last } = await seqBounds(this.db, accountId);
      st = this.accounts.get(accountId); // another subscribe may have won the race
      if (!st) {
        st = { hw: last, subs: new Set(), fetching: null, dirty: false };
        this.accounts.set(accountId, st);
      }
    }
    return st;
  }

  /** Coalesces wake-ups: one fetch runs at a time per account, and runs again if woken meanwhile. */
  wake(accountId: number) {
    const st = this.accounts.get(accountId);
    if (!st) return;
    if (st.fetching) {
      st.dirty = true;
      return;
    }
    st.fetching = (async () => {
      do {
        st.dirty = false;
        try {
          for (;;) {
            const rows = await listEventsAfter(this.db, accountId, st.hw);
            for (const e of rows) this.deliver(st, e);
            if (rows.length) st.hw = rows[rows.length - 1]?.seq ?? st.hw;
            if (rows.length < 1000) break;
          }
        } catch (err) {
          this.log.error({ err: (err as Error).message, accountId }, 'realtime fetch failed');
          st.dirty = !this.closed;
          await new Promise((r) => setTimeout(r, 500));
        }
      } while (st.dirty);
      st.fetching = null;
    })();
  }

  private deliver(st: TAccountState, e: TEventRow) {
    const message = { json: '' };
    for (const sub of st.subs) {
      if (sub.buffer) sub.buffer.push(e);
      else this.sendIfAllowed(sub, e, message);
    }
  }

  private sendIfAllowed(sub: TSubscription, e: TEventRow, message: { json: string } = { json: '' }) {
    if (e.seq <= sub.lastSeq) return;
    sub.lastSeq = e.seq;
    if (!canReceive(sub.subscriber, e.audience as unknown as TAudience)) return;
    if (!sub.sendText) return sub.send(frameOf(sub, e));
    message.json ||= JSON.stringify({ event: e.name, data: e.data, seq: e.seq });
    sub.sendText(`{"identifier":${JSON.stringify(sub.identifier)},"message":${message.json}}`);
  }

  /**
   * Starts delivery. With `since`, first replays every later event the
   * subscriber may see, in order; if the log no longer reaches back (or the
   * client's seq is from another life of the database) it sends a resync.
   */
  async subscribe(sub: TSubscription, since?: number) {
    const accountId = sub.subscriber.accountId;
    const st = await this.state(accountId);
    if (since === undefined) {
      sub.lastSeq = st.hw;
      st.subs.add(sub);
      return;
    }
    sub.buffer = [];
    st.subs.add(sub);
    const { last, oldest } = await seqBounds(this.db, accountId);
    const reachable = since <= last && (since >= last || (oldest !== null && oldest <= since + 1));
    if (!reachable || last - since > MAX_REPLAY) {
      sub.lastSeq = last;
      sub.send({
        identifier: sub.identifier,
        message: { event: RESYNC_EVENT, data: { account_id: accountId, seq: last }, seq: last },
      });
    } else {
      sub.lastSeq = since;
      for (;;) {
        const rows = await listEventsAfter(this.db, accountId, sub.lastSeq);
        for (const e of rows) this.sendIfAllowed(sub, e);
        if (rows.length < 1000) break;
      }
    }
    const waiting = sub.buffer;
    sub.buffer = null;
    for (const e of waiting) this.sendIfAllowed(sub, e);
  }

  unsubscribe(sub: TSubscription) {
    const st = this.accounts.get(sub.subscriber.accountId);
    st?.subs.delete(sub);
    if (st && st.subs.size === 0 && !st.fetching) this.accounts.delete(sub.subscriber.accountId);
  }

  /** Local subscriptions of one agent in one account (presence / auto-offline). */
  hasAgent(accountId: number, userId: number) {
    const st = this.accounts.get(accountId);
    if (!st) return false;
    for (const s of st.subs) if (s.subscriber.kind === 'agent' && s.subscriber.userId === userId) return true;
    return false;
  }
}
