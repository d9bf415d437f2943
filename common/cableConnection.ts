import { RESYNC_EVENT, type TCableFrame, type TRoomChannelIdentifier } from './realtime.ts';

/** The socket API this client needs: the browser's WebSocket, or `ws` in Node tests. */
export interface TSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type TCableStatus = 'connecting' | 'connected' | 'disconnected';

export interface TCableOptions {
  url: string;
  identity: Omit<TRoomChannelIdentifier, 'channel' | 'since'>;
  createSocket: (url: string) => TSocketLike;
  onEvent: (event: string, data: unknown, seq: number | undefined) => void;
  /** The log no longer reaches back to our last seq: the caller must refetch what it shows. */
  onResync: () => void;
  onStatus: (status: TCableStatus) => void;
  /**
   * Milliseconds between update_presence heartbeats (Chatwoot: 10–20 s; the server's window is 60 s);
   * 0 sends none (a visitor's link: the server keeps no presence for contacts).
   */
  presenceEveryMs?: number;
  /** A connection with no frame (the server pings every 3 s) for this long is treated as dead. */
  staleAfterMs?: number;
  /** Reconnect delays grow from `minBackoffMs` to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

const OPEN = 1;

/**
 * One RoomChannel subscription over /cable that never loses an event: each event's `seq` is
 * remembered and a reconnect subscribes with `since`, so the server replays what was missed in order
 * (or answers resync.required when it cannot). Reconnects with backoff; a silent socket is replaced.
 */
export class CableConnection {
  private socket: TSocketLike | null = null;
  /** Where this client stands in the account's log; null until a subscription told it. */
  private lastSeq: number | null = null;
  private attempts = 0;
  private stopped = false;
  private identifier: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private presenceTimer: ReturnType<typeof setInterval> | null = null;
  private staleTimer: ReturnType<typeof setInterval> | null = null;
  private lastFrameAt = 0;
  private status: TCableStatus = 'disconnected';

  constructor(private readonly opts: TCableOptions) {}

  /** The last sequence number received; 0 before any event. */
  get seq() {
    return this.lastSeq ?? 0;
  }

  start() {
    this.stopped = false;
    if (this.socket) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempts = 0;
    this.open();
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.setStatus('disconnected');
  }

  /** Drops the socket now (e.g. the browser went offline) and reconnects after the backoff. */
  drop() {
    if (this.stopped || !this.socket) return;
    this.abandon(this.socket);
  }

  /** Sends a channel action (e.g. update_presence) when subscribed. */
  perform(action: string, data: Record<string, unknown> = {}) {
    if (!this.socket || this.socket.readyState !== OPEN || !this.identifier) return;
    this.socket.send(
      JSON.stringify({ command: 'message', identifier: this.identifier, data: JSON.stringify({ ...data, action }) }),
    );
  }

  private setStatus(status: TCableStatus) {
    if (status === this.status) return;
    this.status = status;
    this.opts.onStatus(status);
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.presenceTimer) clearInterval(this.presenceTimer);
    if (this.staleTimer) clearInterval(this.staleTimer);
    this.retryTimer = this.presenceTimer = this.staleTimer = null;
  }

  private open() {
    this.clearTimers();
    this.setStatus('connecting');
    let socket: TSocketLike;
    try {
      socket = this.opts.createSocket(this.opts.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.lastFrameAt = Date.now();
    socket.onmessage = (ev) => this.onFrame(String(ev.data));
    socket.onerror = () => undefined;
    socket.onclose = () => this.lost(socket);
    const staleAfter = this.opts.staleAfterMs ?? 10_000;
    this.staleTimer = setInterval(
      () => {
        if (Date.now() - this.lastFrameAt > staleAfter) this.abandon(socket);
      },
      Math.min(staleAfter, 2_000),
    );
  }

  private lost(socket: TSocketLike) {
    if (this.socket !== socket) return;
    this.socket = null;
    this.identifier = null;
    this.clearTimers();
    this.setStatus('disconnected');
    this.scheduleRetry();
  }

  /**
   * Gives a socket up without waiting for its close event: on a dead link the closing handshake never
   * completes, and a browser (or `ws`) reports the close only after its own timeout (30–60 s).
   */
  private abandon(socket: TSocketLike) {
    socket.onmessage = socket.onclose = null;
    this.lost(socket);
    socket.close();
  }

  private scheduleRetry() {
    if (this.stopped) return;
    const min = this.opts.minBackoffMs ?? 1_000;
    const max = this.opts.maxBackoffMs ?? 15_000;
    const delay = Math.min(max, min * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private onFrame(raw: string) {
    this.lastFrameAt = Date.now();
    let frame: TCableFrame;
    try {
      frame = JSON.parse(raw) as TCableFrame;
    } catch {
      return;
    }
    if ('type' in frame) {
      if (frame.type === 'welcome') this.subscribe();
      else if (frame.type === 'confirm_subscription') {
        if (typeof frame.seq === 'number' && (this.lastSeq === null || frame.seq > this.lastSeq))
          this.lastSeq = frame.seq;
        this.onConfirmed();
      } else if (frame.type === 'reject_subscription' && this.socket) this.abandon(this.socket);
      return;
    }
    if (frame.identifier !== this.identifier) return;
    const { event, data, seq } = frame.message;
    if (event === RESYNC_EVENT) {
      // Everything the server still has is replayed after this; continue from its current seq.
      const current = (data as { seq?: number } | null)?.seq;
      if (typeof current === 'number') this.lastSeq = current;
      this.opts.onResync();
      return;
    }
    if (typeof seq === 'number') {
      if (this.lastSeq !== null && seq <= this.lastSeq) return; // a replay overlapping what we already applied
      this.lastSeq = seq;
    }
    this.opts.onEvent(event, data, seq);
  }

  private subscribe() {
    const identity: TRoomChannelIdentifier = {
      channel: 'RoomChannel',
      ...this.opts.identity,
      // Even `since: 0` resumes: the log was empty when we subscribed, so everything in it is news.
      ...(this.lastSeq !== null && { since: this.lastSeq }),
    };
    this.identifier = JSON.stringify(identity);
    this.socket?.send(JSON.stringify({ command: 'subscribe', identifier: this.identifier }));
  }

  private onConfirmed() {
    this.attempts = 0;
    this.setStatus('connected');
    const every = this.opts.presenceEveryMs ?? 20_000;
    if (every <= 0) return;
    this.perform('update_presence');
    this.presenceTimer = setInterval(() => this.perform('update_presence'), every);
  }
}
