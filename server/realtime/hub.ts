import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_CHANGED_EVENT, RESYNC_EVENT, type TCableFrame } from '../../common/realtime.ts';
import type { TDb } from '../db/client.ts';
import { isShuttingDown, unlessStopping } from '../lib/shutdown.ts';
import { accessChangeConcerns } from '../events/accessChanged.ts';
import { canReceive, type TSubscriber } from '../events/audience.ts';
import { EVENTS_CHANNEL, listEventsAfter, seqBounds, type TEventRow } from '../events/events.repo.ts';
import { safeEqual } from '../lib/crypto.ts';
import type { TAgentScope, TScopesOf } from './scope.ts';

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
  /** An agent's: the log's seq when their scope was read (access changes up to it are reflected). */
  scopeSeq?: number;
  /** An agent's: the pubsub token it was opened with; once the user's token is rotated, the scope re-read ends it. */
  pubsubToken?: string;
  /** Told when the hub ended the subscription because its user lost the account (removed, suspended) or their token was rotated. */
  onRevoked?: () => void;
  /** Hub-owned: while the scope is read again after an access change, every later event waits here. */
  held?: TEventRow[] | null;
  /** Hub-owned: unsubscribed or revoked; nothing more is delivered. */
  ended?: boolean;
  /** Hub-owned: the start of this subscription's frames, `{"identifier":…,"message":` (made once, not per event). */
  prefix?: string;
}

interface TAccountState {
  hw: number;
  subs: Set<TSubscription>;
  fetching: Promise<void> | null;
  dirty: boolean;
  /** The hub has read every event of the account after this seq (the high-water mark it started from)… */
  knownFrom: number;
  /** …and the last access.changed among them. */
  lastAccessSeq: number;
  /** The highest seq announced to the hub (NOTIFY, this node's numbering)… */
  announced: number;
  /** …and what it was when the running read started: that read sees every seq up to it. */
  readCovers: number;
}

const frameOf = (sub: TSubscription, e: TEventRow): TCableFrame => ({
  identifier: sub.identifier,
  message: { event: e.name, data: e.data, seq: e.seq },
});

/**
 * An event's `message` as JSON, made once per event however many subscriptions receive it (live, after a
 * scope read, or replayed): only the identifier in front of it differs from one socket to the next.
 */
const messageJson = new WeakMap<TEventRow, string>();
const messageOf = (e: TEventRow) => {
  let json = messageJson.get(e);
  if (json === undefined) {
    json = JSON.stringify({ event: e.name, data: e.data, seq: e.seq });
    messageJson.set(e, json);
  }
  return json;
};

/**
 * One per node. LISTENs for committed events, reads them from the log in seq
 * order, and hands each to the local subscriptions allowed to see it.
 *
 * Access changes travel in the same log (access.changed, see events/accessChanged.ts): a
 * subscription of a user it names holds every later event while its scope is read again, then goes
 * on with the new scope, or is ended (onRevoked) when the user is no longer a member of an active
 * account. As events are handed on in seq order on every node, nothing written after the change
 * reaches a subscription with the scope from before it.
 */
export class RealtimeHub {
  private listener: pg.Client | null = null;
  private readonly accounts = new Map<number, TAccountState>();
  /** Per account, the subscriptions whose scope is to be read again by the next batched read. */
  private readonly rescoping = new Map<number, Set<TSubscription>>();
  private closed = false;

  /** Called on every NOTIFY of newly numbered events, from any node (a worker's dispatcher wakes on it). */
  onNumbered: (() => void) | null = null;

  constructor(
    private readonly db: TDb,
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly scopesOf: TScopesOf,
  ) {}

  /**
   * LISTENs on a connection of its own. When it is lost (database restart, failover) it is opened
   * again with backoff (0.5 s doubling to 30 s) until the database answers; every account is then
   * read again, so nothing committed meanwhile is missed.
   */
  async start() {
    await this.listen();
  }

