/**
 * `npm run bench:webhooks`: webhook delivery lag. An account webhook subscribed to message_created points
 * at a local receiver. Two runs:
 *  - events: RATE message.created events a second for SECONDS, each committed in its own transaction
 *    (the payloads of real messages, appended again), so the figure is the webhook pipeline alone: numbering,
 *    NOTIFY, the dispatcher, the consumer job (the body built from the rows), the delivery job, the signed
 *    POST and its log row. Lag = arrival at the receiver − the commit.
 *    First at LOW_RATE, last at RATE (each run starts once the previous one's deliveries arrived, or 30 s passed).
 *  - api: HTTP_RATE messages a second posted through the API (message creation included in the load);
 *    lag = arrival − the POST's answer (its transaction had committed by then).
 * Prints p50/p95/max; asserts nothing. Target: p95 ≤ 1 s at 100 events/s.
 * A fresh database on BENCH_DATABASE_URL's server when set (e.g. the machine's PostgreSQL), else on a
 * throwaway embedded one (bench/benchDatabase.ts); dropped at the end unless BENCH_KEEP_DB=1.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { deliveryIdOf } from '../server/consumers/accountWebhooks.consumer.ts';
import { eventWritten } from '../server/events/afterCommit.ts';
import { events } from '../server/db/schema/index.ts';
import { openFreshDatabase, pct } from './benchDatabase.ts';
import { signUp } from './benchHttp.ts';
import { figure } from './figures.ts';
import { profiled } from './profile.ts';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const HTTP_RATE = Number(process.env.BENCH_HTTP_RATE ?? 20);
/** A rate the pipeline keeps up with on a busy machine, for the lag without a backlog. */
const LOW_RATE = Number(process.env.BENCH_LOW_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONVERSATIONS = 20;

const main = async () => {
  const bench = await openFreshDatabase('bench_wh');
  const { database } = bench;
  // The receiver: notes when each message (by content) and each delivery (by id) arrives.
  const arrivals = new Map<string, number>();
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const at = performance.now();
      const content = (JSON.parse(body) as { content?: string }).content;
      if (content) arrivals.set(content, at);
      arrivals.set(String(req.headers['x-chatwoot-delivery']), at);
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  try {
    const { base } = await bench.startApp({ listen: true, env: { ALLOW_PRIVATE_NETWORK_TARGETS: 'true' } });
    const { accountId, api } = await signUp(base);
    const inbox = await api<{ id: number }>('POST', '/inboxes', {
      name: 'Web',
      channel: { type: 'web_widget', website_url: 'https://x.test' },
    });
    const conversations: number[] = [];
    for (let i = 0; i < CONVERSATIONS; i += 1) {
      const contact = (await api<{ payload: { contact: { id: number } } }>('POST', '/contacts', { name: `C${i}` }))
        .payload.contact;
      conversations.push(
        (await api<{ id: number }>('POST', '/conversations', { inbox_id: inbox.id, contact_id: contact.id })).id,
      );
    }
    // Real messages, whose committed message.created payloads the events run appends again.
    for (const conv of conversations) await api('POST', `/conversations/${conv}/messages`, { content: `seed-${conv}` });
    const seeds = (
      await database.db
        .select({ data: events.data })
        .from(events)
        .where(and(eq(events.accountId, accountId), eq(events.name, 'message.created')))
    ).map((r) => r.data);
    const hook = await api<{ payload: { webhook: { id: number } } }>('POST', '/webhooks', {
      url: receiverUrl,
      subscriptions: ['message_created'],
    });
    const webhookId = hook.payload.webhook.id;

    // Warm-up: one message end to end.
    await api('POST', `/conversations/${conversations[0]}/messages`, { content: 'warm-up' });
    const warmEnd = Date.now() + 10_000;
    while (!arrivals.has('warm-up') && Date.now() < warmEnd) await new Promise((r) => setTimeout(r, 10));

    /** Sends `total` at `rate` a second, each when due; resolves with tag → commit time. */
    const paced = async (rate: number, send: (i: number) => Promise<[string, number] | null>) => {
      const committed = new Map<string, number>();
      const total = rate * SECONDS;
      const t0 = performance.now();
      const sends: Promise<void>[] = [];
      let errors = 0;
      for (let i = 0; i < total; i += 1) {
        const wait = t0 + (i * 1000) / rate - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        sends.push(
          send(i).then(
            (got) => void (got && committed.set(got[0], got[1])),
            () => void (errors += 1),
          ),
        );
      }
      await Promise.all(sends);
      const seconds = (performance.now() - t0) / 1000;
      const end = Date.now() + 30_000;
      while ([...committed.keys()].some((k) => !arrivals.has(k)) && Date.now() < end)
        await new Promise((r) => setTimeout(r, 50));
      const lags: number[] = [];
      let missing = 0;
      for (const [tag, at] of committed) {
        const got = arrivals.get(tag);
        if (got === undefined) missing += 1;
        else lags.push(got - at);
      }
      return { total, seconds, errors, missing, lags };
    };
    const report = (label: string, rate: number, r: Awaited<ReturnType<typeof paced>>) => {
      console.log(
        `${label}: ${r.total} at ${rate}/s (sent in ${r.seconds.toFixed(1)} s, ${r.errors} errors, ${r.missing} not delivered in 30 s)`,
      );
      console.log(
        `  p50 ${pct(r.lags, 50).toFixed(0)} ms   p95 ${pct(r.lags, 95).toFixed(0)} ms   max ${Math.max(...r.lags).toFixed(0)} ms`,
      );
      return pct(r.lags, 95) <= 1000 && r.missing === 0;
    };

    const appendAt = (rate: number) =>
      paced(rate, async (i) => {
        const data = seeds[i % seeds.length] ?? {};
        const id = await database.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(events)
            .values({ accountId, name: 'message.created', data, audience: { kind: 'account' } })
            .returning({ id: events.id });
          eventWritten(tx, accountId);
          return row?.id ?? 0;
        });
        return [deliveryIdOf(id, webhookId), performance.now()];
      });

    console.log('webhook delivery lag (commit → request at the receiver):');
    // The slower runs first: a backlog the fast run leaves would count in whatever follows it.
    report('  events appended', LOW_RATE, await appendAt(LOW_RATE));
    const apiRun = await paced(HTTP_RATE, async (i) => {
      const tag = `wh-${i}`;
      await api('POST', `/conversations/${conversations[i % CONVERSATIONS]}/messages`, { content: tag });
      return [tag, performance.now()];
    });
    report('  messages posted through the API', HTTP_RATE, apiRun);
    const fast = await profiled(`events appended at ${RATE}/s`, () => appendAt(RATE));
    const metEvents = report('  events appended', RATE, fast);
    figure('webhooks', `delivery lag p95 at ${RATE} events/s`, pct(fast.lags, 95), 'ms', { atMost: 1000 });
    figure('webhooks', `not delivered within 30 s at ${RATE} events/s`, fast.missing, '', { atMost: 0 });
    console.log(`  target p95 ≤ 1000 ms at ${RATE} events/s: ${metEvents ? 'met' : 'MISSED'}`);
  } finally {
    await new Promise((r) => receiver.close(r));
    await bench.close();
  }
};

await main();
