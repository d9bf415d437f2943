import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { slaConsumer } from '../../consumers/sla.consumer.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildCustomRole, buildMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import {
  ageConversation,
  buildSlaConversation,
  buildSlaPolicy,
  slaNotificationTypes,
} from '../../test/slaFactories.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { runSlaCheck } from './slaEvaluation.service.ts';

const t = setupTestApp();
const h = helpers(t);
const conv = (id: number, rest = '') => `/conversations/${id}${rest}`;
const inSeconds = (s: number) => new Date(Date.now() + s * 1000);

interface TConvBody {
  sla_policy_id: number | null;
  applied_sla?: { sla_status: string; first_response_due_at: number | null; resolution_due_at: number | null };
  sla_events?: { event_type: string }[];
}

const slaTypesOf = (userId: number) => slaNotificationTypes(t, userId);

const setup = async (thresholds: { frt?: number; nrt?: number; rt?: number }) => {
  const { admin, agent, c, policy } = await buildSlaConversation(t, thresholds);
  const show = async () => (await h.call<TConvBody>(admin, 'GET', conv(c.displayId))).body;
  return { admin, agent, c, policy, show };
};

describe('applying an SLA policy', () => {
  it('writes an active applied SLA with its deadlines and an activity line; the payload carries it', async () => {
    const { admin, c, policy, show } = await setup({ frt: 600, rt: 3600 });
    const body = await show();
    expect(body.sla_policy_id).toBe(policy.id);
    expect(body.applied_sla).toMatchObject({ sla_status: 'active', first_response_due_at: expect.any(Number) });
    expect(body.sla_events).toEqual([]);
    expect(await h.activities(admin.accountId, c.displayId)).toContain(`${admin.user.name} added SLA policy Gold`);
    await h.call(admin, 'PATCH', conv(c.displayId), { sla_policy_id: null });
    const after = await show();
    expect(after.sla_policy_id).toBeNull();
    expect(after.applied_sla).toBeUndefined();
  });

  it("refuses another account's policy (422) and a policy from a member outside the inbox (404)", async () => {
    const { c, admin } = await setup({ frt: 600 });
    const other = await buildAdmin(t);
    const foreign = await buildSlaPolicy(t, other.accountId);
    expect((await h.call(admin, 'PATCH', conv(c.displayId), { sla_policy_id: foreign.id })).status).toBe(422);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const mine = await buildSlaPolicy(t, admin.accountId, { frt: 60, name: 'Other' });
    expect((await h.call(outsider, 'PATCH', conv(c.displayId), { sla_policy_id: mine.id })).status).toBe(401);
  });
});

