import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/drain.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { accountCaller } from '../../test/accountCall.ts';
import { removeInbox } from './inboxDelete.job.ts';

/** Inboxes and their members as Chatwoot answers (issue 17 item 7). */
const t = setupTestApp();

const call = accountCaller(t);

const count = async (table: string, inboxId: number) =>
  (await t.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE inbox_id = $1`, [inboxId]))
    .rows[0]?.n;

describe('inboxes and members as Chatwoot answers', () => {
  it('assignable_agents lists the inbox members plus the administrators', async () => {
    const admin = await buildAdmin(t);
    const otherAdmin = await buildAdmin(t, { accountId: admin.accountId });
    const member = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [member] });
    for (const path of [`/inboxes/${c.inboxId}/assignable_agents`, `/assignable_agents?inbox_ids[]=${c.inboxId}`]) {
      const ids = (await call<{ payload: { id: number }[] }>(member, 'GET', path)).body.payload.map((a) => a.id);
      expect(ids.sort(), path).toEqual([admin.user.id, otherAdmin.user.id, member.user.id].sort());
      expect(ids).not.toContain(outsider.user.id);
    }
  });

  it('inbox_members: 404 for a missing or foreign inbox_id, and for removing a non-member (nobody removed)', async () => {
    const admin = await buildAdmin(t);
    const foreignAdmin = await buildAdmin(t);
    const member = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildMember(t, { accountId: admin.accountId });
    const mine = await buildConversation(t, admin, { members: [member] });
    const theirs = await buildConversation(t, foreignAdmin);
    const ids = [member.user.id];
    expect((await call(admin, 'POST', '/inbox_members', { user_ids: ids })).status).toBe(404);
    expect((await call(admin, 'POST', '/inbox_members', { inbox_id: theirs.inboxId, user_ids: ids })).status).toBe(404);
    expect((await call(admin, 'DELETE', '/inbox_members', { user_ids: ids })).status).toBe(404);
    const removal = await call(admin, 'DELETE', '/inbox_members', {
      inbox_id: mine.inboxId,
      user_ids: [member.user.id, stranger.user.id],
    });
    expect(removal.status).toBe(404);
    const left = await call<{ payload: { id: number }[] }>(admin, 'GET', `/inbox_members/${mine.inboxId}`);
    expect(left.body.payload.map((a) => a.id)).toEqual([member.user.id]);
  });

  it('DELETE answers at once with Chatwoot message, hides the inbox, and the job removes its rows', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent], message: 'Hello' });
    const kept = await buildConversation(t, admin, { message: 'Other inbox' });
    const res = await call(admin, 'DELETE', `/inboxes/${c.inboxId}`);
    expect(res).toEqual({
      status: 200,
      body: { message: 'Your inbox deletion request will be processed in some time.' },
    });
    // Gone from lists and lookups at once; the rows wait for the job.
    const listed = await call<{ payload: { id: number }[] }>(admin, 'GET', '/inboxes');
    expect(listed.body.payload.map((i) => i.id)).toEqual([kept.inboxId]);
    expect((await call(agent, 'GET', '/inboxes')).body).toEqual({ payload: [] });
    expect((await call(admin, 'GET', `/inboxes/${c.inboxId}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/inboxes/${c.inboxId}`)).status).toBe(404);
    expect(await count('conversations', c.inboxId)).toBe(1);
    const { rows: queued } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'inboxes.delete' AND data->'payload'->>'inboxId' = $1`,
      [String(c.inboxId)],
    );
    expect(queued[0]?.n).toBe(1);
    await drainJobs(t.deps, { names: ['inboxes.delete'] });
    for (const table of ['messages', 'conversations', 'contact_inboxes'])
      expect(await count(table, c.inboxId), table).toBe(0);
    const { rows } = await t.database.pool.query('SELECT id FROM inboxes WHERE id = $1', [c.inboxId]);
    expect(rows).toEqual([]);
    expect(await count('messages', kept.inboxId)).toBeGreaterThan(0);
  });

  it('the job removes a large inbox in batches and resumes after an interrupted run', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin, { message: 'first' });
    await t.database.pool.query(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, content, message_type)
       SELECT account_id, inbox_id, id, 'bulk ' || g, 0 FROM conversations, generate_series(1, 25) g
       WHERE account_id = $1 AND display_id = $2`,
      [admin.accountId, c.displayId],
    );
    await call(admin, 'DELETE', `/inboxes/${c.inboxId}`);
    await removeInbox(t.deps, c.inboxId, 4);
    expect(await count('messages', c.inboxId)).toBe(0);
    const { rows } = await t.database.pool.query('SELECT id FROM inboxes WHERE id = $1', [c.inboxId]);
    expect(rows).toEqual([]);
    // A second run (a retry) finds nothing to do.
    await expect(removeInbox(t.deps, c.inboxId, 4)).resolves.toBeUndefined();
  });
});
