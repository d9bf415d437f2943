/**
 * `npm run bench:realtime`: an agent sends a message → how long until each of 500 agent sockets
 * has the message.created event (HTTP create + transaction + event log + NOTIFY + per-subscriber
 * audience check + fan-out), beside a bare `ws` broadcast of the same frame to 500 sockets in the
 * same process and run. Prints p50/p95; asserts nothing. Target: our p95 ≤ 2× the bare p95.
 * A fresh database on BENCH_DATABASE_URL's server when set (e.g. the machine's PostgreSQL), else on a
 * throwaway embedded one (bench/benchDatabase.ts); dropped at the end unless BENCH_KEEP_DB=1.
 */
import WebSocket, { WebSocketServer } from 'ws';
import { fmt, openFreshDatabase, pct } from './benchDatabase.ts';
import { signUp } from './benchHttp.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 40);

/** Opens n sockets; `onFrame(i, text)` sees every frame. */
const openSockets = async (url: string, n: number, onFrame: (i: number, text: string) => void) => {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 1) {
    const ws = new WebSocket(url);
    ws.on('message', (buf: Buffer) => onFrame(i, buf.toString()));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    sockets.push(ws);
  }
  return sockets;
};

/** Runs `send` MESSAGES times, one at a time, and collects each socket's delay per round. */
const measure = async (
  n: number,
  arrivals: Map<string, number[]>,
  send: (tag: string) => Promise<void>,
): Promise<number[]> => {
  const samples: number[] = [];
  for (let round = 0; round < MESSAGES; round += 1) {
    const tag = `bench-${round}-${Math.random().toString(36).slice(2)}`;
    arrivals.set(tag, []);
    const t0 = performance.now();
    await send(tag);
    const end = Date.now() + 10_000;
    while ((arrivals.get(tag)?.length ?? 0) < n && Date.now() < end) await new Promise((r) => setImmediate(r));
    const got = arrivals.get(tag) ?? [];
    if (got.length < n) throw new Error(`round ${round}: only ${got.length}/${n} sockets received`);
    for (const at of got) samples.push(at - t0);
    arrivals.delete(tag);
  }
  return samples;
};

const main = async () => {
  const bench = await openFreshDatabase('bench_rt');
  const { database } = bench;
  try {
    const { base } = await bench.startApp({ listen: true });
    // An administrator, an inbox, a conversation; then SOCKETS agents in that inbox (bulk SQL).
    const { accountId, api } = await signUp(base);
    const inbox = await api<{ id: number }>('POST', '/inboxes', {
      name: 'Web',
      channel: { type: 'web_widget', website_url: 'https://x.test' },
    });
    const contact = (await api<{ payload: { contact: { id: number } } }>('POST', '/contacts', { name: 'Customer' }))
      .payload.contact;
    const conversation = await api<{ id: number }>('POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: contact.id,
    });
    await database.pool.query(
      `WITH u AS (
         INSERT INTO users (name, email, pubsub_token, confirmed_at)
         SELECT 'Agent ' || g, 'agent' || g || '-' || $1 || '@example.test', 'pubsub-' || g || '-' || $1, now()
         FROM generate_series(1, $2) g RETURNING id
       ), au AS (INSERT INTO account_users (account_id, user_id, role) SELECT $3, id, 0 FROM u RETURNING user_id)
       INSERT INTO inbox_members (inbox_id, user_id) SELECT $4, user_id FROM au`,
      [Date.now(), SOCKETS, accountId, inbox.id],
    );
    const { rows: agents } = await database.pool.query<{ id: number; pubsub_token: string }>(
      `SELECT u.id, u.pubsub_token FROM users u JOIN inbox_members m ON m.user_id = u.id WHERE m.inbox_id = $1 ORDER BY u.id`,
      [inbox.id],
    );

    // Ours: every agent subscribes on /cable; the bench waits for message.created with its tag.
    const ours = new Map<string, number[]>();
    let confirmed = 0;
    const cableUrl = `${base.replace(/^http/, 'ws')}/cable`;
    const sockets = await openSockets(cableUrl, agents.length, (_i, text) => {
      const f = JSON.parse(text) as { type?: string; message?: { event?: string; data?: { content?: string } } };
      if (f.type === 'confirm_subscription') confirmed += 1;
      const content = f.message?.event === 'message.created' ? f.message.data?.content : undefined;
      if (content) ours.get(content)?.push(performance.now());
    });
    agents.forEach((a, i) =>
      sockets[i]?.send(
        JSON.stringify({
          command: 'subscribe',
          identifier: JSON.stringify({
            channel: 'RoomChannel',
            pubsub_token: a.pubsub_token,
            account_id: accountId,
            user_id: a.id,
          }),
        }),
      ),
    );
    while (confirmed < agents.length) await new Promise((r) => setTimeout(r, 20));
    let sample = '';
    const oursMs = await measure(agents.length, ours, async (tag) => {
      await api('POST', `/conversations/${conversation.id}/messages`, { content: tag });
    });
    // Capture one real frame to broadcast the same bytes in the bare run.
    const frameCatcher = new Promise<string>((resolve) => {
      sockets[0]?.once('message', (buf: Buffer) => resolve(buf.toString()));
    });
    void api('POST', `/conversations/${conversation.id}/messages`, { content: 'sample' });
    for (;;) {
      sample = await Promise.race([frameCatcher, new Promise<string>((r) => setTimeout(() => r(''), 3000))]);
      if (!sample || sample.includes('message.created')) break;
    }
    for (const s of sockets) s.close();

    // Bare: a ws server in the same process broadcasting the same frame (tag swapped in) to as many sockets.
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((r) => wss.once('listening', () => r()));
    const bare = new Map<string, number[]>();
    const port = (wss.address() as { port: number }).port;
    const bareSockets = await openSockets(`ws://127.0.0.1:${port}`, agents.length, (_i, text) => {
      const f = JSON.parse(text) as { message?: { data?: { content?: string } } };
      const content = f.message?.data?.content;
      if (content) bare.get(content)?.push(performance.now());
    });
    const bareMs = await measure(agents.length, bare, (tag) => {
      const frame = sample.replace('"content":"sample"', `"content":"${tag}"`);
      for (const c of wss.clients) c.send(frame);
      return Promise.resolve();
    });
    for (const s of bareSockets) s.close();
    wss.close();

    const row = (label: string, xs: number[]) =>
      `  ${label.padEnd(44)} p50 ${fmt(pct(xs, 50))} ms   p95 ${fmt(pct(xs, 95))} ms`;
    const ratio = pct(oursMs, 95) / pct(bareMs, 95);
    process.stdout.write(
      [
        `realtime fan-out benchmark: ${agents.length} agent sockets, ${MESSAGES} messages, frame ${sample.length} bytes`,
        row('message create → message.created on /cable', oursMs),
        row('bare ws broadcast of the same frame', bareMs),
        `  p95 ratio ours / bare: ${ratio.toFixed(2)}×   target ≤ 2×`,
        '',
      ].join('\n'),
    );
  } finally {
    await bench.close();
  }
};

await main();