  private async listen() {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 10_000 });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      if (this.closed || isShuttingDown()) return;
      unlessStopping(() => {
        if (this.closed) return;
        this.log.warn({ err: err?.message }, 'realtime listener lost its connection; reconnecting');
        this.scheduleListen();
      });
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      const [account, seq] = (msg.payload ?? '').split(':');
      const accountId = Number(account);
      if (Number.isInteger(accountId)) this.wake(accountId, Number(seq));
      this.onNumbered?.();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.retryMs = 0;
    // Anything committed while we were not listening is picked up now.
    for (const id of this.accounts.keys()) this.wake(id);
  }

  private retryMs = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  private scheduleListen() {
    if (this.retryTimer || this.closed) return;
    this.retryMs = Math.min(this.retryMs ? this.retryMs * 2 : 500, 30_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // A failed attempt schedules the next one itself (onLost).
      void this.listen().catch(() => undefined);
    }, this.retryMs);
    this.retryTimer.unref();
  }

  async stop() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
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
        st = {
          hw: last,
          subs: new Set(),
          fetching: null,
          dirty: false,
          knownFrom: last,
          lastAccessSeq: 0,
          announced: last,
          readCovers: last,
        };
        this.accounts.set(accountId, st);
        // A NOTIFY that came while `last` was read found no state and was dropped: read once after it.
        this.wake(accountId);
      }
    }
    return st;
  }

  /**
   * Coalesces wake-ups: one fetch runs at a time per account, and runs again if woken meanwhile. `seq`, when
   * the wake-up names the newly numbered seq (a NOTIFY, this node's numbering, which both announce each
   * batch): nothing is read for a seq the hub has read, or that the running read started after.
   */
  wake(accountId: number, seq?: number) {
    const st = this.accounts.get(accountId);
    if (!st) return;
    const known = seq !== undefined && Number.isInteger(seq);
    if (known) st.announced = Math.max(st.announced, seq);
    if (st.fetching) {
      if (!known || seq > st.readCovers) st.dirty = true;
      return;
    }
    if (known && seq <= st.hw) return;
    st.fetching = (async () => {
      do {
        st.dirty = false;
        st.readCovers = st.announced;
        try {
          for (;;) {
            const rows = await listEventsAfter(this.db, accountId, st.hw);
            for (const e of rows) {
              if (e.name === ACCESS_CHANGED_EVENT) st.lastAccessSeq = e.seq;
              this.deliver(st, e);
            }
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
      // Its last subscription left while this read ran (unsubscribe keeps a fetching state).
      if (st.subs.size === 0 && this.accounts.get(accountId) === st) this.accounts.delete(accountId);
    })();
  }

  private deliver(st: TAccountState, e: TEventRow) {
    for (const sub of st.subs) {
      if (sub.buffer) sub.buffer.push(e);
      else this.offer(sub, e);
    }
  }

  /** Hands an event on in order: at once, or after the scope being read again. */
  private offer(sub: TSubscription, e: TEventRow) {
    if (sub.ended) return;
    if (sub.held) sub.held.push(e);
    else this.sendIfAllowed(sub, e);
  }

  private sendIfAllowed(sub: TSubscription, e: TEventRow) {
    if (e.seq <= sub.lastSeq) return;
    sub.lastSeq = e.seq;
    if (e.name === ACCESS_CHANGED_EVENT) {
      const s = sub.subscriber;
      if (s.kind === 'agent' && e.seq > (sub.scopeSeq ?? 0) && accessChangeConcerns(e.data, s.userId))
        this.rescope(sub);
      return;
    }
    if (!canReceive(sub.subscriber, e.audience)) return;
    if (!sub.sendText) return sub.send(frameOf(sub, e));
    sub.prefix ??= `{"identifier":${JSON.stringify(sub.identifier)},"message":`;
    sub.sendText(`${sub.prefix}${messageOf(e)}}`);
  }

  /**
   * Holds the subscription's events while its agent's scope is read again, then goes on or ends it. The
   * subscriptions of an account held in one turn (an access change naming many users) are read together.
   */
  private rescope(sub: TSubscription) {
    const s = sub.subscriber;
    if (s.kind !== 'agent' || sub.held) return;
    sub.held = [];
    let batch = this.rescoping.get(s.accountId);
    if (!batch) {
      batch = new Set();
      this.rescoping.set(s.accountId, batch);
      queueMicrotask(() => void this.readScopes(s.accountId));
    }
    batch.add(sub);
  }

  /** One scope read for every subscription of the account waiting for one (retried every 0.5 s on failure). */
  private async readScopes(accountId: number) {
    const subs = [...(this.rescoping.get(accountId) ?? [])];
    this.rescoping.delete(accountId);
    const userIds = new Set<number>();
    for (const sub of subs) if (sub.subscriber.kind === 'agent') userIds.add(sub.subscriber.userId);
    for (;;) {
      try {
        const scopes = await this.scopesOf(accountId, [...userIds]);
        for (const sub of subs)
          if (sub.subscriber.kind === 'agent') this.resume(sub, scopes.get(sub.subscriber.userId) ?? null);
        return;
      } catch (err) {
        this.log.error({ err: (err as Error).message, accountId }, 'realtime rescope failed');
        if (this.closed || subs.every((sub) => sub.ended)) return;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  /** Goes on with the scope read again (or ends the subscription), handing on the events that waited. */
  private resume(sub: TSubscription, scope: TAgentScope | null) {
    if (sub.ended) return;
    if (!scope || (sub.pubsubToken !== undefined && !safeEqual(scope.pubsubToken, sub.pubsubToken)))
      return this.revoke(sub);
    sub.subscriber = scope.subscriber;
    sub.scopeSeq = scope.seq;
    const waiting = sub.held ?? [];
    sub.held = null;
    for (const [i, e] of waiting.entries()) {
      // Another access change among the waiting events holds the rest again.
      if (sub.held) return void (sub.held as TEventRow[]).push(...waiting.slice(i));
      if (sub.ended) return;
      this.sendIfAllowed(sub, e);
    }
  }

  private revoke(sub: TSubscription) {
    this.unsubscribe(sub);
    sub.onRevoked?.();
  }

  /**
   * A subscription starts at `lastSeq`, but its scope was read at `scopeSeq`: an access change
   * numbered in between is not handed to it, so its scope is read again when there may be one.
   */
  private catchUpAccess(st: TAccountState, sub: TSubscription) {
    if (sub.subscriber.kind !== 'agent' || sub.scopeSeq === undefined || sub.lastSeq <= sub.scopeSeq) return;
    const known = sub.scopeSeq >= st.knownFrom && sub.lastSeq <= st.hw;
    if (!known || st.lastAccessSeq > sub.scopeSeq) this.rescope(sub);
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
      this.catchUpAccess(st, sub);
      return;
    }
    sub.buffer = [];
    st.subs.add(sub);
    const { last, oldest } = await seqBounds(this.db, accountId);
    const reachable = since <= last && (since >= last || (oldest !== null && oldest <= since + 1));
    if (!reachable || last - since > MAX_REPLAY) {
      sub.lastSeq = last;
      this.catchUpAccess(st, sub);
      sub.send({
        identifier: sub.identifier,
        message: { event: RESYNC_EVENT, data: { account_id: accountId, seq: last }, seq: last },
      });
    } else {
      sub.lastSeq = since;
      this.catchUpAccess(st, sub);
      let after = since;
      for (;;) {
        const rows = await listEventsAfter(this.db, accountId, after);
        for (const e of rows) this.offer(sub, e);
        after = rows[rows.length - 1]?.seq ?? after;
        if (rows.length < 1000 || sub.ended) break;
      }
    }
    const waiting = sub.buffer;
    sub.buffer = null;
    for (const e of waiting) this.offer(sub, e);
  }

  unsubscribe(sub: TSubscription) {
    sub.ended = true;
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
