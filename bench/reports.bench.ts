/**
 * `npm run bench:reports`: Reports v2 on a large account (issue 20 item 6). Seeds, with
 * generate_series, one account with 100,000 conversations over a year (10 agents, 5 inboxes,
 * 3 teams, 10 labels), 300,000 messages and 1,000,000 reporting events, then times every report
 * endpoint through the real HTTP routes (app.inject: auth, rate limit, validation, presenters)
 * over the last 30 days in a +5.5 timezone, beside "bare SQL": the very statements the endpoint
 * ran (recorded from the pool on one call), replayed one after another on the same pool.
 * Target: p95 ≤ 200 ms for every endpoint. Prints figures; asserts nothing.
 * BENCH_CONVERSATIONS scales the data set (events = 10 per conversation). BENCH_KEEP_DB=1 keeps it.
 */
import type pg from 'pg';
import { REPORT_METRICS } from '../common/contracts/reports.ts';
import { rebuildReportingRollups } from '../server/features/reports/index.ts';
import { fmt, openBenchDatabase, pct, time } from './benchDatabase.ts';
import { figure } from './figures.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const TARGET_P95_MS = 200;
const DAY = 86_400;
/** The year-long cases (issue 31 item 5): each is a headline figure of its own. */
const YEAR_LONG = new Set(['summary (365 d)', 'series reply_time (365 d, week)', 'summary_reports/agent (365 d)']);

type TRecorded = { text: string; values: unknown[] };
const REPORT_STATEMENT =
  /reporting_event|conversations\)? t\b|messages\)? t\b|JOIN users u ON u\.id = au\.user_id|FROM (inboxes|teams|labels|account_users) WHERE|status IN \(0, 2\)/;

