/**
 * The data set of `bench:conversations`: one account with 50 inboxes, 200 agents (each in two inboxes),
 * 5 teams, 12 labels, 50,000 contacts, 100,000 conversations (one contact inbox each) and exactly
 * 1,000,000 messages, loaded with set-based SQL (generate_series) in a few minutes. Derived columns are
 * computed from the messages the way the app maintains them (last_activity_at, first_reply_created_at,
 * waiting_since, display_id, accounts.last_display_id). Secondary indexes of the big tables are dropped
 * during the load and rebuilt from their own definitions afterwards (faster than growing them row by row).
 */
import type pg from 'pg';

export const SEED_VERSION = 1;
export const SIZES = {
  inboxes: 50,
  agents: 200,
  teams: 5,
  labels: 12,
  contacts: 50_000,
  conversations: 100_000,
  messages: 1_000_000,
  /** Conversations with long threads (1,009 messages each); the other 99,900 average 9. */
  hot: 100,
} as const;

export interface TSeedInfo {
  accountId: number;
  adminId: number;
  /** The measured agent: member of two inboxes. */
  agentId: number;
}

// prettier-ignore
const WORDS = [
  'hello', 'please', 'thanks', 'order', 'help', 'account', 'payment', 'problem', 'today', 'again',
  'email', 'received', 'delivery', 'package', 'refund', 'invoice', 'password', 'login', 'shipping', 'address',
  'update', 'cancel', 'subscription', 'billing', 'card', 'charged', 'twice', 'missing', 'item', 'damaged',
  'return', 'label', 'tracking', 'number', 'status', 'waiting', 'week', 'support', 'team', 'issue',
  'resolved', 'working', 'app', 'crash', 'android', 'iphone', 'browser', 'error', 'message', 'screen',
  'upgrade', 'plan', 'discount', 'coupon', 'code', 'expired', 'reset', 'link', 'verify', 'phone',
  'store', 'pickup', 'warranty', 'replacement', 'size', 'color', 'exchange', 'stock', 'preorder', 'gift',
  'wrapping', 'receipt', 'tax', 'vat', 'company', 'contract', 'renewal', 'trial', 'export', 'import',
  'integration', 'webhook', 'api', 'token', 'permission', 'invite', 'colleague', 'workspace', 'calendar', 'booking',
  'appointment', 'reschedule', 'flight', 'hotel', 'luggage', 'seat', 'upgrade', 'voucher', 'loyalty', 'points',
  'courier', 'customs', 'duties', 'pallet', 'warehouse', 'backorder', 'chargeback', 'dispute', 'fraud', 'blocked',
  'unlock', 'firmware', 'bluetooth', 'pairing', 'battery', 'charger', 'cable', 'adapter', 'thermostat', 'sensor',
];

// prettier-ignore
const FIRST = ['olivia', 'liam', 'emma', 'noah', 'amelia', 'oliver', 'ava', 'elijah', 'sophia', 'lucas', 'omar', 'fatima', 'yusuf', 'mariam', 'hana', 'kenji'];
// prettier-ignore
const LAST = ['smith', 'johnson', 'garcia', 'miller', 'davis', 'martinez', 'lopez', 'wilson', 'haddad', 'khan', 'tanaka', 'rossi', 'dubois', 'novak', 'silva', 'nguyen'];

const sqlArray = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** A pseudo-random integer in [0, n) from a row number and a salt (independent per salt). */
const rnd = (expr: string, salt: number, n: number) =>
  `((hashint8((${expr})::bigint * 31 + ${salt})::bigint + 2147483648) % ${n})`;
/** A word of WORDS, skewed so the first words are common and the last ones rare (≈ 3% down to 0.2% per slot). */
const word = (expr: string, salt: number) =>
  `w.v[1 + floor(${WORDS.length} * power(${rnd(expr, salt, 100_000)} / 100000.0, 3))::int]`;

/** Which tables lose their secondary indexes during the load. */
const BULK_TABLES = ['contacts', 'contact_inboxes', 'conversations', 'messages'];

const step = async (log: (s: string) => void, label: string, fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  log(`  ${label.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s`);
};

