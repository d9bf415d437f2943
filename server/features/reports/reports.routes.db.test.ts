import { describe, expect, it } from 'vitest';
import type { TReportPoint } from '../../../common/contracts/reports.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildReportAccount, REPORT_DAY0 } from '../../test/reportFactories.ts';
import { DAY, localDay0, MON_THU, reportCall } from './reportTestHelpers.ts';

const t = setupTestApp();
const get = reportCall(t);
const days = (start: number, values: number[], counts = values) =>
  values.map((value, i) => ({ value, timestamp: start + i * DAY, count: counts[i] }));

describe('GET reports: one metric as buckets in the viewer timezone', () => {
  it('counts conversations per local day in UTC, +5.5 and -4, every bucket present', async () => {
    const r = await buildReportAccount(t);
    const utc = await get<TReportPoint[]>(r.admin, 'reports', { metric: 'conversations_count', ...MON_THU });
    expect(utc.status).toBe(200);
    expect(utc.body).toEqual(days(REPORT_DAY0, [2, 2, 1, 1]));
    const east = localDay0(5.5);
    const india = await get(r.admin, 'reports', {
      metric: 'conversations_count',
      since: east,
      until: east + 5 * DAY - 1,
      timezone_offset: 5.5,
    });
    expect(india.body).toEqual(days(east, [1, 3, 1, 0, 1]));
    const west = localDay0(-4);
    const newYork = await get(r.admin, 'reports', {
      metric: 'conversations_count',
      since: west,
      until: west + 4 * DAY - 1,
      timezone_offset: -4,
    });
    expect(newYork.body).toEqual(days(west, [3, 1, 1, 1]));
  });

  it('groups by hour, week (Monday), month and year', async () => {
    const r = await buildReportAccount(t);
    const q = { metric: 'conversations_count', ...MON_THU };
    const hours = (await get<TReportPoint[]>(r.admin, 'reports', { ...q, group_by: 'hour' })).body;
    expect(hours).toHaveLength(96);
    expect(hours.filter((p) => p.value > 0).map((p) => (p.timestamp - REPORT_DAY0) / 3600)).toEqual([
      10, 20, 26, 39, 57, 95,
    ]);
    const wed = { ...q, since: REPORT_DAY0 + 2 * DAY };
    expect((await get(r.admin, 'reports', { ...wed, group_by: 'week' })).body).toEqual([
      { value: 2, timestamp: REPORT_DAY0, count: 2 },
    ]);
    expect((await get(r.admin, 'reports', { ...q, group_by: 'month' })).body).toEqual([
      { value: 6, timestamp: Date.UTC(2026, 2, 1) / 1000, count: 6 },
    ]);
    expect((await get(r.admin, 'reports', { ...q, group_by: 'year', timezone_offset: -4 })).body).toEqual([
      { value: 6, timestamp: Date.UTC(2026, 0, 1) / 1000 + 4 * 3600, count: 6 },
    ]);
  });

  it('averages time metrics, in business hours when asked, and counts messages and events', async () => {
    const r = await buildReportAccount(t);
    const q = { ...MON_THU };
    const first = (await get(r.admin, 'reports', { ...q, metric: 'avg_first_response_time' })).body;
    expect(first).toEqual(days(REPORT_DAY0, [600, 1200, 1800, 0], [1, 1, 1, 0]));
    const business = await get(r.admin, 'reports', { ...q, metric: 'avg_first_response_time', business_hours: true });
    expect(business.body).toEqual(days(REPORT_DAY0, [300, 0, 1800, 0], [1, 1, 1, 0]));
    const reply = await get(r.admin, 'reports', { ...q, metric: 'reply_time', business_hours: 'true' });
    expect(reply.body).toEqual(days(REPORT_DAY0, [120, 0, 60, 0], [1, 0, 1, 0]));
    const values = async (metric: string, extra: Record<string, unknown> = {}) =>
      (await get<TReportPoint[]>(r.admin, 'reports', { ...q, metric, ...extra })).body.map((p) => p.value);
    expect(await values('incoming_messages_count')).toEqual([3, 2, 2, 1]);
    expect(await values('outgoing_messages_count')).toEqual([3, 1, 2, 1]);
    expect(await values('resolutions_count')).toEqual([1, 0, 1, 0]);
    expect(await values('avg_resolution_time')).toEqual([7200, 0, 3600, 0]);
    expect(await values('bot_resolutions_count')).toEqual([0, 0, 0, 1]);
    expect(await values('bot_handoffs_count')).toEqual([1, 0, 0, 0]);
  });

  it('scopes by agent, inbox, team and label', async () => {
    const r = await buildReportAccount(t);
    const values = async (type: string, id: number, metric = 'conversations_count') =>
      (await get<TReportPoint[]>(r.admin, 'reports', { ...MON_THU, metric, type, id })).body.map((p) => p.value);
    expect(await values('agent', r.agents.alice)).toEqual([1, 1, 0, 0]);
    expect(await values('agent', r.agents.bob, 'outgoing_messages_count')).toEqual([0, 0, 2, 0]);
    expect(await values('agent', r.agents.bob, 'incoming_messages_count')).toEqual([1, 0, 2, 0]);
    expect(await values('agent', r.agents.alice, 'avg_first_response_time')).toEqual([600, 1200, 0, 0]);
    expect(await values('inbox', r.inboxes.email)).toEqual([0, 2, 0, 0]);
    expect(await values('inbox', r.inboxes.web, 'incoming_messages_count')).toEqual([3, 0, 2, 1]);
    expect(await values('team', r.teamId)).toEqual([1, 1, 0, 0]);
    expect(await values('team', r.teamId, 'avg_first_response_time')).toEqual([600, 1200, 0, 0]);
    expect(await values('label', r.labels.vip)).toEqual([1, 0, 1, 0]);
    expect(await values('label', r.labels.billing, 'outgoing_messages_count')).toEqual([3, 0, 0, 0]);
    expect(await values('label', r.labels.vip, 'resolutions_count')).toEqual([0, 0, 1, 0]);
  });

  it('answers zeros for an empty range and ignores another account on the same days', async () => {
    const r = await buildReportAccount(t);
    const other = await buildReportAccount(t);
    const before = { since: REPORT_DAY0 - 2 * DAY, until: REPORT_DAY0 - 1 };
    expect((await get(r.admin, 'reports', { metric: 'conversations_count', ...before })).body).toEqual(
      days(REPORT_DAY0 - 2 * DAY, [0, 0]),
    );
    const mine = (await get<TReportPoint[]>(other.admin, 'reports', { metric: 'conversations_count', ...MON_THU }))
      .body;
    expect(mine.map((p) => p.value)).toEqual([2, 2, 1, 1]);
  });
});

