import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import { SLA_NEVER_DUE_AT } from '../../../common/slaDeadlines.ts';
import { slaConsumer } from '../../consumers/sla.consumer.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { setupTestApp } from '../../test/harness.ts';
import { ageConversation, buildSlaConversation, slaNotificationTypes } from '../../test/slaFactories.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { runSlaCheck } from './slaEvaluation.service.ts';

const t = setupTestApp();
const h = helpers(t);
const conv = (id: number, rest = '') => `/conversations/${id}${rest}`;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);
const nowUnix = () => Math.floor(Date.now() / 1000);

interface TApplied {
  sla_status: string;
  first_response_due_at: number | null;
  next_response_due_at: number | null;
  resolution_due_at: number | null;
}
interface TConvBody {
  applied_sla?: TApplied;
  sla_events?: { event_type: string }[];
  waiting_since: number | null;
}

const slaNotifications = (userId: number) => slaNotificationTypes(t, userId);

/** A conversation (a customer wrote) of a new account under a policy with these thresholds (seconds). */
const setup = async (thresholds: { frt?: number; nrt?: number; rt?: number }) => {
  const { admin, agent, c, policy } = await buildSlaConversation(t, thresholds);
  const show = async () => (await h.call<TConvBody>(admin, 'GET', conv(c.displayId))).body;
  const applied = async () => {
    const a = (await show()).applied_sla;
    if (!a) throw new Error('no applied SLA');
    return a;
  };
  const edit = async (patch: Record<string, unknown>) =>
    expect((await h.call(admin, 'PATCH', `/sla_policies/${policy.id}`, patch)).status).toBe(200);
  return { admin, agent, c, policy, show, applied, edit };
};

