import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildMember, type TMember } from '../../test/factories.ts';
import { notifications } from '../../db/schema/index.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { buildAdmin } from '../../test/factories.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/notifications${rest}`;

const notify = async (who: TMember, n = 1, type = 2) => {
  const rows = await t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        accountId: who.accountId,
        userId: who.user.id,
        notificationType: type,
        primaryActorType: 'Conversation',
        primaryActorId: i + 1,
        meta: { push_message_title: `Conversation #${i + 1} assigned to you` },
      })),
    )
    .returning();
  return rows.map((r) => r.id);
};

describe('notifications', () => {
  it('lists 15 a page with counts, and counts unread cheaply', async () => {
    const me = await buildMember(t);
    await notify(me, 17);
    const page1 = await t.app.inject({ method: 'GET', url: url(me.accountId), headers: me.headers });
    const body = page1.json<{
      data: { meta: { unread_count: number; count: number }; payload: { notification_type: string }[] };
    }>();
    expect(body.data.meta).toMatchObject({ unread_count: 17, count: 17, current_page: 1 });
    expect(body.data.payload).toHaveLength(15);
    expect(body.data.payload[0]).toMatchObject({ notification_type: 'conversation_assignment', read_at: null });
    const page2 = await t.app.inject({ method: 'GET', url: `${url(me.accountId)}?page=2`, headers: me.headers });
    expect(page2.json<{ data: { payload: unknown[] } }>().data.payload).toHaveLength(2);
    const unread = await t.app.inject({ method: 'GET', url: url(me.accountId, '/unread_count'), headers: me.headers });
    expect(unread.json()).toBe(17);
  });

  it('marks read and unread, snoozes out of sight, reads all and deletes, telling only the owner', async () => {
    const me = await buildMember(t);
    const [first, second] = await notify(me, 2);
    const read = await t.app.inject({ method: 'PATCH', url: url(me.accountId, `/${first}`), headers: me.headers });
    expect(read.json<{ read_at: number | null }>().read_at).toEqual(expect.any(Number));
    expect(
      (await t.app.inject({ method: 'GET', url: url(me.accountId, '/unread_count'), headers: me.headers })).json(),
    ).toBe(1);
    await t.app.inject({ method: 'POST', url: url(me.accountId, `/${first}/unread`), headers: me.headers });
    expect(
      (await t.app.inject({ method: 'GET', url: url(me.accountId, '/unread_count'), headers: me.headers })).json(),
    ).toBe(2);
    const later = new Date(Date.now() + 3600_000).toISOString();
    await t.app.inject({
      method: 'POST',
      url: url(me.accountId, `/${second}/snooze`),
      headers: me.headers,
      payload: { snoozed_until: later },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: url(me.accountId, '/unread_count'), headers: me.headers })).json(),
    ).toBe(1);
    await t.app.inject({ method: 'POST', url: url(me.accountId, '/read_all'), headers: me.headers });
    expect(
      (await t.app.inject({ method: 'GET', url: url(me.accountId, '/unread_count'), headers: me.headers })).json(),
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(me.accountId, `/${first}`), headers: me.headers })).statusCode,
    ).toBe(200);
    const { rows } = await t.database.pool.query<{ name: string; audience: { kind: string; userId: number } }>(
      "SELECT name, audience FROM events WHERE account_id = $1 AND name LIKE 'notification.%' ORDER BY id",
      [me.accountId],
    );
    expect(rows.map((r) => r.name)).toEqual([
      'notification.updated',
      'notification.updated',
      'notification.updated',
      'notification.updated',
      'notification.deleted',
    ]);
    expect(rows.every((r) => r.audience.kind === 'user' && r.audience.userId === me.user.id)).toBe(true);
  });

  it("404 for a colleague's notification; 422 for a bad snooze time", async () => {
    const me = await buildMember(t);
    const colleague = await buildMember(t, { accountId: me.accountId });
    const [id] = await notify(colleague);
    expect(
      (await t.app.inject({ method: 'PATCH', url: url(me.accountId, `/${id}`), headers: me.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(me.accountId, `/${id}`), headers: me.headers })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: url(colleague.accountId, `/${id}/snooze`),
      headers: colleague.headers,
      payload: { snoozed_until: 'soon' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ attributes: string[] }>().attributes).toEqual(['snoozed_until']);
  });

  type TList = { data: { meta: { count: number; unread_count: number }; payload: { id: number }[] } };
  const ids = async (who: TMember, query = '') =>
    (await t.app.inject({ method: 'GET', url: `${url(who.accountId)}${query}`, headers: who.headers }))
      .json<TList>()
      .data.payload.map((n) => n.id);

  it('lists unread awake ones by default; includes[] adds read and snoozed; filters by type; sorts', async () => {
    const me = await buildMember(t);
    const [a, b, c] = await notify(me, 3);
    const [mention] = await notify(me, 1, 4);
    await t.database.pool.query(
      `UPDATE notifications SET last_activity_at = now() - (id - $1) * interval '-1 minute' WHERE user_id = $2`,
      [a, me.user.id],
    );
    await t.app.inject({ method: 'PATCH', url: url(me.accountId, `/${a}`), headers: me.headers });
    const later = new Date(Date.now() + 3600_000).toISOString();
    await t.app.inject({
      method: 'POST',
      url: url(me.accountId, `/${b}/snooze`),
      headers: me.headers,
      payload: { snoozed_until: later },
    });
    expect(await ids(me)).toEqual([mention, c]);
    expect(await ids(me, '?includes[]=read')).toEqual([mention, c, a]);
    expect(await ids(me, '?includes[]=read&includes[]=snoozed')).toEqual([mention, c, b, a]);
    expect(await ids(me, '?includes[]=read&includes[]=snoozed&sort_order=asc')).toEqual([a, b, c, mention]);
    expect(await ids(me, '?notification_type[]=conversation_mention')).toEqual([mention]);
    expect(await ids(me, '?includes=read&notification_type=conversation_assignment')).toEqual([c, a]);
    const bad = await t.app.inject({ method: 'GET', url: `${url(me.accountId)}?includes[]=nope`, headers: me.headers });
    expect(bad.statusCode).toBe(422);
    const badSort = await t.app.inject({
      method: 'GET',
      url: `${url(me.accountId)}?sort_order=up`,
      headers: me.headers,
    });
    expect(badSort.statusCode).toBe(422);
  });

  it('PATCH with mark_as_unread marks it unread; destroy_all type read keeps the unread ones', async () => {
    const me = await buildMember(t);
    const [a, b] = await notify(me, 2);
    await t.app.inject({ method: 'PATCH', url: url(me.accountId, `/${a}`), headers: me.headers });
    await t.app.inject({ method: 'PATCH', url: url(me.accountId, `/${b}`), headers: me.headers });
    const unread = await t.app.inject({
      method: 'PATCH',
      url: url(me.accountId, `/${b}`),
      headers: me.headers,
      payload: { mark_as_unread: true },
    });
    expect(unread.json<{ read_at: number | null }>().read_at).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: url(me.accountId, '/destroy_all'),
      headers: me.headers,
      payload: { type: 'read' },
    });
    expect(res.statusCode).toBe(200);
    expect(await ids(me, '?includes[]=read')).toEqual([b]);
    await t.app.inject({ method: 'POST', url: url(me.accountId, '/destroy_all'), headers: me.headers });
    expect(await ids(me, '?includes[]=read')).toEqual([]);
  });

  it('a snoozed one comes back unread and on top when its time comes', async () => {
    const me = await buildMember(t);
    const [a, b] = await notify(me, 2);
    await t.app.inject({ method: 'PATCH', url: url(me.accountId, `/${a}`), headers: me.headers });
    const until = new Date(Date.now() + 3600_000);
    await t.app.inject({
      method: 'POST',
      url: url(me.accountId, `/${a}/snooze`),
      headers: me.headers,
      payload: { snoozed_until: until.toISOString() },
    });
    expect(await ids(me, '?includes[]=read')).toEqual([b]);
    // The hour passes.
    await t.database.pool.query(`UPDATE notifications SET snoozed_until = now() - interval '1 second' WHERE id = $1`, [
      a,
    ]);
    await drainJobs(t.deps, { names: ['notification.snooze_reopen'], now: new Date(until.getTime() + 1000) });
    expect(await ids(me)).toEqual([a, b]);
    const { rows } = await t.database.pool.query<{ snoozed_until: Date | null; read_at: Date | null }>(
      'SELECT snoozed_until, read_at FROM notifications WHERE id = $1',
      [a],
    );
    expect(rows[0]).toEqual({ snoozed_until: null, read_at: null });
  });

  it('401 without a token; another account or another user gets 404 on every item route', async () => {
    const me = await buildMember(t);
    const [id] = await notify(me);
    const stranger = await buildAdmin(t);
    const colleague = await buildAdmin(t, { accountId: me.accountId });
    expect((await t.app.inject({ method: 'GET', url: url(me.accountId) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url(me.accountId), headers: stranger.headers })).statusCode).toBe(
      404,
    );
    const routes: ['PATCH' | 'POST' | 'DELETE', string, object?][] = [
      ['PATCH', `/${id}`],
      ['POST', `/${id}/unread`],
      ['POST', `/${id}/snooze`, { snoozed_until: new Date(Date.now() + 60_000).toISOString() }],
      ['DELETE', `/${id}`],
    ];
    for (const [method, path, payload] of routes) {
      for (const who of [stranger, colleague]) {
        const res = await t.app.inject({
          method,
          url: url(who.accountId, path),
          headers: who.headers,
          ...(payload && { payload }),
        });
        expect([method, path, res.statusCode]).toEqual([method, path, 404]);
      }
    }
    await t.app.inject({ method: 'POST', url: url(colleague.accountId, '/destroy_all'), headers: colleague.headers });
    await t.app.inject({ method: 'POST', url: url(colleague.accountId, '/read_all'), headers: colleague.headers });
    expect(await ids(me)).toEqual([id]);
  });
});
