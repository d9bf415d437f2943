import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendTestEvent } from '../test/appendTestEvent.ts';
import { sql } from 'drizzle-orm';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../test/factories.ts';
import { connectCable } from '../test/cableClient.ts';
import { pruneEvents } from '../events/events.repo.ts';
import { drainConsumers } from '../events/dispatcher.ts';
import { RESYNC_EVENT } from '../../common/realtime.ts';

const t = setupTestApp();
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const agentId = (m: TMember, extra: Record<string, unknown> = {}) => ({
  pubsub_token: m.user.pubsubToken,
  account_id: m.accountId,
  user_id: m.user.id,
  ...extra,
});

const emit = (accountId: number, n: number) =>
  t.database.db.transaction((tx) => appendTestEvent(tx, accountId, 'page:reload', { n }, { kind: 'account' }));

const clients: Awaited<ReturnType<typeof connectCable>>[] = [];
const open = async () => {
  const c = await connectCable(base);
  clients.push(c);
  return c;
};
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('/cable', () => {
  it('speaks ActionCable: welcome, confirm, then events as {identifier, message:{event, data, seq}}', async () => {
    const admin = await buildAdmin(t);
    const c = await open();
    await c.waitFor((f) => f.type === 'welcome');
    const { id, confirmed } = await c.subscribe(agentId(admin));
    expect(confirmed).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/availability',
      headers: admin.headers,
      payload: { profile: { availability: 'busy', account_id: admin.accountId } },
    });
    expect(res.statusCode).toBe(200);
    const f = await c.waitFor((x) => typeof x.message === 'object' && x.message.event === 'presence.update');
    expect(f.identifier).toBe(id);
    expect(f.message).toMatchObject({
      event: 'presence.update',
      seq: expect.any(Number),
      data: { account_id: admin.accountId, users: { [admin.user.id]: 'busy' }, contacts: {} },
    });
  });

  it('rejects a wrong pubsub token, a stranger to the account, and garbage', async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const c = await open();
    expect((await c.subscribe(agentId(admin, { pubsub_token: 'wrong' }))).confirmed).toBe(false);
    expect((await c.subscribe(agentId(stranger, { account_id: admin.accountId }))).confirmed).toBe(false);
    expect((await c.subscribe({ pubsub_token: admin.user.pubsubToken })).confirmed).toBe(false);
    c.ws.send('not json');
    // The socket survives bad input.
    expect((await c.subscribe(agentId(admin))).confirmed).toBe(true);
  });

  it("never delivers another account's events or another user's personal ones", async () => {
    const a = await buildAdmin(t);
    const b = await buildAdmin(t);
    const colleague = await buildMember(t, { accountId: a.accountId });
    const c = await open();
    await c.subscribe(agentId(a));
    await emit(b.accountId, 1);
    await t.database.db.transaction((tx) =>
      appendTestEvent(
        tx,
        a.accountId,
        'notification.created',
        { for: 'colleague' },
        { kind: 'user', userId: colleague.user.id },
      ),
    );
    await emit(a.accountId, 2);
    await c.waitFor((f) => typeof f.message === 'object' && f.message.data.n === 2);
    const got = c.events().map((e) => e.data);
    expect(got).not.toContainEqual(expect.objectContaining({ n: 1 }));
    expect(got).not.toContainEqual(expect.objectContaining({ for: 'colleague' }));
  });

  it('announces nothing for a rolled-back change', async () => {
    const admin = await buildAdmin(t);
    const c = await open();
    await c.subscribe(agentId(admin));
    await t.database.db
      .transaction(async (tx) => {
        await appendTestEvent(tx, admin.accountId, 'page:reload', { doomed: true }, { kind: 'account' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await emit(admin.accountId, 99);
    await c.waitFor((f) => typeof f.message === 'object' && f.message.data.n === 99);
    expect(c.events().map((e) => e.data)).not.toContainEqual(expect.objectContaining({ doomed: true }));
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM events WHERE data->>'doomed' = 'true'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('a client offline while 200 events happen gets all 200, in order, on resubscribing with since', async () => {
    const admin = await buildAdmin(t);
    const first = await open();
    const { id } = await first.subscribe(agentId(admin));
    await emit(admin.accountId, 0);
    const seen = await first.waitFor(
      (f) => f.identifier === id && typeof f.message === 'object' && f.message.data.n === 0,
    );
    const lastSeq = (seen.message as { seq: number }).seq;
    await first.close();

    for (let n = 1; n <= 200; n++) await emit(admin.accountId, n);

    const again = await open();
    await again.subscribe(agentId(admin, { since: lastSeq }));
    // Live events after the resume keep flowing, after the replay.
    await emit(admin.accountId, 201);
    await again.waitFor((f) => typeof f.message === 'object' && f.message.data.n === 201);
    const ns = again
      .events()
      .filter((e) => e.event === 'page:reload')
      .map((e) => e.data.n);
    expect(ns).toEqual(Array.from({ length: 201 }, (_, i) => i + 1));
    const seqs = again.events().map((e) => e.seq ?? 0);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
  });

  it('tells the client to refetch when the log no longer reaches back', async () => {
    const admin = await buildAdmin(t);
    await emit(admin.accountId, 1);
    await emit(admin.accountId, 2);
    await drainConsumers(t.deps, []); // only events the consumer dispatcher has read are pruned
    await pruneEvents(t.database.db, new Date(Date.now() + 1000));
    await emit(admin.accountId, 3);
    const c = await open();
    await c.subscribe(agentId(admin, { since: 0 }));
    const f = await c.waitFor((x) => typeof x.message === 'object' && x.message.event === RESYNC_EVENT);
    expect(f.message).toMatchObject({ data: { account_id: admin.accountId } });
    expect(c.events().filter((e) => e.event === 'page:reload')).toEqual([]);
  });

  it('answers update_presence with who is online, and auto-offline takes the agent offline when the last tab closes', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const watcher = await open();
    await watcher.subscribe(agentId(admin));
    const tab = await open();
    const { id } = await tab.subscribe(agentId(agent));
    tab.perform(id, 'update_presence');
    const p = await tab.waitFor(
      (f) => f.identifier === id && typeof f.message === 'object' && f.message.event === 'presence.update',
    );
    expect((p.message as unknown as { data: { users: Record<string, string> } }).data.users[agent.user.id]).toBe(
      'online',
    );
    await tab.close();
    await watcher.waitFor(
      (f) =>
        typeof f.message === 'object' &&
        f.message.event === 'presence.update' &&
        !(String(agent.user.id) in (f.message.data.users as Record<string, string>)),
    );
    const { rows } = await t.database.pool.query('SELECT availability FROM account_users WHERE user_id = $1', [
      agent.user.id,
    ]);
    expect(rows[0]).toEqual({ availability: 1 });

    // A new tab brings back what auto-offline replaced; a choice made meanwhile is kept instead.
    const back = await open();
    await back.subscribe(agentId(agent));
    await watcher.waitFor(
      (f) =>
        typeof f.message === 'object' &&
        f.message.event === 'presence.update' &&
        (f.message.data.users as Record<string, string>)[String(agent.user.id)] === 'online',
    );
    await back.close();
    await watcher.waitFor(
      () =>
        watcher
          .events()
          .filter(
            (e) =>
              e.event === 'presence.update' && !(String(agent.user.id) in (e.data.users as Record<string, string>)),
          ).length === 2,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/availability',
      headers: agent.headers,
      payload: { profile: { availability: 'busy', account_id: agent.accountId } },
    });
    const again = await open();
    await again.subscribe(agentId(agent));
    const { rows: after } = await t.database.pool.query(
      'SELECT availability, availability_before_auto_offline AS before FROM account_users WHERE user_id = $1',
      [agent.user.id],
    );
    expect(after[0]).toEqual({ availability: 2, before: null });
  });

  it('signs out the tabs of an agent removed from the account', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const tab = await open();
    await tab.subscribe(agentId(agent));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/${admin.accountId}/agents/${agent.user.id}`,
      headers: admin.headers,
    });
    const f = await tab.waitFor((x) => typeof x.message === 'object' && x.message.event === 'user:logout');
    expect(f.message).toMatchObject({ data: { user_id: agent.user.id, account_id: admin.accountId } });
  });

  it('keeps seq order equal to commit order under concurrent writers', async () => {
    const admin = await buildAdmin(t);
    const c = await open();
    await c.subscribe(agentId(admin));
    await Promise.all(Array.from({ length: 30 }, (_, n) => emit(admin.accountId, 1000 + n)));
    await c.waitFor(() => c.events().filter((e) => e.event === 'page:reload').length === 30);
    const seqs = c.events().map((e) => e.seq ?? 0);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM events WHERE account_id = $1',
      [admin.accountId],
    );
    expect(rows[0]?.n).toBe(30);
    await t.database.db.execute(sql`SELECT 1`);
  });
});
