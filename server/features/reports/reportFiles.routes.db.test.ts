import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildReportAccount, REPORT_DAY0 } from '../../test/reportFactories.ts';
import { DAY, localDay0, MON_THU, reportCall } from './reportTestHelpers.ts';

const t = setupTestApp();
const get = reportCall(t);
const rowsOf = (csv: string) => Papa.parse<string[]>(csv.trim()).data;
const HEADER = [
  'Conversations count',
  'Avg first response time (seconds)',
  'Avg resolution time (seconds)',
  'Avg reply time (seconds)',
  'Resolution count',
];

describe('summary_reports: one row per agent, inbox, team, label', () => {
  it('answers every entity of the account with its figures (null where nothing was measured)', async () => {
    const r = await buildReportAccount(t);
    const agents = await get(r.admin, 'summary_reports/agent', MON_THU);
    expect(agents.status).toBe(200);
    expect(agents.body).toEqual([
      {
        id: r.admin.user.id,
        conversations_count: 0,
        resolved_conversations_count: 0,
        avg_resolution_time: null,
        avg_first_response_time: null,
        avg_reply_time: null,
      },
      {
        id: r.agents.alice,
        conversations_count: 2,
        resolved_conversations_count: 1,
        avg_resolution_time: 7200,
        avg_first_response_time: 900,
        avg_reply_time: 120,
      },
      {
        id: r.agents.bob,
        conversations_count: 2,
        resolved_conversations_count: 1,
        avg_resolution_time: 3600,
        avg_first_response_time: 1800,
        avg_reply_time: 240,
      },
    ]);
    expect((await get(r.admin, 'summary_reports/inbox', MON_THU)).body).toEqual([
      {
        id: r.inboxes.web,
        conversations_count: 4,
        resolved_conversations_count: 2,
        avg_resolution_time: 5400,
        avg_first_response_time: 1200,
        avg_reply_time: 180,
      },
      {
        id: r.inboxes.email,
        conversations_count: 2,
        resolved_conversations_count: 0,
        avg_resolution_time: null,
        avg_first_response_time: 1200,
        avg_reply_time: null,
      },
    ]);
    expect((await get(r.admin, 'summary_reports/team', MON_THU)).body).toEqual([
      {
        id: r.teamId,
        conversations_count: 2,
        resolved_conversations_count: 1,
        avg_resolution_time: 7200,
        avg_first_response_time: 900,
        avg_reply_time: 120,
      },
    ]);
    expect((await get(r.admin, 'summary_reports/label', MON_THU)).body).toEqual([
      {
        id: r.labels.billing,
        conversations_count: 2,
        resolved_conversations_count: 1,
        avg_resolution_time: 7200,
        avg_first_response_time: 600,
        avg_reply_time: 120,
      },
      {
        id: r.labels.vip,
        conversations_count: 2,
        resolved_conversations_count: 1,
        avg_resolution_time: 3600,
        avg_first_response_time: 1800,
        avg_reply_time: 240,
      },
    ]);
    const business = await get<{ id: number; avg_first_response_time: number | null; avg_reply_time: number | null }[]>(
      r.admin,
      'summary_reports/agent',
      { ...MON_THU, business_hours: true },
    );
    expect(business.body.map((row) => [row.id, row.avg_first_response_time, row.avg_reply_time])).toEqual([
      [r.admin.user.id, null, null],
      [r.agents.alice, 150, 120],
      [r.agents.bob, 1800, 60],
    ]);
    const empty = await get<{ conversations_count: number }[]>(r.admin, 'summary_reports/agent', {
      since: REPORT_DAY0 - 7 * DAY,
      until: REPORT_DAY0 - 1,
    });
    expect(empty.body.map((row) => row.conversations_count)).toEqual([0, 0, 0]);
  });
});

