/**
 * `npm run bench:automation`: what automation rules cost per event. An account with 50 active
 * message_created rules (three conditions each, none matching) and a conversation; each run hands the
 * engine a real message.created event from the log (runRules: the rules query, the conversation and contact
 * reads, the flood guard, the evaluation) and times it against the same event in an account with no rule
 * (the rules query alone). Target: the 50 rules add ≤ 5 ms p95 per event. Prints figures; asserts nothing.
 */
import { EVENT_SCHEMAS } from '../common/events.ts';
import type { TDatabase } from '../server/db/client.ts';
import { issueSession } from '../server/features/auth/index.ts';
import { runRules, type TEngineEvent } from '../server/features/automation/index.ts';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import type { TApp } from '../server/http.ts';
import { fmt, insertAdmin, openFreshDatabase, pct } from './benchDatabase.ts';
import { figure } from './figures.ts';

const RULES = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const TARGET_ADDED_P95_MS = 5;

/** An account, its administrator's session, and a conversation with one message; returns that message's event. */
const seedAccount = async (app: TApp, database: TDatabase, name: string) => {
  const { account, user } = await insertAdmin(database.db, name);
  const headers: TAuthHeaders = await issueSession(app.deps, user);
  const call = async <T>(url: string, payload: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${account.id}${url}`,
      headers,
      payload: payload as never,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const inbox = await call<{ id: number }>('/inboxes', {
    name: 'Web',
    channel: { type: 'web_widget', website_url: 'https://x.test' },
  });
  const contact = (
    await call<{ payload: { contact: { id: number } } }>('/contacts', { name: 'Customer', email: `c-${name}@x.test` })
  ).payload.contact;
  const conv = await call<{ id: number }>('/conversations', { inbox_id: inbox.id, contact_id: contact.id });
  await call(`/conversations/${conv.id}/messages`, { content: 'Where is my parcel?', message_type: 'incoming' });
  const { rows } = await database.pool.query<{ id: string; data: Record<string, unknown> }>(
    "SELECT id, data FROM events WHERE account_id = $1 AND name = 'message.created' ORDER BY id DESC LIMIT 1",
    [account.id],
  );
  const row = rows[0];
  if (!row) throw new Error('no message.created event');
  const event: TEngineEvent = {
    id: Number(row.id),
    accountId: account.id,
    seq: 1,
    name: 'message.created',
    data: { ...EVENT_SCHEMAS['message.created'].parse(row.data), account_id: account.id },
    audience: { kind: 'account' },
  };
  return { account, inbox, call, event };
};

const main = async () => {
  const bench = await openFreshDatabase('bench_automation');
  const { database } = bench;
  try {
    const { app, close: closeApp } = await bench.startApp({ env: { ROLE: 'web' } });
    const bare = await seedAccount(app, database, 'Bare');
    const ruled = await seedAccount(app, database, 'Ruled');
    for (let i = 0; i < RULES; i += 1)
      await ruled.call('/automation_rules', {
        name: `Rule ${i}`,
        event_name: 'message_created',
        conditions: [
          { attribute_key: 'content', filter_operator: 'contains', values: [`keyword-${i}`], query_operator: 'and' },
          { attribute_key: 'inbox_id', filter_operator: 'equal_to', values: [ruled.inbox.id], query_operator: 'and' },
          { attribute_key: 'email', filter_operator: 'starts_with', values: [`vip-${i}`] },
        ],
        actions: [{ action_name: 'add_private_note', action_params: [`matched ${i}`] }],
      });
    const time = async (event: TEngineEvent) => {
      const t0 = performance.now();
      const matched = await runRules(app.deps, event);
      if (matched.length) throw new Error('a rule matched: the bench measures evaluation only');
      return performance.now() - t0;
    };
    for (let i = 0; i < 50; i += 1) {
      await time(bare.event);
      await time(ruled.event);
    }
    const base: number[] = [];
    const rules: number[] = [];
    // Interleaved, so both see the same machine.
    for (let i = 0; i < RUNS; i += 1) {
      base.push(await time(bare.event));
      rules.push(await time(ruled.event));
    }
    const added = pct(rules, 95) - pct(base, 95);
    console.log(
      `automation rules: ${RUNS} message.created events each, ${RULES} active rules (3 conditions, none match)`,
    );
    console.log(`                    p50 ms   p95 ms   p99 ms`);
    console.log(`  no rules        ${fmt(pct(base, 50), 2)}  ${fmt(pct(base, 95), 2)}  ${fmt(pct(base, 99), 2)}`);
    console.log(
      `  ${RULES} rules        ${fmt(pct(rules, 50), 2)}  ${fmt(pct(rules, 95), 2)}  ${fmt(pct(rules, 99), 2)}`,
    );
    console.log(
      `  added by rules p95 ${added.toFixed(2)} ms (target ≤ ${TARGET_ADDED_P95_MS} ms) ${added <= TARGET_ADDED_P95_MS ? 'OK' : 'OVER'}`,
    );
    figure('automation', `p95 added by ${RULES} rules to message.created`, added, 'ms', {
      atMost: TARGET_ADDED_P95_MS,
    });
    await closeApp();
  } finally {
    await bench.close();
  }
};

await main();