describe('editing a policy reaches the SLAs it runs', () => {
  it('a raised threshold moves the pending deadline later: the check records no miss; badges hear of it', async () => {
    const s = await setup({ frt: 600 });
    const before = (await s.applied()).first_response_due_at ?? 0;
    const heard = (await h.events(s.admin.accountId, 'conversation.sla_updated')).length;
    await s.edit({ first_response_time_threshold: 3600 });
    expect((await s.applied()).first_response_due_at).toBe(before + 3000);
    const events = await h.events(s.admin.accountId, 'conversation.sla_updated');
    expect(events).toHaveLength(heard + 1);
    expect(events.at(-1)?.data).toMatchObject({
      id: s.c.displayId,
      applied_sla: { first_response_due_at: before + 3000 },
    });
    await runSlaCheck(t.deps, inSeconds(700));
    expect((await s.show()).sla_events).toEqual([]);
    expect((await s.applied()).sla_status).toBe('active');
    await s.edit({ name: 'Renamed' }); // nothing to move: nobody hears of it
    expect(await h.events(s.admin.accountId, 'conversation.sla_updated')).toHaveLength(heard + 1);
  });

  it('a threshold lowered below the elapsed time: the next check records the miss and notifies once', async () => {
    const s = await setup({ frt: 3600 });
    await ageConversation(t, s.admin.accountId, s.c.displayId, 600);
    await s.edit({ first_response_time_threshold: 300 });
    expect((await s.applied()).first_response_due_at).toBeLessThan(nowUnix());
    await runSlaCheck(t.deps);
    await runSlaCheck(t.deps, inSeconds(60));
    const body = await s.show();
    expect(body.applied_sla?.sla_status).toBe('active_with_misses');
    expect(body.sla_events?.map((e) => e.event_type)).toEqual(['frt']);
    expect(await slaNotifications(s.agent.user.id)).toEqual([NOTIFICATION_TYPES.sla_missed_first_response]);
  });

  it('a recorded miss is neither re-opened nor recorded again by later edits', async () => {
    const s = await setup({ frt: 60, rt: 86400 });
    await runSlaCheck(t.deps, inSeconds(61));
    await s.edit({ first_response_time_threshold: 30 });
    await s.edit({ first_response_time_threshold: 7200 });
    const a = await s.applied();
    expect(a).toMatchObject({ sla_status: 'active_with_misses', first_response_due_at: null });
    expect(a.resolution_due_at).toEqual(expect.any(Number));
    await runSlaCheck(t.deps, inSeconds(7300));
    expect((await s.show()).sla_events?.map((e) => e.event_type)).toEqual(['frt']);
    expect(await slaNotifications(s.agent.user.id)).toEqual([NOTIFICATION_TYPES.sla_missed_first_response]);
  });

  it('a finished SLA stays hit, whatever the edit', async () => {
    const s = await setup({ frt: 600, rt: 3600 });
    await h.call(s.agent, 'POST', conv(s.c.displayId, '/messages'), { content: 'on it' });
    await h.call(s.admin, 'POST', conv(s.c.displayId, '/toggle_status'), { status: 'resolved' });
    await drainConsumers(t.deps, [slaConsumer]);
    expect((await s.applied()).sla_status).toBe('hit');
    await s.edit({ first_response_time_threshold: 1, resolution_time_threshold: 1 });
    await runSlaCheck(t.deps, inSeconds(7200));
    const body = await s.show();
    expect(body.applied_sla).toMatchObject({ sla_status: 'hit', first_response_due_at: null, resolution_due_at: null });
    expect(body.sla_events).toEqual([]);
  });

  it('a removed threshold clears its deadline; a newly set one starts when its clock runs', async () => {
    const s = await setup({ frt: 600, rt: 3600 });
    await s.edit({ resolution_time_threshold: null });
    expect(await s.applied()).toMatchObject({ first_response_due_at: expect.any(Number), resolution_due_at: null });
    await runSlaCheck(t.deps, inSeconds(4000)); // the frt miss only
    expect((await s.show()).sla_events?.map((e) => e.event_type)).toEqual(['frt']);
    // The agent replied, the customer wrote again: the next-response clock runs, but the policy had no threshold.
    await h.call(s.agent, 'POST', conv(s.c.displayId, '/messages'), { content: 'sorry' });
    await h.call(s.admin, 'POST', conv(s.c.displayId, '/messages'), { content: 'and?', message_type: 'incoming' });
    await drainConsumers(t.deps, [slaConsumer]);
    expect((await s.applied()).next_response_due_at).toBeNull();
    await s.edit({ next_response_time_threshold: 120, resolution_time_threshold: 7200 });
    const body = await s.show();
    expect(body.applied_sla).toMatchObject({
      first_response_due_at: null, // missed and recorded: stays closed
      next_response_due_at: (body.waiting_since ?? 0) + 120,
      resolution_due_at: expect.any(Number),
    });
    await runSlaCheck(t.deps, inSeconds(121));
    expect((await s.show()).sla_events?.map((e) => e.event_type)).toEqual(['frt', 'nrt']);
  });

  it("the business-hours switch recomputes with the inbox's hours (a schedule that never opens: never due)", async () => {
    const s = await setup({ frt: 600 });
    await t.database.pool.query(`UPDATE inboxes SET working_hours_enabled = true, timezone = 'UTC' WHERE id = $1`, [
      s.c.inboxId,
    ]);
    for (let day = 0; day < 7; day += 1)
      await t.database.pool.query(
        `INSERT INTO working_hours (inbox_id, day_of_week, closed_all_day, open_all_day) VALUES ($1, $2, true, false)
         ON CONFLICT (inbox_id, day_of_week) DO UPDATE SET closed_all_day = true, open_all_day = false`,
        [s.c.inboxId, day],
      );
    const wall = (await s.applied()).first_response_due_at;
    await s.edit({ only_during_business_hours: true });
    expect((await s.applied()).first_response_due_at).toBe(SLA_NEVER_DUE_AT);
    await runSlaCheck(t.deps, inSeconds(3600));
    expect((await s.show()).sla_events).toEqual([]);
    await s.edit({ only_during_business_hours: false });
    expect((await s.applied()).first_response_due_at).toBe(wall);
  });

  it("another account's policy edit never touches this account's SLAs", async () => {
    const mine = await setup({ frt: 600 });
    const theirs = await setup({ frt: 600 });
    const before = await mine.applied();
    const theirsBefore = (await theirs.applied()).first_response_due_at ?? 0;
    await theirs.edit({ first_response_time_threshold: 60 });
    const foreign = await h.call(theirs.admin, 'PATCH', `/sla_policies/${mine.policy.id}`, {
      first_response_time_threshold: 60,
    });
    expect(foreign.status).toBe(404);
    expect(await mine.applied()).toEqual(before);
    expect((await theirs.applied()).first_response_due_at).toBe(theirsBefore - 540);
  });
});