describe('report CSV files', () => {
  it('agents, inboxes, labels and teams: one row each, named type-report-dd-MM-yyyy', async () => {
    const r = await buildReportAccount(t);
    const agents = await get<string>(r.admin, 'reports/agents', MON_THU);
    expect(agents.status).toBe(200);
    expect(agents.headers['content-type']).toContain('text/csv');
    expect(agents.headers['content-disposition']).toBe('attachment; filename="agent-report-05-03-2026.csv"');
    expect(rowsOf(agents.body)).toEqual([
      ['Agent name', ...HEADER],
      [r.admin.user.name, '0', '', '', '', '0'],
      ['Alice', '2', '900', '7200', '120', '1'],
      ['Bob', '2', '1800', '3600', '240', '1'],
    ]);
    const inboxes = await get<string>(r.admin, 'reports/inboxes', { ...MON_THU, business_hours: true });
    expect(inboxes.headers['content-disposition']).toContain('inbox-report-05-03-2026-business-hours.csv');
    expect(rowsOf(inboxes.body)).toEqual([
      ['Inbox name', ...HEADER],
      ['Web', '4', '1050', '3600', '90', '2'],
      ['Email', '2', '0', '', '', '0'],
    ]);
    const labels = await get<string>(r.admin, 'reports/labels', MON_THU);
    expect(labels.headers['content-disposition']).toContain('label-report-05-03-2026.csv');
    expect(rowsOf(labels.body).slice(1)).toEqual([
      ['billing', '2', '600', '7200', '120', '1'],
      ['vip', '2', '1800', '3600', '240', '1'],
    ]);
    // The file is dated in the viewer's timezone: Thursday 23:59:59 UTC is Friday in +5.5.
    const teams = await get<string>(r.admin, 'reports/teams', { ...MON_THU, timezone_offset: 5.5 });
    expect(teams.headers['content-disposition']).toContain('team-report-06-03-2026.csv');
    expect(rowsOf(teams.body)).toEqual([
      ['Team name', ...HEADER],
      ['Sales', '2', '900', '7200', '120', '1'],
    ]);
  });

  it('conversation_traffic: conversations per local day and hour, in +5.5 and -4', async () => {
    const r = await buildReportAccount(t);
    const grid = (days: [number, number][][]) =>
      days.map((hours) => {
        const row = Array.from({ length: 24 }, () => '0');
        for (const [h, n] of hours) row[h] = String(n);
        return row;
      });
    const east = localDay0(5.5);
    const india = await get<string>(r.admin, 'reports/conversation_traffic', {
      since: east,
      until: east + 7 * DAY - 1,
      timezone_offset: 5.5,
    });
    expect(india.status).toBe(200);
    expect(india.headers['content-disposition']).toBe(
      'attachment; filename="conversation_traffic-report-08-03-2026.csv"',
    );
    const rows = rowsOf(india.body);
    expect(rows[0]).toEqual(['Date', ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`)]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual(
      grid([
        [[15, 1]],
        [
          [1, 1],
          [7, 1],
          [20, 1],
        ],
        [[14, 1]],
        [],
        [[5, 1]],
        [],
        [],
      ]),
    );
    const west = localDay0(-4);
    const newYork = await get<string>(r.admin, 'reports/conversation_traffic', {
      since: west,
      until: west + 7 * DAY - 1,
      timezone_offset: -4,
    });
    expect(
      rowsOf(newYork.body)
        .slice(1)
        .map((row) => row.slice(1)),
    ).toEqual(
      grid([
        [
          [6, 1],
          [16, 1],
          [22, 1],
        ],
        [[11, 1]],
        [[5, 1]],
        [[19, 1]],
        [],
        [],
        [],
      ]),
    );
  });
});

describe('reports/conversations: live counts', () => {
  it('answers the account counts, with and without a trailing slash, and each agent load', async () => {
    const r = await buildReportAccount(t);
    const counts = { open: 2, unattended: 1, unassigned: 0, pending: 1 };
    expect((await get(r.admin, 'reports/conversations')).body).toEqual(counts);
    expect((await get(r.admin, 'reports/conversations/', { type: 'account' })).body).toEqual(counts);
    const agents = await get<{ id: number; name: string; availability: string; metric: unknown }[]>(
      r.admin,
      'reports/conversations/',
      { type: 'agent' },
    );
    expect(agents.body.map((a) => [a.id, a.name, a.availability, a.metric])).toEqual([
      [r.admin.user.id, r.admin.user.name, 'online', { open: 0, unattended: 0 }],
      [r.agents.alice, 'Alice', 'online', { open: 1, unattended: 0 }],
      [r.agents.bob, 'Bob', 'online', { open: 1, unattended: 1 }],
    ]);
    expect((await get(r.admin, 'reports/conversations', { type: 'agent', page: 2 })).body).toEqual([]);
  });
});
