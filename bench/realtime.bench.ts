/**
 * `npm run bench:realtime`: an agent sends a message → how long until each of N agent sockets
 * has the message.created event (HTTP create + transaction + event log + NOTIFY + per-subscriber
 * audience check + fan-out), beside a bare `ws` broadcast of the same frame to N sockets in the
 * same process and run; and the same with an access change naming all N agents committed just before
 * each message (every subscription's scope is read again before the message reaches it). For each N of
 * BENCH_SOCKETS (default 500,5000; the process needs two file descriptors per socket, see `ulimit -n`):
 * p50/p95 and the process's CPU (the server and the bench's client sockets share it, in both runs).
 * Asserts nothing. Target: our p95 ≤ 2× the bare p95 at 500 sockets.
 * A fresh database on BENCH_DATABASE_URL's server when set (e.g. the machine's PostgreSQL), else on a
 * throwaway embedded one (bench/benchDatabase.ts); dropped at the end unless BENCH_KEEP_DB=1.
 */
import WebSocket, { WebSocketServer } from 'ws';
import { appendAccessChanged } from '../server/events/accessChanged.ts';
import { fmt, openFreshDatabase, pct } from './benchDatabase.ts';
import { signUp } from './benchHttp.ts';
import { figure } from './figures.ts';
import { profiled } from './profile.ts';

const SIZES = (process.env.BENCH_SOCKETS ?? '500,5000').split(',').map(Number);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 40);

/**
 * Opens n sockets; `onFrame(i, text)` sees every frame. Each thousand comes from its own loopback address
 * (127.0.0.10, .11, …): the app's rate limit (per address and minute) would refuse thousands from one.
 */
const openSockets = async (url: string, n: number, onFrame: (i: number, text: string) => void) => {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i += 1) {
    const ws = new WebSocket(url, { localAddress: `127.0.0.${10 + Math.floor(i / 1000)}` });
    ws.on('message', (buf: Buffer) => onFrame(i, buf.toString()));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    sockets.push(ws);
  }
  return sockets;
};

interface TRun {
  /** Each socket's delay, every round. */
  samples: number[];
  /** The process's CPU time per message (user + system), and as a share of one core over the rounds. */
  cpuMsPerMessage: number;
  cpuShare: number;
}

/**
 * Runs `send` MESSAGES times, one at a time (after `before`, untimed), and collects each socket's delay
 * per round and the CPU the process spent.
 */
const measure = async (
  n: number,
  arrivals: Map<string, number[]>,
  send: (tag: string) => Promise<void>,
  before: () => Promise<void> = () => Promise.resolve(),
): Promise<TRun> => {
  const samples: number[] = [];
  let wall = 0;
  let cpu = 0;
  for (let round = 0; round < MESSAGES; round += 1) {
    const tag = `bench-${round}-${Math.random().toString(36).slice(2)}`;
    arrivals.set(tag, []);
    await before();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await send(tag);
    const end = Date.now() + 30_000;
    while ((arrivals.get(tag)?.length ?? 0) < n && Date.now() < end) await new Promise((r) => setImmediate(r));
    const got = arrivals.get(tag) ?? [];
    if (got.length < n) throw new Error(`round ${round}: only ${got.length}/${n} sockets received`);
    wall += performance.now() - t0;
    const used = process.cpuUsage(cpu0);
    cpu += (used.user + used.system) / 1000;
    for (const at of got) samples.push(at - t0);
    arrivals.delete(tag);
  }
  return { samples, cpuMsPerMessage: cpu / MESSAGES, cpuShare: cpu / wall };
};

const closeAll = async (sockets: WebSocket[]) => {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          ws.once('close', () => resolve());
          ws.close();
        }),
    ),
  );
};

