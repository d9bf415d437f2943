import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildMember, type TMember } from '../../test/factories.ts';
import { notifications } from '../../db/schema/index.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/notifications${rest}`;

const notify = async (who: TMember, n = 1) => {
  const rows = await t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        accountId: who.accountId,
        userId: who.user.id,
        notificationType: 2,
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
});
