import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dispatchRound } from '../events/dispatcher.ts';
import { conditionsHold } from '../events/events.repo.ts';
import { EventSequencer } from '../events/sequencer.ts';
import { helpers } from '../features/conversations/testHelpers.ts';
import { buildConversation } from '../test/conversationFactories.ts';
import { buildAdmin, subscribeBrowserPush } from '../test/factories.ts';
import { setupTestApp } from '../test/harness.ts';
import { CONSUMERS } from './index.ts';

const t = setupTestApp();
const h = helpers(t);

/** The consumers that act only for an account that uses their feature. */
const GATED = [
  'account_webhooks',
  'agent_bots',
  'api_inbox_webhooks',
  'automation_rules',
  'captain_assistants',
  'dialogflow',
  'notification_email',
  'notification_push',
  'sla',
  'slack',
];

/** Dispatches what the account wrote since the last call: the consumers that got a job for it (taken off the queue). */
const jobsFor = async (accountId: number) => {
  await new EventSequencer(t.database.db, t.deps.log).settle();
  await dispatchRound(t.deps, CONSUMERS);
  const { rows } = await t.database.pool.query<{ name: string }>(
    `DELETE FROM pgboss.job WHERE name LIKE 'consumer.%' AND (data->>'accountId')::int = $1 RETURNING name`,
    [accountId],
  );
  return [...new Set(rows.map((r) => r.name.slice('consumer.'.length)))].sort();
};

describe('consumers of features an account does not use', () => {
  it('every consumer that declares its feature reads it with valid SQL: a new account uses none', async () => {
    const admin = await buildAdmin(t);
    const gated = CONSUMERS.filter((c) => c.inUse);
    expect(gated.map((c) => c.name).sort()).toEqual(GATED);
    const answers = gated.map((c) =>
      c.inUse!(admin.accountId, { ...t.deps, config: { ...t.deps.config, smtp: null } }),
    );
    const conditions = answers.filter((a) => typeof a !== 'boolean');
    expect(answers.filter((a) => typeof a === 'boolean')).toEqual([false]); // no mail server: no notification mail
    expect(await conditionsHold(t.database.db, conditions)).toEqual(conditions.map(() => false));
  });

  it('notification mail needs the installation mail server, push a member browser subscribed in the account', async () => {
    const consumer = (name: string) => CONSUMERS.find((c) => c.name === name)!;
    const admin = await buildAdmin(t);
    const mailOn = {
      ...t.deps,
      config: { ...t.deps.config, smtp: { host: '127.0.0.1', port: 2525, secure: false, user: '', pass: '' } },
    };
    expect(consumer('notification_email').inUse!(admin.accountId, mailOn as never)).toBe(true);
    const push = (accountId: number) => consumer('notification_push').inUse!(accountId, t.deps) as SQL;
    const other = await buildAdmin(t);
    expect(await conditionsHold(t.database.db, [push(admin.accountId), push(other.accountId)])).toEqual([false, false]);
    const subscribed = await subscribeBrowserPush(t, admin.headers, 'https://push.example.test/send/in-use');
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(await conditionsHold(t.database.db, [push(admin.accountId), push(other.accountId)])).toEqual([true, false]);
  });

  it('get no job until the account sets the feature up, then get the events that follow', async () => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin, { message: 'Hello' });
    await jobsFor(admin.accountId);
    const reply = () => h.call(admin, 'POST', `/conversations/${displayId}/messages`, { content: 'On it' });

    // An agent's public reply: only the consumers every account has (notifications, reports) get a job.
    expect((await reply()).status).toBe(200);
    const before = await jobsFor(admin.accountId);
    expect(before).toEqual(expect.arrayContaining(['notifications', 'reporting_events']));
    expect(before.filter((name) => GATED.includes(name))).toEqual([]);

    // A webhook, an active rule and an SLA policy: their consumers now get the next reply.
    const hook = await h.call(admin, 'POST', '/webhooks', {
      url: 'https://example.com/hook',
      subscriptions: ['message_created'],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    const rule = await h.call(admin, 'POST', '/automation_rules', {
      name: 'Tag replies',
      event_name: 'message_created',
      conditions: [{ attribute_key: 'message_type', filter_operator: 'equal_to', values: ['outgoing'] }],
      actions: [{ action_name: 'add_label', action_params: ['replied'] }],
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const sla = await h.call(admin, 'POST', '/sla_policies', {
      sla_policy: { name: 'Gold', first_response_time_threshold: 900 },
    });
    expect(sla.status, JSON.stringify(sla.body)).toBe(200);
    await jobsFor(admin.accountId);
    expect((await reply()).status).toBe(200);
    const after = await jobsFor(admin.accountId);
    expect(after.filter((name) => GATED.includes(name))).toEqual(['account_webhooks', 'automation_rules', 'sla']);

    // Another account's setup is not this one's.
    const other = await buildAdmin(t);
    const theirs = await buildConversation(t, other, { message: 'Hi' });
    await jobsFor(other.accountId);
    expect(
      (await h.call(other, 'POST', `/conversations/${theirs.displayId}/messages`, { content: 'Yes' })).status,
    ).toBe(200);
    expect((await jobsFor(other.accountId)).filter((name) => GATED.includes(name))).toEqual([]);
  });
});