/** Loads the whole set into an empty, migrated database; the account, admin and agent users must exist. */
export const seedConversations = async (client: pg.ClientBase, info: TSeedInfo, log: (s: string) => void) => {
  const a = info.accountId;
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query(`SET work_mem = '128MB'`);
  // Foreign keys are true by construction; skipping their per-row triggers halves the load (superuser only).
  await client.query(`SET session_replication_role = replica`).catch(() => undefined);

  const { rows: defs } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  await step(log, `drop ${defs.length} secondary indexes`, async () => {
    for (const d of defs) await client.query(`DROP INDEX "${d.name}"`);
  });

  await step(log, 'inboxes, agents, teams, labels', async () => {
    await client.query(
      `WITH ch AS (
         INSERT INTO channel_web_widgets (account_id, website_url, website_token, hmac_token)
         SELECT $1::int, 'https://shop' || g || '.test', 'benchtoken' || g || '-' || $1::int, md5('hmac' || g)
         FROM generate_series(1, $2) g RETURNING id
       )
       INSERT INTO inboxes (account_id, name, channel_type, channel_id)
       SELECT $1::int, 'Inbox ' || row_number() OVER (ORDER BY id), 'Channel::WebWidget', id FROM ch`,
      [a, SIZES.inboxes],
    );
    await client.query(
      `WITH u AS (
         INSERT INTO users (name, email, pubsub_token, confirmed_at)
         SELECT 'Agent ' || g, 'agent' || g || '-' || $1::int || '@bench.test', md5('pubsub-agent' || g || '-' || $1::int), now()
         FROM generate_series(1, $2) g RETURNING id
       )
       INSERT INTO account_users (account_id, user_id, role) SELECT $1::int, id, 0 FROM u`,
      [a, SIZES.agents - 1],
    );
    // Agent k (0-based, the measured agent is k = 0) works inboxes k mod 50 and (k + 17) mod 50.
    await client.query(
      `CREATE TEMP TABLE bench_agents AS
         SELECT row_number() OVER (ORDER BY au.user_id = ${info.agentId} DESC, au.user_id) - 1 AS k, au.user_id
         FROM account_users au WHERE au.account_id = ${a} AND au.role = 0`,
    );
    await client.query(
      `CREATE TEMP TABLE bench_inboxes AS
         SELECT row_number() OVER (ORDER BY id) - 1 AS i, id FROM inboxes WHERE account_id = ${a}`,
    );
    await client.query(
      `INSERT INTO inbox_members (inbox_id, user_id)
       SELECT b.id, ag.user_id FROM bench_agents ag JOIN bench_inboxes b ON b.i = ag.k % 50 OR b.i = (ag.k + 17) % 50`,
    );
    await client.query(`INSERT INTO teams (account_id, name) SELECT $1, 'Team ' || g FROM generate_series(1, $2) g`, [
      a,
      SIZES.teams,
    ]);
    await client.query(
      `INSERT INTO team_members (team_id, user_id)
       SELECT t.id, ag.user_id FROM bench_agents ag
       JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM teams WHERE account_id = $1) t ON t.n = ag.k % $2`,
      [a, SIZES.teams],
    );
    await client.query(
      `INSERT INTO labels (account_id, title, color)
       SELECT $1, (ARRAY['billing','bug','vip','refund','shipping','feedback','urgent','sales','onboarding','churn-risk','partner','spam'])[g], '#1f93ff'
       FROM generate_series(1, $2) g`,
      [a, SIZES.labels],
    );
  });

  await step(log, `${SIZES.contacts.toLocaleString('en')} contacts`, () =>
    client.query(
      `WITH f(n) AS (SELECT ${sqlArray(FIRST)}), l(n) AS (SELECT ${sqlArray(LAST)})
       INSERT INTO contacts (account_id, name, email, phone_number, identifier, additional_attributes, last_activity_at, created_at)
       SELECT $1,
         initcap(f.n[1 + g % 16]) || ' ' || initcap(l.n[1 + (g / 16) % 16]) || ' ' || g,
         CASE WHEN g % 10 <> 0 THEN f.n[1 + g % 16] || '.' || l.n[1 + (g / 16) % 16] || g || '@mail' || (g % 97) || '.test' END,
         CASE WHEN g % 3 = 0 THEN '+1415' || lpad(g::text, 7, '0') END,
         CASE WHEN g % 5 = 0 THEN 'crm-' || g END,
         jsonb_build_object('city', (ARRAY['Paris','Berlin','Tokyo','Dubai','Lima'])[1 + g % 5]),
         now() - make_interval(secs => (g * 37) % 31536000),
         now() - interval '400 days' + make_interval(secs => g * 600)
       FROM generate_series(1, $2) g, f, l`,
      [a, SIZES.contacts],
    ),
  );

  // One row per conversation with everything derived from its number g (1 = oldest).
  await step(log, 'conversation plan', async () => {
    await client.query(
      `CREATE TEMP TABLE bench_conv AS
       WITH c AS (SELECT row_number() OVER (ORDER BY id) AS n, id FROM contacts WHERE account_id = ${a})
       SELECT g,
         ib.i AS inbox_i, ib.id AS inbox_id, c.id AS contact_id,
         CASE WHEN ${rnd('g', 1, 20)} < 8 THEN 0 WHEN ${rnd('g', 1, 20)} < 17 THEN 1 WHEN ${rnd('g', 1, 20)} < 19 THEN 2 ELSE 3 END AS status,
         CASE WHEN ${rnd('g', 2, 10)} < 7 THEN ${rnd('g', 3, 4)} END AS assignee_slot,
         CASE WHEN ${rnd('g', 4, 10)} < 4 THEN ${rnd('g', 5, 5)} END AS team_n,
         CASE WHEN ${rnd('g', 6, 10)} < 4 THEN ${rnd('g', 7, 4)} END AS priority,
         CASE ${rnd('g', 8, 10)}
           WHEN 0 THEN ARRAY['billing'] WHEN 1 THEN ARRAY['bug', 'urgent'] WHEN 2 THEN ARRAY['vip']
           WHEN 3 THEN ARRAY['shipping', 'refund'] ELSE '{}'::text[] END AS labels,
         -- Pairs (2m, 2m + 1) get 9 + k and 9 - k messages, so the total stays exact; a hot thread's partner gets 9.
         CASE WHEN g % 1000 = 500 THEN 1009 WHEN g % 1000 = 501 THEN 9
           ELSE 9 + CASE WHEN g % 2 = 0 THEN 1 ELSE -1 END * ((g / 2) % 8) END AS n_msgs,
         CASE WHEN g % 1000 = 500 THEN 120 ELSE 300 + ${rnd('g', 9, 7000)} END AS gap_secs,
         now() - interval '367 days' + make_interval(secs => g * 315 + ${rnd('g', 10, 300)}) AS created_at
       FROM generate_series(1, ${SIZES.conversations}) g
       JOIN bench_inboxes ib ON ib.i = g % ${SIZES.inboxes}
       JOIN c ON c.n = 1 + (g::bigint * 7919) % ${SIZES.contacts}`,
    );
    // The plan must add up to exactly SIZES.messages.
    const { rows } = await client.query<{ n: string }>('SELECT sum(n_msgs)::bigint AS n FROM bench_conv');
    if (Number(rows[0]?.n) !== SIZES.messages) throw new Error(`message plan adds up to ${rows[0]?.n}`);
  });

  await step(log, `${SIZES.conversations.toLocaleString('en')} contact inboxes + conversations`, async () => {
    await client.query(
      `INSERT INTO contact_inboxes (contact_id, inbox_id, source_id, pubsub_token, created_at, updated_at)
       SELECT contact_id, inbox_id, 'bench-src-' || g, md5('bench-ci-' || g), created_at, created_at
       FROM bench_conv ORDER BY g`,
    );
    await client.query(
      `INSERT INTO conversations (account_id, display_id, inbox_id, contact_id, contact_inbox_id, status, assignee_id,
         team_id, priority, labels, snoozed_until, agent_last_seen_at, created_at, updated_at, last_activity_at)
       SELECT ${a}, p.g, p.inbox_id, p.contact_id, ci.id, p.status, ag.user_id, t.id, p.priority, p.labels,
         CASE WHEN p.status = 3 THEN now() + make_interval(secs => 3600 + p.g % 86400) END,
         CASE WHEN p.g % 3 = 0 THEN p.created_at + make_interval(secs => p.gap_secs * (p.n_msgs / 2)) END,
         p.created_at, p.created_at, p.created_at
       FROM bench_conv p
       JOIN contact_inboxes ci ON ci.inbox_id = p.inbox_id AND ci.source_id = 'bench-src-' || p.g
       LEFT JOIN bench_agents ag ON ag.k = p.inbox_i + 50 * p.assignee_slot
       LEFT JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM teams WHERE account_id = ${a}) t ON t.n = p.team_n
       ORDER BY p.g`,
    );
    await client.query(`UPDATE accounts SET last_display_id = $2 WHERE id = $1`, [a, SIZES.conversations]);
    // Assignees take part in their conversations, as the app records on assignment.
    await client.query(
      `INSERT INTO conversation_participants (account_id, conversation_id, user_id)
       SELECT account_id, id, assignee_id FROM conversations WHERE account_id = ${a} AND assignee_id IS NOT NULL`,
    );
  });

  // Message j of a thread: 1 incoming; every 7th a private note; odd incoming, even an agent's reply;
  // resolved conversations end with the "resolved" activity line. Ids follow created_at.
  await step(log, `${SIZES.messages.toLocaleString('en')} messages`, () =>
    client.query(
      `WITH w(v) AS (SELECT ${sqlArray(WORDS)}),
       m AS (
         SELECT c.id AS conversation_id, c.inbox_id, c.contact_id, p.status, p.n_msgs, j,
           coalesce(c.assignee_id, d.user_id) AS agent_id,
           p.created_at + make_interval(secs => p.gap_secs * (j - 1)) AS at,
           CASE WHEN p.status = 1 AND j = p.n_msgs THEN 2
                WHEN j > 1 AND j % 7 = 0 THEN 1 WHEN j % 2 = 1 THEN 0 ELSE 1 END AS type,
           p.g * 2000 + j AS h
         FROM bench_conv p
         JOIN conversations c ON c.account_id = ${a} AND c.display_id = p.g
         JOIN bench_agents d ON d.k = p.inbox_i
         CROSS JOIN generate_series(1, p.n_msgs) j
       )
       INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, private, status,
         sender_type, sender_id, created_at, updated_at)
       SELECT ${a}, m.inbox_id, m.conversation_id, m.type,
         CASE WHEN m.type = 2 THEN 'Conversation was marked resolved by Agent ' || m.agent_id
           ELSE initcap(${word('m.h', 11)}) || ' ' || ${word('m.h', 12)} || ' ' || ${word('m.h', 13)} || ' ' ||
             ${word('m.h', 14)} || ' ' || ${word('m.h', 15)} || ' ' || ${word('m.h', 16)} || ' ' || ${word('m.h', 17)} ||
             CASE WHEN ${rnd('m.h', 18, 10)} = 0 THEN ' order ' || (100000 + ${rnd('m.h', 19, 900000)}) ELSE '' END || '.'
         END,
         m.type = 1 AND m.j % 7 = 0,
         CASE WHEN m.type = 1 THEN 1 ELSE 0 END,
         CASE m.type WHEN 0 THEN 'Contact' WHEN 1 THEN 'User' END,
         CASE m.type WHEN 0 THEN m.contact_id WHEN 1 THEN m.agent_id END,
         m.at, m.at
       FROM m, w ORDER BY m.at, m.conversation_id, m.j`,
    ),
  );

  // What the messages service maintains: activity = last non-activity message; first reply = first public
  // outgoing; waiting since = first incoming after the last public reply (cleared when resolved).
  await step(log, 'derived conversation columns', () =>
    client.query(
      `WITH agg AS (
         SELECT conversation_id,
           max(created_at) FILTER (WHERE message_type <> 2) AS last_at,
           min(created_at) FILTER (WHERE message_type = 1 AND NOT private) AS first_reply,
           max(created_at) FILTER (WHERE message_type = 1 AND NOT private) AS last_reply
         FROM messages WHERE account_id = ${a} GROUP BY conversation_id
       ), waiting AS (
         SELECT m.conversation_id, min(m.created_at) AS since
         FROM messages m JOIN agg ON agg.conversation_id = m.conversation_id
         WHERE m.message_type = 0 AND m.created_at > coalesce(agg.last_reply, '-infinity')
         GROUP BY m.conversation_id
       )
       UPDATE conversations c SET
         last_activity_at = agg.last_at, updated_at = agg.last_at, first_reply_created_at = agg.first_reply,
         waiting_since = CASE WHEN c.status <> 1 THEN waiting.since END
       FROM agg LEFT JOIN waiting ON waiting.conversation_id = agg.conversation_id
       WHERE c.id = agg.conversation_id`,
    ),
  );

  await step(log, 'contacts last activity', () =>
    client.query(
      `UPDATE contacts ct SET last_activity_at = x.at
       FROM (SELECT contact_id, max(last_activity_at) AS at FROM conversations WHERE account_id = ${a} GROUP BY 1) x
       WHERE ct.id = x.contact_id`,
    ),
  );

  await client.query(`SET session_replication_role = origin`).catch(() => undefined);
  await step(log, `rebuild ${defs.length} indexes`, async () => {
    for (const d of defs) await client.query(d.def);
  });
  await step(log, 'vacuum analyze', () => client.query('VACUUM ANALYZE'));
};