const main = async () => {
  const bench = await openFreshDatabase('bench_rt');
  const { database } = bench;
  try {
    const { base } = await bench.startApp({ listen: true });
    // An administrator, an inbox, a conversation; then as many agents in that inbox as the largest run (bulk SQL).
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
      [Date.now(), Math.max(...SIZES), accountId, inbox.id],
    );
    const { rows: everyAgent } = await database.pool.query<{ id: number; pubsub_token: string }>(
      `SELECT u.id, u.pubsub_token FROM users u JOIN inbox_members m ON m.user_id = u.id WHERE m.inbox_id = $1 ORDER BY u.id`,
      [inbox.id],
    );
    const post = async (content: string) => {
      await api('POST', `/conversations/${conversation.id}/messages`, { content });
    };

    for (const n of SIZES) {
      const agents = everyAgent.slice(0, n);
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
      // A subscription's presence is written after its confirmation: wait for all of them, so the sockets'
      // arrival is not counted in the first messages' fan-out.
      const present = async () =>
        Number(
          (
            await database.pool.query<{ n: string }>(
              `SELECT count(*) AS n FROM presences WHERE account_id = $1 AND owner_type = 'User'`,
              [accountId],
            )
          ).rows[0]?.n ?? 0,
        );
      while ((await present()) < agents.length) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
      const plain = await profiled(`the plain run at ${n} sockets`, () => measure(agents.length, ours, post));
      // The same, each message right after an access change naming every agent (each scope is read again).
      const userIds = agents.map((a) => a.id);
      const rescoped = await measure(agents.length, ours, post, () =>
        database.db.transaction((tx) => appendAccessChanged(tx, accountId, userIds)),
      );
      // Capture one real frame to broadcast the same bytes in the bare run.
      let sample = '';
      const frameCatcher = new Promise<string>((resolve) => {
        const catcher = (buf: Buffer) => {
          if (!buf.toString().includes('message.created')) return;
          sockets[0]?.off('message', catcher);
          resolve(buf.toString());
        };
        sockets[0]?.on('message', catcher);
      });
      void post('sample');
      sample = await Promise.race([frameCatcher, new Promise<string>((r) => setTimeout(() => r(''), 5000))]);
      await closeAll(sockets);

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
      const bareRun = await measure(agents.length, bare, (tag) => {
        const frame = sample.replace('"content":"sample"', `"content":"${tag}"`);
        for (const c of wss.clients) c.send(frame);
        return Promise.resolve();
      });
      await closeAll(bareSockets);
      await new Promise<void>((r) => wss.close(() => r()));

      const row = (label: string, run: TRun) =>
        `  ${label.padEnd(52)} p50 ${fmt(pct(run.samples, 50))} ms   p95 ${fmt(pct(run.samples, 95))} ms   ` +
        `CPU ${run.cpuMsPerMessage.toFixed(1)} ms/message (${(run.cpuShare * 100).toFixed(0)}% of a core)`;
      const p95 = (run: TRun) => pct(run.samples, 95);
      const ratio = p95(plain) / p95(bareRun);
      const ratioRescoped = p95(rescoped) / p95(bareRun);
      process.stdout.write(
        [
          `realtime fan-out benchmark: ${agents.length} agent sockets, ${MESSAGES} messages, frame ${sample.length} bytes`,
          row('message create → message.created on /cable', plain),
          row('  the same, right after an access change (all agents)', rescoped),
          row('bare ws broadcast of the same frame', bareRun),
          `  p95 ratio ours / bare: ${ratio.toFixed(2)}×, after an access change ${ratioRescoped.toFixed(2)}×   target ≤ 2× (500 sockets)`,
          '',
        ].join('\n'),
      );
      const goal = n === 500 ? { atMost: 2 } : null;
      figure('realtime', `p95 ratio to bare ws, ${n} sockets`, ratio, '×', goal);
      figure('realtime', `p95 ratio to bare ws after access change, ${n} sockets`, ratioRescoped, '×');
      if (n !== 500) {
        figure('realtime', `p95 message → ${n} sockets`, Math.round(p95(plain)), 'ms');
        figure('realtime', `CPU per message, ${n} sockets`, Math.round(plain.cpuMsPerMessage), 'ms');
      }
    }
  } finally {
    await bench.close();
  }
};

await main();