const main = async () => {
  const bench = await openBenchDatabase('bench_reports');
  const { database, account } = bench;
  const pool = database.pool;
  try {
    const t0 = performance.now();
    const accountId = account.id;
    const ids = async (q: string, params: unknown[] = []) =>
      (await pool.query<{ id: number }>(q, params)).rows.map((r) => r.id);
    const agents = await ids(
      `WITH u AS (INSERT INTO users (name, email, encrypted_password, confirmed_at, pubsub_token)
         SELECT 'Agent ' || g, 'agent' || g || '-' || $1 || '@example.test', 'x', now(), md5(random()::text)
         FROM generate_series(1, 10) g RETURNING id)
       INSERT INTO account_users (account_id, user_id, role) SELECT $2, id, 0 FROM u RETURNING user_id AS id`,
      [Date.now(), accountId],
    );
    const inboxes = await ids(
      `INSERT INTO inboxes (account_id, name, channel_type, channel_id)
       SELECT $1, 'Inbox ' || g, 'Channel::Api', g FROM generate_series(1, 5) g RETURNING id`,
      [accountId],
    );
    await pool.query(
      `INSERT INTO agent_bots (account_id, name) VALUES ($1, 'Bench bot');
       `.trim(),
      [accountId],
    );
    await pool.query(
      `INSERT INTO agent_bot_inboxes (account_id, inbox_id, agent_bot_id)
       SELECT $1, $2, id FROM agent_bots WHERE account_id = $1`,
      [accountId, inboxes[0]],
    );
    const teams = await ids(
      `INSERT INTO teams (account_id, name) SELECT $1, 'Team ' || g FROM generate_series(1, 3) g RETURNING id`,
      [accountId],
    );
    const labels = await ids(
      `INSERT INTO labels (account_id, title) SELECT $1, 'label' || g FROM generate_series(0, 9) g RETURNING id`,
      [accountId],
    );
    const contact = await ids(`INSERT INTO contacts (account_id, name) VALUES ($1, 'Bench Customer') RETURNING id`, [
      accountId,
    ]);
    const now = Math.floor(Date.now() / 1000);
    const start = now - 365 * DAY;
    const step = (365 * DAY) / CONVERSATIONS;
    await pool.query(
      `INSERT INTO conversations (account_id, display_id, inbox_id, contact_id, status, assignee_id, team_id, labels,
         first_reply_created_at, waiting_since, created_at, updated_at, last_activity_at)
       SELECT $1, g, ($2::int[])[1 + g % 5], $3, g % 4, CASE WHEN g % 7 = 0 THEN NULL ELSE ($4::int[])[1 + g % 10] END,
         ($5::int[])[1 + g % 3], ARRAY['label' || (g % 10)],
         CASE WHEN g % 5 = 0 THEN NULL ELSE x.t + interval '10 minutes' END, NULL, x.t, x.t, x.t
       FROM generate_series(1, $6::int) g, LATERAL (SELECT to_timestamp($7::float8 + g * $8::float8) AS t) x`,
      [accountId, inboxes, contact[0], agents, teams, CONVERSATIONS, start, step],
    );
    await pool.query(`UPDATE accounts SET last_display_id = $2 WHERE id = $1`, [accountId, CONVERSATIONS]);
    await pool.query(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, private, content, sender_type, sender_id, created_at, updated_at)
       SELECT c.account_id, c.inbox_id, c.id, CASE k WHEN 1 THEN 1 ELSE 0 END, false, 'message ' || k,
         CASE k WHEN 1 THEN 'User' ELSE 'Contact' END, CASE k WHEN 1 THEN c.assignee_id ELSE c.contact_id END,
         c.created_at + k * interval '5 minutes', c.created_at + k * interval '5 minutes'
       FROM conversations c CROSS JOIN generate_series(0, 2) k WHERE c.account_id = $1`,
      [accountId],
    );
    await pool.query(
      `INSERT INTO reporting_events (account_id, name, value, value_in_business_hours, inbox_id, user_id, conversation_id,
         event_start_time, event_end_time, created_at)
       SELECT c.account_id,
         (ARRAY['conversation_opened','first_response','reply_time','reply_time','reply_time','conversation_resolved',
                'reply_time','reply_time','conversation_bot_handoff','conversation_bot_resolved'])[k + 1],
         60 + (c.id * (k + 1)) % 3600, (60 + (c.id * (k + 1)) % 3600) / 2, c.inbox_id, c.assignee_id, c.id,
         c.created_at, c.created_at + k * interval '10 minutes', c.created_at + k * interval '10 minutes'
       FROM conversations c CROSS JOIN generate_series(0, 9) k WHERE c.account_id = $1`,
      [accountId],
    );
    // Seeded with plain SQL, past the write door: build the day rollups as migration 0064 does on upgrade.
    const r0 = performance.now();
    await rebuildReportingRollups(database.db, accountId);
    const rollupMs = performance.now() - r0;
    await pool.query(
      'VACUUM ANALYZE conversations, messages, reporting_events, reporting_event_rollups, account_users, inboxes, teams, labels',
    );
    const counts = (
      await pool.query<{ c: string; m: string; e: string; r: string }>(
        `SELECT (SELECT count(*) FROM conversations) c, (SELECT count(*) FROM messages) m, (SELECT count(*) FROM reporting_events) e,
           (SELECT count(*) FROM reporting_event_rollups) r`,
      )
    ).rows[0];
    const seedMs = performance.now() - t0;

    const { app, headers, close: closeApp } = await bench.startApp();
    // Record what each endpoint sends to PostgreSQL (the report's own statements, not auth or the rate limit).
    let recording: TRecorded[] | null = null;
    const patched = new WeakSet<pg.PoolClient>();
    pool.on('acquire', (client) => {
      if (patched.has(client)) return;
      patched.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const q = args[0] as string | { text: string; values?: unknown[] };
        const text = typeof q === 'string' ? q : q.text;
        const values = (typeof q === 'string' ? undefined : q.values) ?? (args[1] as unknown[] | undefined) ?? [];
        // Only the report statements: auth, the rate limit and the app's background work (job queue, event sequencer) also run.
        if (REPORT_STATEMENT.test(text) && !/pgboss|rate_limits/i.test(text)) recording?.push({ text, values });
        return query(...args);
      };
    });

    const range = { since: now - 30 * DAY, until: now, timezone_offset: 5.5 };
    const week = { since: now - 7 * DAY, until: now, timezone_offset: 5.5 };
    const year = { since: now - 365 * DAY, until: now, timezone_offset: 5.5 };
    const cases: [string, string, Record<string, unknown>][] = [
      ['overview: live counts', 'reports/conversations', { type: 'account' }],
      ['overview: agent loads', 'reports/conversations/', { type: 'agent' }],
      ['overview: traffic CSV (7 d)', 'reports/conversation_traffic', week],
      ['summary', 'reports/summary', range],
      ['summary (365 d)', 'reports/summary', year],
      ['summary agent', 'reports/summary', { ...range, type: 'agent', id: agents[1] }],
      ['summary label', 'reports/summary', { ...range, type: 'label', id: labels[3] }],
      ['bot_summary', 'reports/bot_summary', range],
      ['bot_metrics', 'reports/bot_metrics', range],
      ...REPORT_METRICS.map((metric): [string, string, Record<string, unknown>] => [
        `series ${metric}`,
        'reports',
        { ...range, metric },
      ]),
      ['series reply_time (365 d, week)', 'reports', { ...year, metric: 'reply_time', group_by: 'week' }],
      [
        'series reply_time hour, bh',
        'reports',
        { ...week, metric: 'reply_time', group_by: 'hour', business_hours: true },
      ],
      [
        'series first resp. team',
        'reports',
        { ...range, metric: 'avg_first_response_time', type: 'team', id: teams[0] },
      ],
      ['series conv. label', 'reports', { ...range, metric: 'conversations_count', type: 'label', id: labels[2] }],
      ['agents CSV', 'reports/agents', range],
      ['inboxes CSV', 'reports/inboxes', range],
      ['labels CSV', 'reports/labels', range],
      ['teams CSV', 'reports/teams', range],
      ['summary_reports/agent', 'summary_reports/agent', range],
      ['summary_reports/agent (365 d)', 'summary_reports/agent', year],
      ['summary_reports/inbox', 'summary_reports/inbox', range],
      ['summary_reports/team', 'summary_reports/team', range],
      ['summary_reports/label', 'summary_reports/label', range],
      ['drilldown first response', 'reports/drilldown', { ...range, metric: 'avg_first_response_time', page: 3 }],
      [
        'drilldown label',
        'reports/drilldown',
        { ...range, metric: 'conversations_count', type: 'label', id: labels[1] },
      ],
    ];

    console.log(
      `reports bench: ${Number(counts?.c).toLocaleString('en')} conversations, ${Number(counts?.m).toLocaleString('en')} messages, ${Number(counts?.e).toLocaleString('en')} reporting events seeded in ${(seedMs / 1000).toFixed(1)} s; ${Number(counts?.r).toLocaleString('en')} day rollup rows built from them in ${(rollupMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `${RUNS} timed calls each after ${WARMUP} warm-up; ranges end now, 30 days unless named, timezone +5.5`,
    );
    console.log(`${'endpoint'.padEnd(34)} HTTP p50  HTTP p95   SQL p50   SQL p95  statements`);
    let missed = 0;
    let slowest = { name: '', p95: 0 };
    for (const [name, path, query] of cases) {
      await pool.query('DELETE FROM rate_limits');
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const url = `/api/v2/accounts/${accountId}/${path}?${qs}`;
      const call = async () => {
        const res = await app.inject({ method: 'GET', url, headers: { ...headers } });
        if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
      };
      const recorded: TRecorded[] = [];
      recording = recorded;
      await call();
      recording = null;
      const http: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const httpMs = await time(call);
        const sqlMs = await time(async () => {
          for (const q of recorded) await pool.query(q.text, q.values);
        });
        if (i >= WARMUP) {
          http.push(httpMs);
          bare.push(sqlMs);
        }
      }
      const p95 = pct(http, 95);
      if (p95 > TARGET_P95_MS) missed++;
      if (YEAR_LONG.has(name)) figure('reports', `${name} p95`, p95, 'ms', { atMost: TARGET_P95_MS });
      else if (p95 > slowest.p95) slowest = { name, p95 };
      console.log(
        `${name.padEnd(34)} ${fmt(pct(http, 50))}  ${fmt(p95)}  ${fmt(pct(bare, 50))}  ${fmt(pct(bare, 95))}  ${String(recorded.length).padStart(3)}${p95 > TARGET_P95_MS ? '  MISSED' : ''}`,
      );
    }
    figure('reports', `slowest other endpoint p95 (${slowest.name})`, slowest.p95, 'ms', { atMost: TARGET_P95_MS });
    console.log(
      `target p95 ≤ ${TARGET_P95_MS} ms: ${missed === 0 ? 'OK for every endpoint' : `MISSED on ${missed} of ${cases.length}`}`,
    );
    await closeApp();
  } finally {
    await bench.close();
  }
};

await main();