describe('reports/summary and bot reports', () => {
  it('sums the range and the same-length range before it', async () => {
    const r = await buildReportAccount(t);
    const all = await get(r.admin, 'reports/summary', MON_THU);
    const zero = {
      conversations_count: 0,
      incoming_messages_count: 0,
      outgoing_messages_count: 0,
      avg_first_response_time: 0,
      avg_resolution_time: 0,
      resolutions_count: 0,
      reply_time: 0,
    };
    expect(all.body).toEqual({
      conversations_count: 6,
      incoming_messages_count: 8,
      outgoing_messages_count: 7,
      avg_first_response_time: 1200,
      avg_resolution_time: 5400,
      resolutions_count: 2,
      reply_time: 180,
      previous: zero,
    });
    const wedThu = { since: REPORT_DAY0 + 2 * DAY, until: MON_THU.until };
    expect((await get(r.admin, 'reports/summary', wedThu)).body).toEqual({
      conversations_count: 2,
      incoming_messages_count: 3,
      outgoing_messages_count: 3,
      avg_first_response_time: 1800,
      avg_resolution_time: 3600,
      resolutions_count: 1,
      reply_time: 240,
      previous: {
        conversations_count: 4,
        incoming_messages_count: 5,
        outgoing_messages_count: 4,
        avg_first_response_time: 900,
        avg_resolution_time: 7200,
        resolutions_count: 1,
        reply_time: 120,
      },
    });
    const business = (await get<Record<string, unknown>>(r.admin, 'reports/summary', { ...wedThu, business_hours: 1 }))
      .body;
    expect(business).toMatchObject({
      avg_first_response_time: 1800,
      avg_resolution_time: 3600,
      reply_time: 60,
      previous: { avg_first_response_time: 150, avg_resolution_time: 3600, reply_time: 120 },
    });
    const bob = await get(r.admin, 'reports/summary', { ...MON_THU, type: 'agent', id: r.agents.bob });
    expect(bob.body).toEqual({
      conversations_count: 2,
      incoming_messages_count: 3,
      outgoing_messages_count: 2,
      avg_first_response_time: 1800,
      avg_resolution_time: 3600,
      resolutions_count: 1,
      reply_time: 240,
      previous: zero,
    });
  });

  it('bot_summary and bot_metrics count the bot inbox', async () => {
    const r = await buildReportAccount(t);
    expect((await get(r.admin, 'reports/bot_summary', MON_THU)).body).toEqual({
      bot_resolutions_count: 1,
      bot_handoffs_count: 1,
      previous: { bot_resolutions_count: 0, bot_handoffs_count: 0 },
    });
    // The next Monday–Thursday: its previous period is Thursday–Sunday, holding c6's bot resolution.
    const nextWeek = { since: MON_THU.since + 7 * DAY, until: MON_THU.until + 7 * DAY };
    expect((await get(r.admin, 'reports/bot_summary', nextWeek)).body).toEqual({
      bot_resolutions_count: 0,
      bot_handoffs_count: 0,
      previous: { bot_resolutions_count: 1, bot_handoffs_count: 0 },
    });
    expect((await get(r.admin, 'reports/bot_metrics', MON_THU)).body).toEqual({
      conversation_count: 4,
      message_count: 2,
      resolution_rate: 25,
      handoff_rate: 25,
    });
    expect(
      (await get(r.admin, 'reports/bot_metrics', { ...MON_THU, type: 'inbox', id: r.inboxes.email })).body,
    ).toEqual({
      conversation_count: 0,
      message_count: 0,
      resolution_rate: 0,
      handoff_rate: 0,
    });
  });
});

