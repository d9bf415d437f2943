/**
 * `npm run bench:automation`: what automation rules cost per event. An account with 50 active
 * message_created rules (three conditions each, none matching) and a conversation; each run hands the
 * engine a real message.created event from the log (runRules: the rules query, the conversation and contact
 * reads, the flood guard, the evaluation) and times it against the same event in an account with no rule
 * (the rules query alone). Target: the 50 rules add ≤ 5 ms p95 per event. Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EVENT_SCHEMAS } from '../common/events.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { startEmbeddedPostgres, type TEmbeddedDb } from '../server/db/embedded.ts';
import { installJobQueue } from '../server/jobs/install.ts';
import { insertAccount, insertAccountUser } from '../server/features/accounts/accounts.repo.ts';
import { issueSession } from '../server/features/auth/auth.service.ts';
import { runRules, type TEngineEvent } from '../server/features/automation/automationEngine.ts';
import { insertUser } from '../server/features/users/users.repo.ts';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import type { TApp } from '../server/http.ts';

const RULES = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const TARGET_ADDED_P95_MS = 5;

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const fmt = (n: number) => n.toFixed(2).padStart(7);

/** An account, its administrator's session, and a conversation with one message; returns that message's event. */
const seedAccount = async (app: TApp, database: ReturnType<typeof connectDatabase>, name: string) => {
  const account = await insertAccount(database.db, { name });
  const user = await insertUser(database.db, {
    name: `${name} Admin`,
    email: `${name.toLowerCase()}-${Date.now()}@example.test`,
    encryptedPassword: 'x',
    confirmedAt: new Date(),
    type: null,
  });
  await insertAccountUser(database.db, { accountId: account.id, userId: user.id, role: 1 });
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
  let embedded: TEmbeddedDb | null = null;
  let tmp: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-'));
    fs.chmodSync(tmp, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: tmp, database: 'postgres' });
    adminUrl = embedded.url;
  }
  const dbName = `bench_automation_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = withDb(adminUrl, dbName);
  const database = connectDatabase(url, 10);
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-uploads-'));
  try {
    await runMigrations(database.db);
    await installJobQueue(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, DATA_DIR: uploads, ROLE: 'web' });
    const app = await buildApp({ config, db: database.db, databaseUrl: url, logger: false });
    await app.ready();
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
    console.log(`  no rules        ${fmt(pct(base, 50))}  ${fmt(pct(base, 95))}  ${fmt(pct(base, 99))}`);
    console.log(`  ${RULES} rules        ${fmt(pct(rules, 50))}  ${fmt(pct(rules, 95))}  ${fmt(pct(rules, 99))}`);
    console.log(
      `  added by rules p95 ${added.toFixed(2)} ms (target ≤ ${TARGET_ADDED_P95_MS} ms) ${added <= TARGET_ADDED_P95_MS ? 'OK' : 'OVER'}`,
    );
    await app.close();
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(uploads, { recursive: true, force: true });
  }
};

await main();
