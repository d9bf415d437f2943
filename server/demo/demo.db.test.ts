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

  it('loads the demo account through the API', { timeout: 300_000 }, async () => {
    first = await seedDemo(t.app);
    expect(first.status).toBe('loaded');
    if (first.status !== 'loaded') return;
    expect(first.counts).toEqual({ contacts: 150, conversations: 320, agents: DEMO_AGENTS.length + 1 });
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
    // The app's consumer, handed the demo's events later, derives the same rows.
    const before = await rows(
      sql`SELECT source_key, value FROM reporting_events WHERE account_id = ${first.accountId} ORDER BY source_key`,
    );
    await drainConsumers(t.deps, [reportingConsumer]);
    const after = await rows(
      sql`SELECT source_key, value FROM reporting_events WHERE account_id = ${first.accountId} ORDER BY source_key`,
    );
    expect(after).toEqual(before);
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
