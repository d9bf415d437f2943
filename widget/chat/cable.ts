/**
 * The visitor's realtime link: ActionCable framing on /cable, one RoomChannel subscription with the
 * contact inbox's pubsub_token. Reconnects with backoff and resumes from the last seq it knows (the
 * confirmation of a fresh subscription tells where the log stands; each event moves it on).
 */
import { RESYNC_EVENT } from '../../common/realtime.ts';

export type TCableEvent = { event: string; data: Record<string, unknown>; seq?: number };

export const connectCable = (
  pubsubToken: string,
  onEvent: (e: TCableEvent) => void,
  /** `resumed`: the link picked up from a known seq, so the server replays whatever it missed. */
  onStatus: (online: boolean, resumed: boolean) => void,
) => {
  let socket: WebSocket | null = null;
  let lastSeq: number | undefined;
  let attempt = 0;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/cable`;
    const ws = new WebSocket(url);
    socket = ws;
    const identifier = () =>
      JSON.stringify({
        channel: 'RoomChannel',
        pubsub_token: pubsubToken,
        ...(lastSeq !== undefined && { since: lastSeq }),
      });
    let subscribed = '';
    let resuming = false;
    ws.onmessage = (msg: MessageEvent<string>) => {
      const frame = JSON.parse(msg.data) as { type?: string; identifier?: string; message?: unknown; seq?: number };
      if (frame.type === 'welcome') {
        resuming = lastSeq !== undefined;
        subscribed = identifier();
        ws.send(JSON.stringify({ command: 'subscribe', identifier: subscribed }));
      } else if (frame.type === 'confirm_subscription') {
        attempt = 0;
        if (typeof frame.seq === 'number' && (lastSeq === undefined || frame.seq > lastSeq)) lastSeq = frame.seq;
        onStatus(true, resuming);
      } else if (frame.identifier === subscribed && frame.message && typeof frame.message === 'object') {
        const e = frame.message as TCableEvent;
        if (e.seq) lastSeq = e.seq;
        // A resync continues from where the log stands now.
        const now = (e.data as { seq?: unknown } | null)?.seq;
        if (e.event === RESYNC_EVENT && typeof now === 'number') lastSeq = now;
        onEvent(e);
      }
    };
    ws.onclose = () => {
      onStatus(false, false);
      if (closed) return;
      attempt += 1;
      timer = setTimeout(open, Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)));
    };
  };
  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
};
