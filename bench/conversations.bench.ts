/**
 * `npm run bench:conversations`: the conversation workspace at scale — 100,000 conversations and
 * 1,000,000 messages across 50 inboxes and 200 agents (bench/conversationsSeed.ts, set-based SQL).
 * The data set lives in the database `bench_conversations` (BENCH_DATABASE_URL's server, else
 * TEST_DATABASE_URL's, else an embedded PostgreSQL kept in $TMPDIR/helpdesk-bench-conversations) and is
 * reused while it has the right size; BENCH_FRESH=1 rebuilds it. Times through the real HTTP routes
 * (app.inject, auth and all), as an agent and as an administrator, each beside hand-written SQL doing the
 * same work (bench/conversationsSql.ts):
 *   list    — GET conversations (25 + tab counts)            target p95 ≤ 1.5× bare SQL
 *   messages — GET messages, latest 20 and an older page     (figures)
 *   search  — GET search and GET conversations/search        target p95 ≤ 100 ms
 *   create  — POST messages, sustained for 20 s, 16 at once  target ≥ 0.8× the bare SQL transaction
 * Messages written by the create phase are removed afterwards so the set keeps its size.
 */
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../server/db/client.ts';
import { insertAccount } from '../server/features/accounts/index.ts';
import { insertAccountUser } from '../server/features/users/index.ts';
import { issueSession } from '../server/features/auth/index.ts';
import { findUserById, insertUser } from '../server/features/users/index.ts';
import { SEED_VERSION, SIZES, seedConversations, type TSeedInfo } from './conversationsSeed.ts';
import { bareCreate, bareList, bareMessages, bareSearch, type TViewer } from './conversationsSql.ts';
import {
  onServer,
  openBenchServer,
  pct,
  prepareDatabase,
  startBenchApp,
  time,
  withDb,
  type TBenchApp,
} from './benchDatabase.ts';
import { figure } from './figures.ts';
import { profiled } from './profile.ts';

/** BENCH_DB_NAME: another database name on the same server (two people benching one server). */
const DB_NAME = process.env.BENCH_DB_NAME ?? 'bench_conversations';
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 500);
const CREATE_SECONDS = Number(process.env.BENCH_CREATE_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const TARGETS = { listRatio: 1.5, searchP95Ms: 100, createPerSec: 1000, createRatio: 0.8 };
/** BENCH_ONLY=list,messages,search,create runs just those phases (all when unset). */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'list,messages,search,create').split(',').map((x) => x.trim()));

class SkipCreate extends Error {}

/**
 * BENCH_TRACE=1: every statement any pool sends during the HTTP create phase (the app, its consumers and job
 * worker alike), counted and timed by text, printed per message written — the write path's profile.
 */
