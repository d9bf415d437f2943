import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildLabels } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { autoResolveSweepJob } from './conversations.jobs.ts';
import { helpers } from './testHelpers.ts';

const t = setupTestApp();
const { call, events, activities } = helpers(t);

const queued = async (key: string) =>
  (
    await t.database.pool.query<{ run_at: Date }>(
      "SELECT start_after AS run_at FROM pgboss.job WHERE singleton_key = $1 AND state < 'active'",
      [key],
    )
  ).rows;
const internalId = async (accountId: number, displayId: number) =>
  (
    await t.database.pool.query<{ id: number }>(
      'SELECT id FROM conversations WHERE account_id = $1 AND display_id = $2',
      [accountId, displayId],
    )
  ).rows[0]!.id;

describe('snooze', () => {
  it('reopens at snoozed_until through a queued job, and a manual reopen cancels it', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const id = await internalId(admin.accountId, c.displayId);
    const until = Math.floor(Date.now() / 1000) + 3600;
    await call(admin, 'POST', `/conversations/${c.displayId}/toggle_status`, {
      status: 'snoozed',
      snoozed_until: until,
    });
    const jobs = await queued(`snooze:${id}`);
    expect(jobs).toHaveLength(1);
    expect(Math.floor(jobs[0]!.run_at.getTime() / 1000)).toBe(until);
    // Time passes: the snooze ends.
    await t.database.pool.query("UPDATE conversations SET snoozed_until = now() - interval '1 second' WHERE id = $1", [
      id,
    ]);
    await t.database.pool.query(
      "UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE singleton_key = $1",
      [`snooze:${id}`],
    );
    expect(await drainJobs(t.deps, { names: ['conversation.snooze_reopen'] })).toBe(1);
    expect((await call(admin, 'GET', `/conversations/${c.displayId}`)).body).toMatchObject({
      status: 'open',
      snoozed_until: null,
    });
    expect((await activities(admin.accountId, c.displayId)).at(-1)).toBe(
      'Conversation was reopened by system as the snooze period has ended',
    );
    const changed = (await events(admin.accountId, 'conversation.status_changed')).at(-1);
    expect(changed?.data).toMatchObject({ id: c.displayId, status: 'open' });

    await call(admin, 'POST', `/conversations/${c.displayId}/toggle_status`, {
      status: 'snoozed',
      snoozed_until: until,
    });
    expect(await queued(`snooze:${id}`)).toHaveLength(1);
    // Snoozed again for later: the one queued wake-up moves.
    await call(admin, 'POST', `/conversations/${c.displayId}/toggle_status`, {
      status: 'snoozed',
      snoozed_until: until + 600,
    });
    const moved = await queued(`snooze:${id}`);
    expect(moved).toHaveLength(1);
    expect(Math.floor(moved[0]!.run_at.getTime() / 1000)).toBe(until + 600);
    await call(admin, 'POST', `/conversations/${c.displayId}/toggle_status`, { status: 'open' });
    expect(await queued(`snooze:${id}`)).toHaveLength(0);
    expect((await activities(admin.accountId, c.displayId)).slice(-2)).toEqual([
      `Conversation was snoozed by ${admin.user.name}`,
      `Conversation was reopened by ${admin.user.name}`,
    ]);
  });
});

describe('auto-resolve', () => {
  it('the periodic sweep resolves conversations idle past the account duration', async () => {
    const admin = await buildAdmin(t);
    const idle = await buildConversation(t, admin);
    const fresh = await buildConversation(t, admin);
    await t.database.pool.query('UPDATE accounts SET auto_resolve_duration = 2 WHERE id = $1', [admin.accountId]);
    await t.database.pool.query(
      "UPDATE conversations SET last_activity_at = now() - interval '3 days' WHERE account_id = $1 AND display_id = $2",
      [admin.accountId, idle.displayId],
    );
    // pg-boss's schedule queues the sweep every five minutes (jobs/registry.ts); here, one run by hand.
    await enqueueJob(t.deps.db, autoResolveSweepJob, {});
    const later = new Date(Date.now() + 10 * 60 * 1000);
    expect(await drainJobs(t.deps, { names: ['conversation.auto_resolve_sweep'], now: later, limit: 1 })).toBe(1);
    expect((await call(admin, 'GET', `/conversations/${idle.displayId}`)).body).toMatchObject({ status: 'resolved' });
    expect((await call(admin, 'GET', `/conversations/${fresh.displayId}`)).body).toMatchObject({ status: 'open' });
    expect(await activities(admin.accountId, idle.displayId)).toEqual([
      'Conversation was marked resolved by system due to 2 days of inactivity',
    ]);
    const changed = (await events(admin.accountId, 'conversation.status_changed')).at(-1);
    expect(changed?.data).toMatchObject({ id: idle.displayId, status: 'resolved' });
  });
});

describe("activity lines in the account's language", () => {
  it('an Arabic account writes them in Arabic, the auto-resolve sweep too; English is the default', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['billing']);
    const c = await buildConversation(t, admin);
    const other = await buildConversation(t, admin);
    const setLocale = await call(admin, 'PATCH', '', { locale: 'ar' });
    expect(setLocale.status).toBe(200);
    const n = admin.user.name;
    await call(admin, 'PATCH', `/conversations/${c.displayId}`, { priority: 'high' });
    await call(admin, 'POST', `/conversations/${c.displayId}/labels`, { labels: ['billing'] });
    await call(admin, 'POST', `/conversations/${c.displayId}/assignments?assignee_id=${admin.user.id}`);
    await call(admin, 'POST', `/conversations/${c.displayId}/toggle_status`, { status: 'resolved' });
    expect(await activities(admin.accountId, c.displayId)).toEqual([
      `عيّن ${n} الأولوية إلى عالية`,
      `أضاف ${n} billing`,
      `أسند ${n} هذه المحادثة إلى نفسه`,
      `حدّد ${n} المحادثة كمحلولة`,
    ]);
    await t.database.pool.query('UPDATE accounts SET auto_resolve_duration = 14 WHERE id = $1', [admin.accountId]);
    await t.database.pool.query(
      "UPDATE conversations SET last_activity_at = now() - interval '15 days' WHERE account_id = $1 AND display_id = $2",
      [admin.accountId, other.displayId],
    );
    await enqueueJob(t.deps.db, autoResolveSweepJob, {});
    const later = new Date(Date.now() + 10 * 60 * 1000);
    expect(await drainJobs(t.deps, { names: ['conversation.auto_resolve_sweep'], now: later, limit: 1 })).toBe(1);
    expect(await activities(admin.accountId, other.displayId)).toEqual([
      'حدّد النظام المحادثة كمحلولة بعد 14 يومًا دون نشاط',
    ]);
    const english = await buildAdmin(t);
    const e = await buildConversation(t, english);
    await call(english, 'POST', `/conversations/${e.displayId}/toggle_status`, { status: 'pending' });
    expect(await activities(english.accountId, e.displayId)).toEqual([
      `Conversation was marked as pending by ${english.user.name}`,
    ]);
  });
});