describe('evaluating an applied SLA', () => {
  it('first response met by an agent reply, then resolve → hit, nobody notified', async () => {
    const { admin, agent, c, show } = await setup({ frt: 600, rt: 3600 });
    await h.call(agent, 'POST', conv(c.displayId, '/messages'), { content: 'on it' });
    await drainConsumers(t.deps, [slaConsumer]);
    expect((await show()).applied_sla?.first_response_due_at).toBeNull();
    await h.call(admin, 'POST', conv(c.displayId, '/toggle_status'), { status: 'resolved' });
    await drainConsumers(t.deps, [slaConsumer]);
    expect((await show()).applied_sla?.sla_status).toBe('hit');
    await runSlaCheck(t.deps, inSeconds(7200));
    expect((await show()).sla_events).toEqual([]);
    expect(await slaTypesOf(agent.user.id)).toEqual([]);
  });

  it('a missed first response found by the check: event, active_with_misses, assignee and admins notified once', async () => {
    const { admin, agent, show } = await setup({ frt: 600 });
    await runSlaCheck(t.deps, inSeconds(300));
    expect((await show()).applied_sla?.sla_status).toBe('active');
    await runSlaCheck(t.deps, inSeconds(601));
    await runSlaCheck(t.deps, inSeconds(700)); // a second run (or a second node) records nothing more
    const body = await show();
    expect(body.applied_sla?.sla_status).toBe('active_with_misses');
    expect(body.sla_events?.map((e) => e.event_type)).toEqual(['frt']);
    expect(await slaTypesOf(agent.user.id)).toEqual([NOTIFICATION_TYPES.sla_missed_first_response]);
    expect(await slaTypesOf(admin.user.id)).toEqual([NOTIFICATION_TYPES.sla_missed_first_response]);
  });

  it('a late reply is a first-response miss; the next response then runs from the next customer message', async () => {
    const { admin, agent, c, show } = await setup({ frt: 60, nrt: 120 });
    await ageConversation(t, admin.accountId, c.displayId, 0);
    await t.database.pool.query(
      `UPDATE applied_slas SET first_response_due_at = now() - interval '1 second' WHERE conversation_id =
       (SELECT id FROM conversations WHERE account_id = $1 AND display_id = $2)`,
      [admin.accountId, c.displayId],
    );
    await h.call(agent, 'POST', conv(c.displayId, '/messages'), { content: 'sorry' });
    await drainConsumers(t.deps, [slaConsumer]);
    expect((await show()).sla_events?.map((e) => e.event_type)).toEqual(['frt']);
    await h.call(admin, 'POST', conv(c.displayId, '/messages'), { content: 'and?', message_type: 'incoming' });
    await drainConsumers(t.deps, [slaConsumer]);
    await runSlaCheck(t.deps, inSeconds(121));
    const body = await show();
    expect(body.sla_events?.map((e) => e.event_type)).toEqual(['frt', 'nrt']);
    expect(await slaTypesOf(agent.user.id)).toEqual([
      NOTIFICATION_TYPES.sla_missed_first_response,
      NOTIFICATION_TYPES.sla_missed_next_response,
    ]);
  });

  it('a missed resolution, then resolve → missed; replaying the events changes nothing', async () => {
    const { admin, agent, c, show } = await setup({ rt: 60 });
    await runSlaCheck(t.deps, inSeconds(61));
    await h.call(admin, 'POST', conv(c.displayId, '/toggle_status'), { status: 'resolved' });
    await drainConsumers(t.deps, [slaConsumer]);
    await t.database.pool.query('UPDATE event_dispatch SET seq = 0 WHERE account_id = $1', [admin.accountId]);
    await drainConsumers(t.deps, [slaConsumer]);
    const body = await show();
    expect(body.applied_sla?.sla_status).toBe('missed');
    expect(body.sla_events?.map((e) => e.event_type)).toEqual(['rt']);
    expect(await slaTypesOf(agent.user.id)).toEqual([NOTIFICATION_TYPES.sla_missed_resolution]);
  });

  it('business hours: a closed inbox never runs out of time; an always-open one counts like the wall clock', async () => {
    const closed = await setup({ frt: 600 });
    const hours = async (inboxId: number, open: boolean) => {
      await t.database.pool.query(`UPDATE inboxes SET working_hours_enabled = true, timezone = 'UTC' WHERE id = $1`, [
        inboxId,
      ]);
      for (let day = 0; day < 7; day += 1)
        await t.database.pool.query(
          `INSERT INTO working_hours (inbox_id, day_of_week, closed_all_day, open_all_day) VALUES ($1, $2, $3, $4)
           ON CONFLICT (inbox_id, day_of_week) DO UPDATE SET closed_all_day = $3, open_all_day = $4`,
          [inboxId, day, !open, open],
        );
    };
    const apply = async (s: Awaited<ReturnType<typeof setup>>, open: boolean) => {
      await hours(s.c.inboxId, open);
      const policy = await buildSlaPolicy(t, s.admin.accountId, { frt: 600, businessHours: true, name: 'Business' });
      await h.call(s.admin, 'PATCH', conv(s.c.displayId), { sla_policy_id: policy.id });
    };
    await apply(closed, false);
    const open = await setup({ frt: 600 });
    await apply(open, true);
    await runSlaCheck(t.deps, inSeconds(3600));
    expect((await closed.show()).sla_events).toEqual([]);
    expect((await open.show()).sla_events?.map((e) => e.event_type)).toEqual(['frt']);
  });

  it('the add_sla automation action applies a policy on a new conversation', async () => {
    const admin = await buildAdmin(t);
    const policy = await buildSlaPolicy(t, admin.accountId, { frt: 600 });
    const rule = await h.call(admin, 'POST', '/automation_rules', {
      name: 'SLA for all',
      event_name: 'conversation_created',
      conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: null }],
      actions: [{ action_name: 'add_sla', action_params: [policy.id] }],
    });
    expect(rule.status).toBe(200);
    const c = await buildConversation(t, admin);
    await drainConsumers(t.deps, CONSUMERS);
    const body = (await h.call<TConvBody>(admin, 'GET', conv(c.displayId))).body;
    expect(body.sla_policy_id).toBe(policy.id);
    expect(body.applied_sla?.sla_status).toBe('active');
  });
});

describe('applied_slas report', () => {
  it('lists, counts and downloads with filters; agents are refused, report_manage is allowed', async () => {
    const { admin, agent, policy } = await setup({ frt: 60 });
    await setup({ frt: 60 }); // another account: never counted
    const second = await buildConversation(t, admin);
    await h.call(admin, 'PATCH', conv(second.displayId), { sla_policy_id: policy.id });
    await runSlaCheck(t.deps, inSeconds(61));
    const metrics = await h.call(admin, 'GET', '/applied_slas/metrics');
    expect(metrics.body).toEqual({ total_applied_slas: 2, number_of_sla_misses: 2, hit_rate: 0 });
    const byAgent = await h.call(admin, 'GET', `/applied_slas/metrics?assigned_agent_id=${agent.user.id}`);
    expect(byAgent.body).toMatchObject({ total_applied_slas: 1 });
    const list = await h.call<{ payload: { sla_events: unknown[] }[]; meta: { count: number } }>(
      admin,
      'GET',
      `/applied_slas?sla_policy_id=${policy.id}&page=1`,
    );
    expect(list.body.meta.count).toBe(2);
    expect(list.body.payload[0]?.sla_events).toHaveLength(1);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/applied_slas/download`,
      headers: admin.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    expect((await h.call(agent, 'GET', '/applied_slas')).status).toBe(401);
    const reporter = await buildMember(t, {
      accountId: admin.accountId,
      customRoleId: (await buildCustomRole(t, admin.accountId, ['report_manage'])).id,
    });
    expect((await h.call(reporter, 'GET', '/applied_slas/metrics')).status).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}/applied_slas` });
    expect(none.statusCode).toBe(401);
  });
});
