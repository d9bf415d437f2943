import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZReportingEventList, type TReportingEvent } from '../../common/contracts/responses/reportingEvents.ts';
import type { TStoredEvent } from '../events/consumers.ts';
import { drainConsumers } from '../events/dispatcher.ts';
import { helpers } from '../features/conversations/testHelpers.ts';
import { buildAdmin, buildMember, type TMember } from '../test/factories.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../test/harness.ts';
import { strictProblems } from '../lib/strictSchema.ts';
import { automationConsumer } from './automation.consumer.ts';
import { reportingConsumer } from './reporting.consumer.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });
const h = helpers(t);
const drain = () => drainConsumers(t.deps, [reportingConsumer]);

/** A Monday 00:00 UTC a few days ahead: the tests move the clock forward from it minute by minute. */
const BASE = (() => {
  const d = new Date(Date.now() + 2 * 86_400_000);
  d.setUTCHours(0, 0, 0, 0);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.getTime();
})();
const clock = (minutes: number) => vi.setSystemTime(new Date(BASE + minutes * 60_000));

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock(0);
});
afterAll(() => {
  vi.useRealTimers();
});

const ok = async <T = Record<string, unknown>>(
  who: TMember,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
) => {
  const res = await h.call<T>(who, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/**
 * An account with two agents in a website inbox (optionally answered by an agent bot, optionally with
 * working hours) and a conversation created at minute `at` of the test clock.
 */
const setup = async (opts: { bot?: boolean; workingHours?: Record<string, unknown>[]; timezone?: string } = {}) => {
  clock(0);
  const admin = await buildAdmin(t);
  const a = await buildMember(t, { accountId: admin.accountId });
  const b = await buildMember(t, { accountId: admin.accountId });
  const inbox = await ok<{ id: number }>(admin, 'POST', '/inboxes', {
    name: 'Web',
    channel: { type: 'web_widget', website_url: 'https://x.test' },
  });
  await ok(admin, 'POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [a.user.id, b.user.id] });
  if (opts.workingHours)
    await ok(admin, 'PATCH', `/inboxes/${inbox.id}`, {
      working_hours_enabled: true,
      timezone: opts.timezone ?? 'UTC',
      working_hours: opts.workingHours,
    });
  let botToken = '';
  if (opts.bot) {
    const bot = await ok<{ id: number; access_token: string }>(admin, 'POST', '/agent_bots', {
      name: 'Greeter',
      outgoing_url: 'http://127.0.0.1:9/bot',
    });
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}/set_agent_bot`,
      headers: admin.headers,
      payload: { agent_bot: bot.id },
    });
    expect(set.statusCode).toBe(204);
    botToken = bot.access_token;
  }
  const contact = (await ok<{ payload: { contact: { id: number } } }>(admin, 'POST', '/contacts', { name: 'Customer' }))
    .payload.contact;
  const open = async (at: number) => {
    clock(at);
    const conv = await ok<{ id: number }>(admin, 'POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: contact.id,
    });
    // The conversation's creation time is the database's clock; put it on the test's.
    await t.database.pool.query('UPDATE conversations SET created_at = $1 WHERE account_id = $2 AND display_id = $3', [
      new Date(BASE + at * 60_000),
      admin.accountId,
      conv.id,
    ]);
    return conv.id;
  };
  const botCall = async (path: string, payload: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}${path}`,
      headers: { api_access_token: botToken },
      payload: payload as never,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { admin, a, b, inboxId: inbox.id, open, botCall, botToken };
};

type TCtx = Awaited<ReturnType<typeof setup>>;

const customer = async (c: TCtx, id: number, at: number) => {
  clock(at);
  await ok(c.admin, 'POST', `/conversations/${id}/messages`, { content: 'Hello?', message_type: 'incoming' });
};
const reply = async (c: TCtx, who: TMember, id: number, at: number, extra: Record<string, unknown> = {}) => {
  clock(at);
  await ok(who, 'POST', `/conversations/${id}/messages`, { content: 'On it', ...extra });
};
const status = async (
  c: TCtx,
  who: TMember,
  id: number,
  at: number,
  next: string,
  extra: Record<string, unknown> = {},
) => {
  clock(at);
  await ok(who, 'POST', `/conversations/${id}/toggle_status`, { status: next, ...extra });
};
const assign = async (c: TCtx, id: number, at: number, userId: number) => {
  clock(at);
  await ok(c.admin, 'POST', `/conversations/${id}/assignments`, { assignee_id: userId });
};

/** The conversation's rows through the route, after the consumer has run; [name, value, business value, user]. */
const rowsOf = async (c: TCtx, id: number, who: TMember = c.admin) => {
  await drain();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/accounts/${c.admin.accountId}/conversations/${id}/reporting_events`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json<TReportingEvent[]>();
  expect(strictProblems(ZReportingEventList, list)).toEqual([]);
  return list.map((r) => [r.name, r.value, r.value_in_business_hours, r.user_id] as const);
};

/** The account's sequenced events the reporting consumer takes, oldest first, as the dispatcher queues them. */
const storedEvents = async (accountId: number): Promise<TStoredEvent[]> => {
  const { rows } = await t.database.pool.query<Omit<TStoredEvent, 'accountId'> & { account_id: number }>(
    `SELECT id, account_id, seq, name, data, audience FROM events
     WHERE account_id = $1 AND seq IS NOT NULL AND name IN ('message.created', 'conversation.status_changed') ORDER BY seq`,
    [accountId],
  );
  return rows.map((e) => ({ ...e, id: Number(e.id), seq: Number(e.seq), accountId: e.account_id }));
};
/** One more delivery of an event to the consumer (a retry after a crash). */
const handleAgain = (e: TStoredEvent) =>
  reportingConsumer.job.handler(e, { deps: t.deps, jobId: 'again', attempt: 2, accountId: e.accountId });

const MIN = 60;

describe('reporting consumer', () => {
  it('first response once, and one reply_time per waiting run of customer messages', async () => {
    const c = await setup();
    const id = await c.open(0);
    await customer(c, id, 0);
    await customer(c, id, 1);
    await customer(c, id, 2);
    await reply(c, c.a, id, 10);
    // A private note neither answers nor starts anything.
    await customer(c, id, 20);
    await reply(c, c.a, id, 21, { private: true });
    await customer(c, id, 22);
    await reply(c, c.b, id, 25);
    // Nobody was waiting: no row.
    await reply(c, c.a, id, 26);
    expect(await rowsOf(c, id)).toEqual([
      ['first_response', 10 * MIN, 10 * MIN, c.a.user.id],
      ['reply_time', 10 * MIN, 10 * MIN, c.a.user.id],
      ['reply_time', 5 * MIN, 5 * MIN, c.b.user.id],
    ]);
  });

  it('resolution runs from creation or the reopen; the reopen records how long it was closed; reassignment credits the assignee at resolution', async () => {
    const c = await setup();
    const id = await c.open(0);
    await assign(c, id, 0, c.a.user.id);
    await customer(c, id, 0);
    await reply(c, c.a, id, 5);
    await assign(c, id, 10, c.b.user.id);
    await status(c, c.b, id, 60, 'resolved');
    // The customer writes again: the conversation reopens by itself; a new waiting run starts.
    await customer(c, id, 120);
    await reply(c, c.b, id, 130);
    await status(c, c.b, id, 180, 'resolved');
    expect(await rowsOf(c, id)).toEqual([
      ['first_response', 5 * MIN, 5 * MIN, c.a.user.id],
      ['reply_time', 5 * MIN, 5 * MIN, c.a.user.id],
      ['conversation_resolved', 60 * MIN, 60 * MIN, c.b.user.id],
      ['conversation_opened', 60 * MIN, 60 * MIN, c.b.user.id],
      ['reply_time', 10 * MIN, 10 * MIN, c.b.user.id],
      ['conversation_resolved', 60 * MIN, 60 * MIN, c.b.user.id],
    ]);
  });

  it('a resolution ends a waiting run that no reply answered', async () => {
    const c = await setup();
    const id = await c.open(0);
    await customer(c, id, 0);
    await status(c, c.a, id, 30, 'resolved');
    await customer(c, id, 100);
    await reply(c, c.a, id, 110);
    const rows = await rowsOf(c, id);
    expect(rows.filter((r) => r[0] === 'reply_time')).toEqual([['reply_time', 10 * MIN, 10 * MIN, c.a.user.id]]);
    // The first response is the conversation's: from creation, across the resolution.
    expect(rows.filter((r) => r[0] === 'first_response')).toEqual([
      ['first_response', 110 * MIN, 110 * MIN, c.a.user.id],
    ]);
  });

  it('snoozed time counts as waiting and towards resolution; waking records how long it was snoozed', async () => {
    const c = await setup();
    const id = await c.open(0);
    await customer(c, id, 0);
    await status(c, c.a, id, 10, 'snoozed', { snoozed_until: Math.floor((BASE + 70 * 60_000) / 1000) });
    await status(c, c.a, id, 70, 'open');
    await reply(c, c.a, id, 80);
    await status(c, c.a, id, 90, 'resolved');
    expect(await rowsOf(c, id)).toEqual([
      ['conversation_opened', 60 * MIN, 60 * MIN, null],
      ['first_response', 80 * MIN, 80 * MIN, c.a.user.id],
      ['reply_time', 80 * MIN, 80 * MIN, c.a.user.id],
      ['conversation_resolved', 90 * MIN, 90 * MIN, c.a.user.id],
    ]);
  });

  it('bot handoff: the bot’s time is measured by the handoff, the agents’ clocks start at it', async () => {
    const c = await setup({ bot: true });
    const id = await c.open(0);
    await customer(c, id, 0);
    // The bot's own reply is not a human response.
    clock(1);
    await c.botCall(`/conversations/${id}/messages`, { content: 'Let me look.' });
    clock(5);
    await c.botCall(`/conversations/${id}/toggle_status`, { status: 'open' });
    await reply(c, c.a, id, 15);
    expect(await rowsOf(c, id)).toEqual([
      ['conversation_opened', 5 * MIN, 5 * MIN, null],
      ['conversation_bot_handoff', 5 * MIN, 5 * MIN, null],
      ['first_response', 10 * MIN, 10 * MIN, c.a.user.id],
      ['reply_time', 10 * MIN, 10 * MIN, c.a.user.id],
    ]);
  });

  it('bot resolution: resolved while pending with no human reply; not when an agent had replied', async () => {
    const c = await setup({ bot: true });
    const id = await c.open(0);
    await customer(c, id, 0);
    clock(3);
    await c.botCall(`/conversations/${id}/toggle_status`, { status: 'resolved' });
    expect(await rowsOf(c, id)).toEqual([
      ['conversation_resolved', 3 * MIN, 3 * MIN, null],
      ['conversation_bot_resolved', 3 * MIN, 3 * MIN, null],
    ]);

    const other = await c.open(10);
    await customer(c, other, 10);
    await reply(c, c.a, other, 12);
    clock(20);
    await c.botCall(`/conversations/${other}/toggle_status`, { status: 'resolved' });
    const names = (await rowsOf(c, other)).map((r) => r[0]);
    expect(names).toContain('conversation_resolved');
    expect(names).not.toContain('conversation_bot_resolved');
  });

  it('business-hours values count only the inbox’s working hours in its timezone', async () => {
    // Monday–Friday 09:00–17:00 in Kolkata (UTC+5:30): 03:30–11:30 UTC.
    const weekdays = [1, 2, 3, 4, 5].map((d) => ({
      day_of_week: d,
      open_hour: 9,
      open_minutes: 0,
      close_hour: 17,
      close_minutes: 0,
    }));
    const closed = [0, 6].map((d) => ({ day_of_week: d, closed_all_day: true }));
    const c = await setup({ workingHours: [...weekdays, ...closed], timezone: 'Asia/Kolkata' });
    // Created Monday 10:00 UTC (15:30 in Kolkata), answered Tuesday 04:30 UTC (10:00 in Kolkata).
    const id = await c.open(600);
    await customer(c, id, 600);
    await reply(c, c.a, id, 24 * 60 + 270);
    const wall = 18.5 * 3600;
    const business = 1.5 * 3600 + 3600;
    expect(await rowsOf(c, id)).toEqual([
      ['first_response', wall, business, c.a.user.id],
      ['reply_time', wall, business, c.a.user.id],
    ]);
  });

  it('a repeated delivery of an event writes no second row', async () => {
    const c = await setup();
    const id = await c.open(0);
    await customer(c, id, 0);
    await reply(c, c.a, id, 10);
    await status(c, c.a, id, 20, 'resolved');
    await status(c, c.a, id, 30, 'open');
    const before = await rowsOf(c, id);
    expect(before).toHaveLength(4);
    for (const e of await storedEvents(c.admin.accountId)) await handleAgain(e);
    expect(await rowsOf(c, id)).toEqual(before);
    const { rows: timeline } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM reporting_status_changes WHERE account_id = $1`,
      [c.admin.accountId],
    );
    expect(timeline[0]).toEqual({ n: 2 });
  });

  it('events handled out of order end with the rows of the in-order run', async () => {
    const c = await setup();
    const id = await c.open(0);
    await customer(c, id, 0);
    await status(c, c.a, id, 10, 'snoozed', { snoozed_until: Math.floor((BASE + 40 * 60_000) / 1000) });
    await status(c, c.a, id, 40, 'open');
    await reply(c, c.a, id, 45);
    await status(c, c.a, id, 60, 'resolved');
    await customer(c, id, 90);
    await reply(c, c.b, id, 100);
    await status(c, c.b, id, 120, 'resolved');
    // Sequence the events, then hand them to the consumer newest first, as a retry storm might.
    await drainConsumers(t.deps, []);
    for (const e of (await storedEvents(c.admin.accountId)).reverse()) await handleAgain(e);
    const backwards = await rowsOf(c, id);
    expect(backwards.map((r) => r[0])).toEqual([
      'conversation_opened',
      'first_response',
      'reply_time',
      'conversation_resolved',
      'conversation_opened',
      'reply_time',
      'conversation_resolved',
    ]);
    expect(backwards.find((r) => r[0] === 'conversation_opened')?.[1]).toBe(30 * MIN);
    expect(backwards.filter((r) => r[0] === 'conversation_resolved').map((r) => r[1])).toEqual([60 * MIN, 30 * MIN]);
    expect(backwards.filter((r) => r[0] === 'reply_time').map((r) => r[1])).toEqual([45 * MIN, 10 * MIN]);
  });

  it('automation-rule messages are not responses; the agent’s later reply is', async () => {
    const c = await setup();
    const rule = await h.call(c.admin, 'POST', '/automation_rules', {
      name: 'Ack',
      event_name: 'message_created',
      conditions: [{ attribute_key: 'message_type', filter_operator: 'equal_to', values: ['incoming'] }],
      actions: [{ action_name: 'send_message', action_params: ['We got your message'] }],
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const id = await c.open(0);
    await customer(c, id, 0);
    await drainConsumers(t.deps, [automationConsumer, reportingConsumer]);
    const auto = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.account_id = $1 AND c.display_id = $2 AND m.message_type = 1`,
      [c.admin.accountId, id],
    );
    expect(auto.rows[0]).toEqual({ n: 1 });
    expect(await rowsOf(c, id)).toEqual([]);
    await reply(c, c.a, id, 10);
    expect(await rowsOf(c, id)).toEqual([
      ['first_response', 10 * MIN, 10 * MIN, c.a.user.id],
      ['reply_time', 10 * MIN, 10 * MIN, c.a.user.id],
    ]);
  });
});

describe('GET …/conversations/{id}/reporting_events', () => {
  it('serves members who may see the conversation, and nobody else', async () => {
    const c = await setup();
    const id = await c.open(0);
    await customer(c, id, 0);
    await reply(c, c.a, id, 10);
    expect(await rowsOf(c, id, c.a)).toHaveLength(2);
    const url = `/api/v1/accounts/${c.admin.accountId}/conversations/${id}/reporting_events`;
    const get = (headers: Record<string, string>, path = url) => t.app.inject({ method: 'GET', url: path, headers });

    const outsider = await buildMember(t, { accountId: c.admin.accountId });
    const refused = await get(outsider.headers);
    expect(refused.statusCode).toBe(401);
    const stranger = await buildAdmin(t);
    expect((await get(stranger.headers)).statusCode).toBe(404);
    expect(
      (await get(stranger.headers, `/api/v1/accounts/${stranger.accountId}/conversations/${id}/reporting_events`))
        .statusCode,
    ).toBe(404);
    expect((await get({})).statusCode).toBe(401);
    const bot = await setup({ bot: true });
    expect((await get({ api_access_token: bot.botToken })).statusCode).toBe(401);
  });
});