describe('reports/drilldown: the conversations behind a number', () => {
  it('lists the events of a time metric with their values, newest first, 25 a page', async () => {
    const r = await buildReportAccount(t);
    const res = await get(r.admin, 'reports/drilldown', { ...MON_THU, metric: 'avg_first_response_time' });
    expect(res.status).toBe(200);
    const c = r.conversations;
    expect(res.body).toMatchObject({
      payload: [
        {
          id: c.c5,
          value: 1800,
          status: 'resolved',
          inbox_id: r.inboxes.web,
          assignee_id: r.agents.bob,
          team_id: null,
        },
        { id: c.c3, value: 1200, status: 'open', inbox_id: r.inboxes.email, team_id: r.teamId },
        {
          id: c.c1,
          value: 600,
          contact_name: 'Dana Customer',
          created_at: REPORT_DAY0 + 10 * 3600,
          event_at: REPORT_DAY0 + 10 * 3600 + 600,
        },
      ],
      meta: { count: 3, current_page: 1, per_page: 25 },
    });
    const business = await get<{ payload: { value: number }[] }>(r.admin, 'reports/drilldown', {
      ...MON_THU,
      metric: 'avg_first_response_time',
      business_hours: true,
    });
    expect(business.body.payload.map((p) => p.value)).toEqual([1800, 0, 300]);
  });

  it('lists conversations of a count metric in scope, and an empty page past the end', async () => {
    const r = await buildReportAccount(t);
    const q = { ...MON_THU, metric: 'conversations_count', type: 'label', id: r.labels.billing };
    const res = await get<{ payload: { id: number; value: null }[] }>(r.admin, 'reports/drilldown', q);
    expect(res.body.payload.map((p) => [p.id, p.value])).toEqual([
      [r.conversations.c2, null],
      [r.conversations.c1, null],
    ]);
    const messages = await get<{ payload: { id: number }[] }>(r.admin, 'reports/drilldown', {
      ...MON_THU,
      metric: 'outgoing_messages_count',
      type: 'agent',
      id: r.agents.alice,
    });
    expect(messages.body.payload.map((p) => p.id)).toEqual([r.conversations.c3, r.conversations.c1]);
    expect((await get(r.admin, 'reports/drilldown', { ...q, page: 2 })).body).toEqual({
      payload: [],
      meta: { count: 2, current_page: 2, per_page: 25 },
    });
  });
});
