import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendTestEvent } from '../test/appendTestEvent.ts';
import WebSocket from 'ws';
import { CableConnection, type TCableStatus, type TSocketLike } from '../../common/cableConnection.ts';
import { pruneEvents } from '../events/events.repo.ts';
import { drainConsumers } from '../events/dispatcher.ts';
import { buildAdmin, type TMember } from '../test/factories.ts';
import { setupTestApp } from '../test/harness.ts';

/** The SPA's realtime client, driven against the real server over a real socket. */
const t = setupTestApp();
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const emit = (accountId: number, n: number) =>
  t.database.db.transaction((tx) => appendTestEvent(tx, accountId, 'page:reload', { n }, { kind: 'account' }));

const until = async (test: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const clients: CableConnection[] = [];
afterAll(() => {
  for (const c of clients) c.stop();
});

const connect = (m: TMember) => {
  const received: { event: string; n: number; seq: number | undefined }[] = [];
  const statuses: TCableStatus[] = [];
  let resyncs = 0;
  const conn = new CableConnection({
    url: `${base.replace(/^http/, 'ws')}/cable`,
    identity: { pubsub_token: m.user.pubsubToken, account_id: m.accountId, user_id: m.user.id },
    createSocket: (url) => new WebSocket(url) as unknown as TSocketLike,
    onEvent: (event, data, seq) => {
      if (event === 'page:reload') received.push({ event, n: (data as { n: number }).n, seq });
    },
    onResync: () => {
      resyncs += 1;
    },
    onStatus: (s) => statuses.push(s),
    minBackoffMs: 20,
    maxBackoffMs: 50,
  });
  clients.push(conn);
  conn.start();
  return { conn, received, statuses, resyncs: () => resyncs };
};

describe('the SPA realtime client', () => {
  it('receives live events, then after a drop resumes by seq: all 200 missed events once, in order', async () => {
    const admin = await buildAdmin(t);
    const c = connect(admin);
    await until(() => c.statuses.includes('connected'));
    await emit(admin.accountId, 0);
    await until(() => c.received.length === 1);

    c.conn.drop();
    await until(() => c.statuses.at(-1) !== 'connected');
    c.conn.stop(); // stay away while the events happen
    for (let n = 1; n <= 200; n += 1) await emit(admin.accountId, n);
    c.conn.start();
    await until(() => c.received.length === 201);
    expect(c.received.map((r) => r.n)).toEqual(Array.from({ length: 201 }, (_, i) => i));
    const seqs = c.received.map((r) => r.seq ?? 0);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(201);
    expect(c.resyncs()).toBe(0);
  });

  it('resumes from where the log stood at subscribe time even when no event arrived before the drop', async () => {
    const admin = await buildAdmin(t);
    await emit(admin.accountId, -1); // history before this tab: never replayed to it
    // Events are numbered just after commit: the log "stands" past this one once it has its seq.
    for (let i = 0; ; i += 1) {
      const { rows } = await t.database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM events WHERE account_id = $1 AND seq IS NULL',
        [admin.accountId],
      );
      if (rows[0]?.n === 0) break;
      if (i > 500) throw new Error('event never numbered');
      await new Promise((r) => setTimeout(r, 10));
    }
    const c = connect(admin);
    await until(() => c.statuses.includes('connected'));
    c.conn.stop();
    for (let n = 1; n <= 5; n += 1) await emit(admin.accountId, n);
    c.conn.start();
    await until(() => c.received.length === 5);
    expect(c.received.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks the app to refetch when the log was pruned past its last seq, then carries on live', async () => {
    const admin = await buildAdmin(t);
    const c = connect(admin);
    await until(() => c.statuses.includes('connected'));
    await emit(admin.accountId, 1);
    await until(() => c.received.length === 1);
    c.conn.stop();
    for (let n = 2; n <= 5; n += 1) await emit(admin.accountId, n);
    await drainConsumers(t.deps, []); // only events the consumer dispatcher has read are pruned
    await pruneEvents(t.database.db, new Date(Date.now() + 60_000));
    c.conn.start();
    await until(() => c.resyncs() === 1);
    await emit(admin.accountId, 6);
    await until(() => c.received.some((r) => r.n === 6));
    expect(c.received.map((r) => r.n)).toEqual([1, 6]);
  });

  it('reconnects by itself when the server closes the socket', async () => {
    const admin = await buildAdmin(t);
    const c = connect(admin);
    await until(() => c.statuses.includes('connected'));
    // The server side of every socket goes away (as on a node restart behind a balancer).
    for (const client of t.app.websocketServer.clients) client.terminate();
    await until(() => c.statuses.filter((s) => s === 'connected').length === 2);
    await emit(admin.accountId, 9);
    await until(() => c.received.some((r) => r.n === 9));
  });
});
