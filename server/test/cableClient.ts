import WebSocket from 'ws';

export interface TReceived {
  identifier?: string;
  type?: string;
  message?: { event: string; data: Record<string, unknown>; seq?: number } | number;
}

/** A minimal ActionCable client for tests: records every frame except pings. */
export const connectCable = async (baseUrl: string) => {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/cable`);
  const frames: TReceived[] = [];
  const waiters: { test: (f: TReceived) => boolean; resolve: (f: TReceived) => void }[] = [];
  ws.on('message', (buf: Buffer) => {
    const f = JSON.parse(buf.toString()) as TReceived;
    if (f.type === 'ping') return;
    frames.push(f);
    for (const w of [...waiters]) {
      if (w.test(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(f);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  const waitFor = (test: (f: TReceived) => boolean, ms = 5000) => {
    const seen = frames.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise<TReceived>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out; frames: ${JSON.stringify(frames).slice(0, 2000)}`)),
        ms,
      );
      waiters.push({
        test,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  };

  const events = () =>
    frames.flatMap((f) =>
      f.message && typeof f.message === 'object' ? [{ ...f.message, identifier: f.identifier }] : [],
    );

  const subscribe = async (identifier: Record<string, unknown>) => {
    const id = JSON.stringify({ channel: 'RoomChannel', ...identifier });
    ws.send(JSON.stringify({ command: 'subscribe', identifier: id }));
    const answer = await waitFor(
      (f) => f.identifier === id && (f.type === 'confirm_subscription' || f.type === 'reject_subscription'),
    );
    return { id, confirmed: answer.type === 'confirm_subscription' };
  };

  const perform = (id: string, action: string, data: Record<string, unknown> = {}) =>
    ws.send(JSON.stringify({ command: 'message', identifier: id, data: JSON.stringify({ ...data, action }) }));

  const close = () =>
    new Promise<void>((resolve) => {
      if (ws.readyState === WebSocket.CLOSED) return resolve();
      ws.once('close', () => resolve());
      ws.close();
    });

  return { ws, frames, waitFor, events, subscribe, perform, close };
};
