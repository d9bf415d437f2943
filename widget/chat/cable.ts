/**
 * The visitor's realtime link: ActionCable framing on /cable, one RoomChannel subscription with the
 * contact inbox's pubsub_token. Reconnects with backoff and resumes from the last seq it saw.
 */
export type TCableEvent = { event: string; data: Record<string, unknown>; seq?: number };

export const connectCable = (
  pubsubToken: string,
  onEvent: (e: TCableEvent) => void,
  onStatus: (online: boolean) => void,
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
      JSON.stringify({ channel: 'RoomChannel', pubsub_token: pubsubToken, ...(lastSeq ? { since: lastSeq } : {}) });
    let subscribed = '';
    ws.onmessage = (msg: MessageEvent<string>) => {
      const frame = JSON.parse(msg.data) as { type?: string; identifier?: string; message?: unknown };
      if (frame.type === 'welcome') {
        subscribed = identifier();
        ws.send(JSON.stringify({ command: 'subscribe', identifier: subscribed }));
      } else if (frame.type === 'confirm_subscription') {
        attempt = 0;
        onStatus(true);
      } else if (frame.identifier === subscribed && frame.message && typeof frame.message === 'object') {
        const e = frame.message as TCableEvent;
        if (e.seq) lastSeq = e.seq;
        onEvent(e);
      }
    };
    ws.onclose = () => {
      onStatus(false);
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