const TRACE = Boolean(process.env.BENCH_TRACE);
const traced = new Map<string, { n: number; ms: number }>();
let tracing = false;
if (TRACE) {
  const original = Reflect.get(pg.Client.prototype, 'query') as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?');
    if (!tracing) return original.apply(this, args);
    const t0 = performance.now();
    const key = text.replace(/\s+/g, ' ').slice(0, 160);
    const done = () => {
      const e = traced.get(key) ?? { n: 0, ms: 0 };
      e.n += 1;
      e.ms += performance.now() - t0;
      traced.set(key, e);
    };
    // The pool's own query() passes a callback (no promise comes back): count those too.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function')
      args[last] = (...r: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...r);
      };
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;
}
const printTrace = (messages: number, what = 'the HTTP create phase', per = 'msg') => {
  const all = [...traced.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const total = all.reduce((s, [, e]) => s + e.n, 0);
  console.log(`\nstatements during ${what}: ${(total / messages).toFixed(2)} per ${per}`);
  for (const [text, e] of all.slice(0, 40))
    console.log(`${(e.n / messages).toFixed(2).padStart(6)}/${per} ${(e.ms / e.n).toFixed(2).padStart(7)} ms  ${text}`);
  traced.clear();
};
/** With BENCH_TRACE, the statements one request sends (after the sampled runs, so caches are as they were). */
const traceOne = async (what: string, request: () => Promise<unknown>) => {
  if (!TRACE) return;
  tracing = true;
  await request();
  tracing = false;
  printTrace(1, what, 'request');
};

/** Waits (up to 3 min) until every event of the account is dispatched and no job is queued or running. */
const settled = async (pool: pg.Pool, accountId: number) => {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ busy: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND start_after < now())
          OR EXISTS (SELECT 1 FROM accounts a LEFT JOIN event_dispatch d ON d.account_id = a.id
                     WHERE a.id = $1 AND a.last_event_seq > coalesce(d.seq, 0))
          OR EXISTS (SELECT 1 FROM events WHERE account_id = $1 AND seq IS NULL) AS busy`,
      [accountId],
    );
    if (!rows[0]?.busy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** The seed's record, when the database holds a complete set of this version and size. */
const existingSet = async (url: string): Promise<TSeedInfo | null> => {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<TSeedInfo & { version: number }>(
      `SELECT version, account_id AS "accountId", admin_id AS "adminId", agent_id AS "agentId" FROM bench_seed`,
    );
    const info = rows[0];
    if (!info || info.version !== SEED_VERSION) return null;
    const { rows: n } = await client.query<{ c: number; m: number }>(
      `SELECT (SELECT count(*) FROM conversations WHERE account_id = $1)::int AS c,
              (SELECT count(*) FROM messages WHERE account_id = $1)::int AS m`,
      [info.accountId],
    );
    return n[0]?.c === SIZES.conversations && n[0].m === SIZES.messages ? info : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const createSet = async (adminUrl: string, url: string) => {
  await onServer(adminUrl, `DROP DATABASE IF EXISTS "${DB_NAME}" WITH (FORCE)`);
  await onServer(adminUrl, `CREATE DATABASE "${DB_NAME}"`);
  const database = connectDatabase(url, 2);
  const t0 = performance.now();
  try {
    await prepareDatabase(database.db);
    const account = await insertAccount(database.db, { name: 'Bench' });
    const user = (name: string, email: string) =>
      insertUser(database.db, { name, email, encryptedPassword: null, confirmedAt: new Date(), type: null });
    const adminUser = await user('Bench Admin', 'bench-admin@bench.test');
    const agentUser = await user('Agent 0', 'bench-agent@bench.test');
    await insertAccountUser(database.db, { accountId: account.id, userId: adminUser.id, role: 1 });
    await insertAccountUser(database.db, { accountId: account.id, userId: agentUser.id, role: 0 });
    const info = { accountId: account.id, adminId: adminUser.id, agentId: agentUser.id };
    const client = await database.pool.connect();
    try {
      await seedConversations(client, info, console.log);
      await client.query(
        `CREATE TABLE bench_seed (version int NOT NULL, account_id int NOT NULL, admin_id int NOT NULL, agent_id int NOT NULL)`,
      );
      await client.query(`INSERT INTO bench_seed VALUES ($1, $2, $3, $4)`, [
        SEED_VERSION,
        info.accountId,
        info.adminId,
        info.agentId,
      ]);
    } finally {
      client.release();
    }
    console.log(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    return info;
  } finally {
    await database.close();
  }
};

const main = async () => {
  // An external server as it is, else a persistent embedded cluster (so the data set survives runs).
  const server = await openBenchServer(path.join(os.tmpdir(), 'helpdesk-bench-conversations'));
  if (server.dir) console.log(`embedded PostgreSQL in ${server.dir}`);
  const url = withDb(server.adminUrl, DB_NAME);
  let info = process.env.BENCH_FRESH ? null : await existingSet(url);
  if (info)
    console.log(`reusing database ${DB_NAME} (${SIZES.conversations} conversations, ${SIZES.messages} messages)`);
  else {
    console.log(`generating database ${DB_NAME} …`);
    info = await createSet(server.adminUrl, url);
  }
  const database = connectDatabase(url, 10);
  let started: TBenchApp | null = null;
  try {
    await prepareDatabase(database.db); // a migration added since the set was generated applies here
    started = await startBenchApp(database, url);
    const { app, deps } = started;
    const { accountId } = info;
    const session = async (id: number) => {
      const u = await findUserById(database.db, id);
      if (!u) throw new Error(`user ${id} missing`);
      return issueSession(deps, u);
    };
    const roles = [
      {
        name: 'agent',
        viewer: { accountId, userId: info.agentId, isAdmin: false },
        headers: await session(info.agentId),
      },
      {
        name: 'admin',
        viewer: { accountId, userId: info.adminId, isAdmin: true },
        headers: await session(info.adminId),
      },
    ];
    let clients = 0;
    const inject = async (headers: Record<string, string>, method: 'GET' | 'POST', p: string, payload?: unknown) => {
      clients += 1;
      const res = await app.inject({
        method,
        url: `/api/v1/accounts/${accountId}${p}`,
        headers,
        // Many agents, many addresses: one address would meet the 3,000/min per-IP limit.
        remoteAddress: `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`,
        ...(payload !== undefined && { payload: payload as never }),
      });
      if (res.statusCode !== 200) throw new Error(`${method} ${p} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };
    const samples = async (run: (i: number) => Promise<void>) => {
      // Warm-up to a long-running server's steady state: PostgreSQL plans a prepared statement afresh on
      // its first five runs on each pooled connection.
      for (let i = 0; i < WARMUP; i++) await run(i);
      for (let i = 0; i < RUNS; i++) await run(i);
    };

    // Conversations each role sees (the agent: inboxes 0 and 17; hot threads sit in inbox 0).
    const pick = async (v: TViewer, where: string) =>
      (
        await database.pool.query<{ display_id: number; id: number; top: string }>(
          `SELECT c.display_id, c.id, (SELECT max(id) FROM messages m WHERE m.conversation_id = c.id)::text AS top
           FROM conversations c WHERE c.account_id = $1 AND ${where}
             AND ${v.isAdmin ? 'true' : `c.inbox_id IN (SELECT inbox_id FROM inbox_members WHERE user_id = ${v.userId})`}
           ORDER BY hashint4(c.id) LIMIT 100`,
          [accountId],
        )
      ).rows;

    const rows: string[][] = [];
    const verdicts: string[] = [];
    const row = (label: string, http: number[], bare: number[]) =>
      rows.push(
        [label, pct(http, 50), pct(http, 95), pct(bare, 50), pct(bare, 95), pct(http, 95) / pct(bare, 95)].map((x) =>
          typeof x === 'number' ? x.toFixed(1) : x,
        ),
      );

    for (const { name, viewer, headers } of roles) {
      // List: the tabs an agent flips through, first pages and a deeper one.
      if (ONLY.has('list')) {
        const tabs = ['me', 'unassigned', 'all'];
        const pages = [1, 1, 2, 4];
        const lh: number[] = [];
        const ls: number[] = [];
        await samples(async (i) => {
          const tab = tabs[i % 3] ?? 'all';
          const page = pages[i % 4] ?? 1;
          lh.push(
            await time(() => inject(headers, 'GET', `/conversations?assignee_type=${tab}&status=open&page=${page}`)),
          );
          ls.push(await time(() => bareList(database.pool, viewer, tab, 0, page)));
        });
        row(`${name}: list (25 + counts)`, lh, ls);
        await traceOne(`${name}: GET conversations`, () =>
          inject(headers, 'GET', `/conversations?assignee_type=me&status=open&page=1`),
        );
        const ratio = pct(lh, 95) / pct(ls, 95);
        figure('conversations', `${name} list p95 / bare SQL`, ratio, '×', { atMost: TARGETS.listRatio });
        verdicts.push(
          `${name} list p95 ${ratio.toFixed(2)}× bare SQL (≤ ${TARGETS.listRatio}×): ${ratio <= TARGETS.listRatio ? 'PASS' : 'MISS'}`,
        );
      }

      // Messages: the latest 20 of any conversation; an older page deep inside a 1,009-message thread.
      if (ONLY.has('messages')) {
        const convs = await pick(viewer, 'true');
        const hot = await pick(viewer, `c.display_id % 1000 = 500`);
        const mh: number[] = [];
        const ms: number[] = [];
        const oh: number[] = [];
        const os_: number[] = [];
        await profiled(`${name}'s messages phase`, () =>
          samples(async (i) => {
            const c = convs[i % convs.length]!;
            mh.push(await time(() => inject(headers, 'GET', `/conversations/${c.display_id}/messages`)));
            ms.push(await time(() => bareMessages(database.pool, viewer, c.display_id)));
            const h = hot[i % hot.length]!;
            const before = Number(h.top) - 20 * (1 + (i % 40));
            oh.push(
              await time(() => inject(headers, 'GET', `/conversations/${h.display_id}/messages?before=${before}`)),
            );
            os_.push(await time(() => bareMessages(database.pool, viewer, h.display_id, before)));
          }),
        );
        row(`${name}: messages, latest 20`, mh, ms);
        await traceOne(`${name}: GET messages, latest 20`, () =>
          inject(headers, 'GET', `/conversations/${convs[0]!.display_id}/messages`),
        );
        figure('conversations', `${name} latest 20 messages p95 / bare SQL`, pct(mh, 95) / pct(ms, 95), '×', {
          atMost: TARGETS.listRatio,
        });
        row(`${name}: messages, older (before)`, oh, os_);
      }

      // Search: what agents type — a word, two words, an order number, a contact's name or email, a short word, no match.
      if (!ONLY.has('search')) continue;
      const terms = ['refund', 'damaged item', 'order 4731', 'olivia smith', 'nguyen', '.khan12', 'tax', 'zzqx'];
      const sh: number[] = [];
      const ss: number[] = [];
      const ch: number[] = [];
      await samples(async (i) => {
        const q = encodeURIComponent(terms[i % terms.length]!.replace('4731', String(4000 + (i % 900))));
        sh.push(await time(() => inject(headers, 'GET', `/search?q=${q}`)));
        ss.push(await time(() => bareSearch(database.pool, viewer, decodeURIComponent(q))));
        ch.push(await time(() => inject(headers, 'GET', `/conversations/search?q=${q}`)));
      });
      row(`${name}: GET search (3 kinds)`, sh, ss);
      row(`${name}: GET conversations/search`, ch, ss);
      for (const [label, xs] of [
        ['search', sh],
        ['conversations/search', ch],
      ] as const) {
        figure('conversations', `${name} ${label} p95`, pct(xs, 95), 'ms', { atMost: TARGETS.searchP95Ms });
        verdicts.push(
          `${name} ${label} p95 ${pct(xs, 95).toFixed(1)} ms (≤ ${TARGETS.searchP95Ms} ms): ${pct(xs, 95) <= TARGETS.searchP95Ms ? 'PASS' : 'MISS'}`,
        );
      }
    }

    // Create: replies from the agent and the administrator into 100 open conversations both see, CONCURRENCY at once.
    const agent = roles[0]!;
    const admin = roles[1]!;
    const targets = await pick(agent.viewer, 'c.status = 0');
    const { rows: before } = await database.pool.query<{ m: string; e: string; seq: string }>(
      `SELECT (SELECT coalesce(max(id), 0) FROM messages)::text AS m, (SELECT coalesce(max(id), 0) FROM events)::text AS e,
         (SELECT last_event_seq FROM accounts WHERE id = $1)::text AS seq`,
      [accountId],
    );
    const snapshot = await database.pool.query(
      `SELECT id, status, last_activity_at, updated_at, waiting_since, first_reply_created_at, snoozed_until
       FROM conversations WHERE id = ANY($1)`,
      [targets.map((t) => t.id)],
    );
    const sustained = async (one: (n: number) => Promise<unknown>) => {
      let n = 0;
      let failure: unknown = null;
      const end = performance.now() + CREATE_SECONDS * 1000;
      const t0 = performance.now();
      // Every worker stops at the first failure, so nothing is still writing when the set is cleaned up.
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (!failure && performance.now() < end) await one(n++).catch((err: unknown) => (failure ??= err));
        }),
      );
      if (failure) throw failure instanceof Error ? failure : new Error('create failed');
      return n / ((performance.now() - t0) / 1000);
    };
    let createHttp = 0;
    let createBare = 0;
    let createAsync = 0;
    try {
      if (!ONLY.has('create')) throw new SkipCreate();
      let written = 0;
      tracing = TRACE;
      const cpu0 = process.cpuUsage();
      createHttp = await profiled('the HTTP create phase', () =>
        sustained((n) => {
          const who = n % 2 ? admin : agent;
          const t = targets[n % targets.length]!;
          written += 1;
          return inject(who.headers, 'POST', `/conversations/${t.display_id}/messages`, {
            content: `Bench reply ${n}`,
          });
        }),
      );
      tracing = false;
      const phaseCpu = process.cpuUsage(cpu0);
      // The consumers' jobs for these messages run on after the phase: CPU is counted until they are done too.
      await settled(database.pool, accountId);
      const allCpu = process.cpuUsage(cpu0);
      const perMsg = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000 / written;
      console.log(
        `node CPU per message written (${written}): ${perMsg(phaseCpu).toFixed(2)} ms during the phase, ${perMsg(allCpu).toFixed(2)} ms with the consumers' work after it`,
      );
      figure('conversations', 'message create, node CPU per message (consumers included)', perMsg(allCpu), 'ms');
      if (TRACE) printTrace(written);
      createBare = await sustained((n) => {
        const who = n % 2 ? admin : agent;
        return bareCreate(database.pool, who.viewer, targets[n % targets.length]!.id, `Bench reply ${n}`);
      });
      createAsync = await sustained((n) => {
        const who = n % 2 ? admin : agent;
        return bareCreate(database.pool, who.viewer, targets[n % targets.length]!.id, `Bench reply ${n}`, false);
      });
    } catch (err) {
      if (!(err instanceof SkipCreate)) throw err;
    } finally {
      // Put the set back as it was: drop the benchmark's messages and events, restore the conversations.
      await started.close(); // its event sequencer stops first, so nothing renumbers while the log is cut back
      await database.pool.query(`DELETE FROM messages WHERE id > $1`, [before[0]?.m]);
      await database.pool.query(`DELETE FROM events WHERE id > $1`, [before[0]?.e]);
      for (const s of snapshot.rows as Record<string, unknown>[])
        await database.pool.query(
          `UPDATE conversations SET status = $2, last_activity_at = $3, updated_at = $4, waiting_since = $5,
             first_reply_created_at = $6, snoozed_until = $7 WHERE id = $1`,
          [
            s.id,
            s.status,
            s.last_activity_at,
            s.updated_at,
            s.waiting_since,
            s.first_reply_created_at,
            s.snoozed_until,
          ],
        );
      await database.pool.query(`UPDATE accounts SET last_event_seq = $2 WHERE id = $1`, [accountId, before[0]?.seq]);
      // The dispatcher's cursor too: left past the log's end, the next run's events went to no consumer.
      await database.pool.query(`UPDATE event_dispatch SET seq = least(seq, $2) WHERE account_id = $1`, [
        accountId,
        before[0]?.seq,
      ]);
      await database.pool.query('VACUUM ANALYZE messages, conversations, events');
    }

    const head = ['', 'HTTP p50', 'HTTP p95', 'SQL p50', 'SQL p95', 'p95 ratio'];
    const widths = [34, 9, 9, 9, 9, 9];
    const line = (cells: string[]) =>
      cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' ');
    console.log(
      `\nconversations bench (${os.cpus().length} cores, ms): ${SIZES.conversations.toLocaleString('en')} conversations, ${SIZES.messages.toLocaleString('en')} messages, ${RUNS} samples each`,
    );
    console.log(line(head));
    for (const r of rows) console.log(line(r));
    if (ONLY.has('create'))
      console.log(
        `create (POST messages, ${CONCURRENCY} at once, ${CREATE_SECONDS} s): HTTP ${createHttp.toFixed(0)}/s, bare SQL transaction ${createBare.toFixed(0)}/s (${createAsync.toFixed(0)}/s with synchronous_commit off)`,
      );
    if (ONLY.has('create')) {
      figure('conversations', 'message create, HTTP (16 at once)', Math.round(createHttp), '/s');
      figure('conversations', 'message create, bare SQL transaction', Math.round(createBare), '/s');
      figure('conversations', 'message create HTTP / bare SQL', createHttp / createBare, '×', {
        atLeast: TARGETS.createRatio,
      });
    }
    if (ONLY.has('create'))
      verdicts.push(
        `message create ${createHttp.toFixed(0)}/s (≥ ${TARGETS.createPerSec}/s): ${createHttp >= TARGETS.createPerSec ? 'PASS' : 'MISS'}`,
      );
    console.log(`\ntargets:\n${verdicts.map((v) => `  ${v}`).join('\n')}`);
  } finally {
    await started?.close();
    await database.close();
    await server.stop();
  }
};

await main();
