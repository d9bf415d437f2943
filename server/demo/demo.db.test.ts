import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportingConsumer } from '../consumers/reporting.consumer.ts';
import { drainConsumers } from '../events/dispatcher.ts';
import { setupTestApp } from '../test/harness.ts';
import { DEMO_ADMIN_EMAIL, DEMO_AGENTS, DEMO_PASSWORD } from './demo.people.ts';
import { seedDemo, type TDemoSeedResult } from './demo.seed.ts';

// As `npm run demo` does: the demo's made-up channel credentials are not checked with the providers.
const t = setupTestApp({ CHECK_CHANNEL_CREDENTIALS: 'false' });

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

describe('npm run demo (seedDemo)', () => {
  let first: TDemoSeedResult;

  it('loads the demo account through the API', { timeout: 900_000 }, async () => {
    first = await seedDemo(t.app);
    expect(first.status).toBe('loaded');
    if (first.status !== 'loaded') return;
    expect(first.counts).toEqual({ contacts: 150, conversations: 320, agents: DEMO_AGENTS.length + 1 });
    // Its events are history: a server started on it hands none of them to its consumers (a CSAT survey,
    // rule or webhook acting on them now would date a days-old conversation "just now").
    const [log] = await rows<{ unnumbered: number; behind: number }>(sql`
      SELECT (SELECT count(*)::int FROM events WHERE account_id = ${first.accountId} AND seq IS NULL) AS unnumbered,
        (SELECT a.last_event_seq - coalesce(d.seq, 0) FROM accounts a
           LEFT JOIN event_dispatch d ON d.account_id = a.id WHERE a.id = ${first.accountId})::int AS behind`);
    expect(log).toEqual({ unnumbered: 0, behind: 0 });
  });

  it('has the settings a newcomer expects', async () => {
    const [counts] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM inboxes WHERE account_id = ${first.accountId}) AS inboxes,
        (SELECT count(*)::int FROM teams WHERE account_id = ${first.accountId}) AS teams,
        (SELECT count(*)::int FROM team_members tm JOIN teams tt ON tt.id = tm.team_id WHERE tt.account_id = ${first.accountId}) AS team_members,
        (SELECT count(*)::int FROM labels WHERE account_id = ${first.accountId}) AS labels,
        (SELECT count(*)::int FROM labels WHERE account_id = ${first.accountId} AND show_on_sidebar) AS sidebar_labels,
        (SELECT count(*)::int FROM canned_responses WHERE account_id = ${first.accountId}) AS canned,
        (SELECT count(*)::int FROM custom_filters WHERE account_id = ${first.accountId} AND filter_type = 0) AS folders,
        (SELECT count(*)::int FROM custom_filters WHERE account_id = ${first.accountId} AND filter_type = 1) AS segments,
        (SELECT count(*)::int FROM contacts WHERE account_id = ${first.accountId} AND labels <> '{}') AS labelled_contacts,
        (SELECT count(*)::int FROM contacts WHERE account_id = ${first.accountId}
           AND additional_attributes ? 'city' AND custom_attributes ? 'plan') AS attributed_contacts`);
    expect(counts).toMatchObject({ inboxes: 4, teams: 3, labels: 8, canned: 8, folders: 2, segments: 1 });
    expect(counts?.team_members).toBeGreaterThanOrEqual(10);
    expect(counts?.sidebar_labels).toBeGreaterThan(0);
    expect(counts?.sidebar_labels).toBeLessThan(8);
    expect(counts?.labelled_contacts).toBeGreaterThan(10);
    expect(counts?.attributed_contacts).toBe(150);
  });

  it('gives every conversation a history, mixed statuses and a 60-day spread', async () => {
    const [c] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM conversations cv WHERE account_id = ${first.accountId}
           AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = cv.id AND m.message_type = 0)) AS without_incoming,
        (SELECT count(*)::int FROM messages WHERE account_id = ${first.accountId}) AS messages,
        (SELECT count(*)::int FROM messages WHERE account_id = ${first.accountId} AND private) AS notes,
        (SELECT count(*)::int FROM messages WHERE account_id = ${first.accountId} AND message_type = 2) AS activities,
        (SELECT count(*)::int FROM mentions WHERE account_id = ${first.accountId}) AS mentions,
        (SELECT count(DISTINCT status)::int FROM conversations WHERE account_id = ${first.accountId}) AS statuses,
        (SELECT count(DISTINCT priority)::int FROM conversations WHERE account_id = ${first.accountId}) AS priorities,
        (SELECT count(*)::int FROM conversations WHERE account_id = ${first.accountId} AND labels <> '{}') AS labelled,
        (SELECT count(*)::int FROM conversations WHERE account_id = ${first.accountId} AND assignee_id IS NULL) AS unassigned,
        (SELECT extract(day FROM now() - min(created_at))::int FROM conversations WHERE account_id = ${first.accountId}) AS oldest_days,
        (SELECT count(*)::int FROM messages WHERE account_id = ${first.accountId} AND created_at > now()) AS future_messages,
        (SELECT count(*)::int FROM conversations WHERE account_id = ${first.accountId}
           AND last_activity_at < created_at) AS incoherent,
        (SELECT count(*)::int FROM pgboss.job WHERE name = 'providers.deliver'
           AND (data->>'accountId')::int = ${first.accountId}) AS deliveries`);
    expect(c).toMatchObject({ without_incoming: 0, statuses: 4, future_messages: 0, incoherent: 0, deliveries: 0 });
    expect(c?.messages).toBeGreaterThan(320 * 4);
    expect(c?.notes).toBeGreaterThan(30);
    expect(c?.activities).toBeGreaterThan(300);
    expect(c?.mentions).toBeGreaterThan(10);
    expect(c?.priorities).toBeGreaterThanOrEqual(4);
    expect(c?.labelled).toBeGreaterThan(150);
    expect(c?.unassigned).toBeGreaterThan(0);
    expect(c?.oldest_days).toBeGreaterThanOrEqual(50);
    expect(c?.oldest_days).toBeLessThanOrEqual(62);
  });

  it('assigns conversations only to agents of their inbox, and leaves some unread', async () => {
    const outsiders = await rows(sql`
      SELECT cv.display_id FROM conversations cv
      JOIN account_users au ON au.account_id = cv.account_id AND au.user_id = cv.assignee_id
      WHERE cv.account_id = ${first.accountId} AND au.role <> 1
        AND NOT EXISTS (SELECT 1 FROM inbox_members im WHERE im.inbox_id = cv.inbox_id AND im.user_id = cv.assignee_id)`);
    expect(outsiders).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const headers = {
      'access-token': String(res.headers['access-token']),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
      'token-type': 'Bearer',
      expiry: String(res.headers.expiry),
    };
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${first.accountId}/conversations?assignee_type=all&status=open`,
      headers,
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<{ data: { meta: { all_count: number }; payload: { unread_count: number }[] } }>();
    expect(body.data.meta.all_count).toBeGreaterThan(20);
    expect(body.data.payload.some((c) => c.unread_count > 0)).toBe(true);
  });

  it('has reporting events over the 60 days, as the consumer defines them', { timeout: 300_000 }, async () => {
    const byName = await rows<{ name: string; n: number; bad: number; oldest_days: number }>(sql`
      SELECT name, count(*)::int AS n,
        count(*) FILTER (WHERE value < 0 OR value_in_business_hours > value OR event_end_time < event_start_time)::int AS bad,
        extract(epoch FROM now() - min(event_end_time))::float8 / 86400 AS oldest_days
      FROM reporting_events WHERE account_id = ${first.accountId} GROUP BY name ORDER BY name`);
    const names = byName.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['conversation_resolved', 'first_response', 'reply_time']));
    for (const r of byName) expect(r.bad, r.name).toBe(0);
    const resolved = byName.find((r) => r.name === 'conversation_resolved');
    expect(resolved?.oldest_days).toBeGreaterThan(30);
    expect(resolved?.oldest_days).toBeLessThan(62);
    // One first response per conversation a human agent answered.
    const [answered] = await rows<{ n: number }>(sql`
      SELECT count(DISTINCT conversation_id)::int AS n FROM messages
      WHERE account_id = ${first.accountId} AND message_type = 1 AND NOT private AND sender_type = 'User'`);
    expect(byName.find((r) => r.name === 'first_response')?.n).toBe(answered?.n);
    // The app's consumer, handed the demo's events again, derives the same rows.
    await t.database.db.execute(sql`UPDATE event_dispatch SET seq = 0 WHERE account_id = ${first.accountId}`);
    const before = await rows(
      sql`SELECT source_key, value FROM reporting_events WHERE account_id = ${first.accountId} ORDER BY source_key`,
    );
    await drainConsumers(t.deps, [reportingConsumer]);
    const after = await rows(
      sql`SELECT source_key, value FROM reporting_events WHERE account_id = ${first.accountId} ORDER BY source_key`,
    );
    expect(after).toEqual(before);
  });

  it('shows every feature with data: SLAs hit and missed, macros, rules, bot, webhooks, help centre, CSAT', async () => {
    const a = first.accountId;
    const [f] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM sla_policies WHERE account_id = ${a}) AS sla_policies,
        (SELECT count(*)::int FROM applied_slas WHERE account_id = ${a} AND sla_status = 1) AS sla_hit,
        (SELECT count(*)::int FROM applied_slas WHERE account_id = ${a} AND sla_status = 2) AS sla_missed,
        (SELECT count(*)::int FROM applied_slas WHERE account_id = ${a} AND sla_status IN (0, 3)) AS sla_running,
        (SELECT count(*)::int FROM sla_events WHERE account_id = ${a}) AS sla_events,
        (SELECT count(*)::int FROM conversations WHERE account_id = ${a} AND sla_policy_id IS NOT NULL) AS with_sla,
        (SELECT count(*)::int FROM macros WHERE account_id = ${a}) AS macros,
        (SELECT count(*)::int FROM automation_rules WHERE account_id = ${a} AND active) AS active_rules,
        (SELECT count(*)::int FROM automation_rules WHERE account_id = ${a} AND NOT active) AS paused_rules,
        (SELECT count(*)::int FROM agent_bots WHERE account_id = ${a}) AS agent_bots,
        (SELECT count(*)::int FROM webhooks WHERE account_id = ${a}) AS webhooks,
        (SELECT count(*)::int FROM portals WHERE account_id = ${a}) AS portals,
        (SELECT count(*)::int FROM categories WHERE account_id = ${a}) AS categories,
        (SELECT count(*)::int FROM articles WHERE account_id = ${a} AND status = 1) AS published,
        (SELECT count(*)::int FROM articles WHERE account_id = ${a} AND status = 1 AND views > 0) AS read_articles,
        (SELECT count(*)::int FROM canned_responses WHERE account_id = ${a}) AS canned,
        (SELECT count(*)::int FROM custom_attribute_definitions WHERE account_id = ${a}) AS attributes,
        (SELECT count(*)::int FROM contacts WHERE account_id = ${a} AND additional_attributes ? 'company_name') AS with_company,
        (SELECT count(*)::int FROM csat_survey_responses WHERE account_id = ${a}) AS csat,
        (SELECT count(DISTINCT rating)::int FROM csat_survey_responses WHERE account_id = ${a}) AS csat_ratings,
        (SELECT count(*)::int FROM csat_survey_responses WHERE account_id = ${a} AND feedback_message IS NOT NULL) AS csat_feedback,
        (SELECT count(*)::int FROM csat_survey_responses r JOIN messages m ON m.id = r.message_id
           WHERE r.account_id = ${a} AND (r.created_at < m.created_at OR r.created_at > now()
             OR m.content_attributes #>> '{submitted_values,csat_survey_response,rating}' <> r.rating::text)) AS csat_incoherent`);
    expect(f).toMatchObject({
      sla_policies: 2,
      macros: 4,
      active_rules: 3,
      paused_rules: 1,
      agent_bots: 1,
      webhooks: 2,
      portals: 1,
      categories: 3,
      published: 7,
      read_articles: 7,
      canned: 8,
      csat_incoherent: 0,
    });
    expect(f?.with_sla).toBeGreaterThan(30);
    expect(f?.sla_hit).toBeGreaterThan(5);
    expect(f?.sla_missed).toBeGreaterThan(2);
    expect(f?.sla_running).toBeGreaterThan(0);
    expect(f?.sla_events).toBeGreaterThanOrEqual(f?.sla_missed ?? 0);
    expect(f?.attributes).toBeGreaterThanOrEqual(7);
    expect(f?.with_company).toBeGreaterThan(20);
    expect(f?.csat).toBeGreaterThan(10);
    expect(f?.csat_ratings).toBeGreaterThanOrEqual(3);
    expect(f?.csat_feedback).toBeGreaterThan(0);
  });

  it('dates everything like a real history: spread over days, messages after their conversation opened', async () => {
    const a = first.accountId;
    const [d] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(DISTINCT date_trunc('day', last_activity_at))::int FROM conversations WHERE account_id = ${a}) AS activity_days,
        (SELECT count(*)::int FROM conversations WHERE account_id = ${a} AND last_activity_at > now() - interval '1 hour') AS last_hour,
        (SELECT count(*)::int FROM conversations WHERE account_id = ${a} AND updated_at > now() - interval '1 hour'
           AND last_activity_at < now() - interval '1 day') AS touched_by_seed,
        (SELECT count(*)::int FROM messages m JOIN conversations cv ON cv.id = m.conversation_id
           WHERE cv.account_id = ${a} AND m.created_at < cv.created_at) AS before_conversation,
        (SELECT count(*)::int FROM conversations cv WHERE cv.account_id = ${a} AND cv.last_activity_at <>
           (SELECT max(m.created_at) FROM messages m WHERE m.conversation_id = cv.id AND m.message_type <> 2)) AS activity_not_last_message,
        (SELECT count(*)::int FROM reporting_events r JOIN conversations cv ON cv.id = r.conversation_id
           WHERE r.account_id = ${a} AND r.name = 'conversation_resolved' AND r.event_end_time < cv.created_at) AS resolved_before_open,
        (SELECT count(*)::int FROM applied_slas s JOIN conversations cv ON cv.id = s.conversation_id
           WHERE s.account_id = ${a} AND s.created_at <> cv.created_at) AS sla_not_at_open,
        (SELECT count(*)::int FROM contacts WHERE account_id = ${a} AND created_at > now() - interval '1 hour') AS fresh_contacts,
        (SELECT count(*)::int FROM (SELECT created_at FROM macros WHERE account_id = ${a}
           UNION ALL SELECT created_at FROM automation_rules WHERE account_id = ${a}
           UNION ALL SELECT created_at FROM articles WHERE account_id = ${a}
           UNION ALL SELECT created_at FROM sla_policies WHERE account_id = ${a}) x
           WHERE created_at > now() - interval '1 day') AS fresh_settings`);
    expect(d).toMatchObject({
      touched_by_seed: 0,
      before_conversation: 0,
      activity_not_last_message: 0,
      resolved_before_open: 0,
      sla_not_at_open: 0,
      fresh_contacts: 0,
      fresh_settings: 0,
    });
    expect(d?.activity_days).toBeGreaterThanOrEqual(30);
    // A handful of conversations are live right now; the rest happened over the past weeks.
    expect(d?.last_hour).toBeLessThan(20);
  });

  it('does not load twice', async () => {
    const again = await seedDemo(t.app);
    expect(again).toEqual({ status: 'already-loaded', accountId: first.accountId });
    const [n] = await rows<{ accounts: number; users: number }>(sql`
      SELECT (SELECT count(*)::int FROM accounts) AS accounts,
             (SELECT count(*)::int FROM users WHERE email LIKE '%@lumenhome.example') AS users`);
    expect(n).toEqual({ accounts: 1, users: DEMO_AGENTS.length + 1 });
  });
});
