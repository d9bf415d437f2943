/**
 * The database setup every bench shares. The server: BENCH_DATABASE_URL (TEST_DATABASE_URL, the name some
 * benches read before, also works), else an embedded PostgreSQL — throwaway, or in a folder kept across runs.
 * openBenchDatabase: a fresh database on it, migrated, the job queue installed, by default an account with an
 * administrator; startApp puts the real app on it (app.inject, or listening on a free local port) with a session
 * for that administrator; close() stops the app and drops it all (BENCH_KEEP_DB=1 keeps the database for
 * EXPLAIN). Plus the percentile and timing helpers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connectDatabase, type TDatabase, type TDb } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { installJobQueue } from '../server/jobs/install.ts';
import { insertAccount } from '../server/features/accounts/index.ts';
import { insertAccountUser } from '../server/features/users/index.ts';
import { issueSession } from '../server/features/auth/index.ts';
import { insertUser } from '../server/features/users/index.ts';

export const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** The p-th percentile (nearest rank); NaN when there is no sample. */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
export const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(7);

export const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

/**
 * The PostgreSQL server: BENCH_DATABASE_URL (else TEST_DATABASE_URL) as it is, else an embedded one in
 * `dataDir` (kept, so a seeded set survives runs) or in a throwaway folder that stop() removes unless told to keep it.
 */
export const openBenchServer = async (dataDir?: string) => {
  const external = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (external) return { adminUrl: external, dir: null, stop: (_keep = false) => Promise.resolve() };
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
  const stop = async (keep = false) => {
    await embedded.stop();
    if (!dataDir && !keep) fs.rmSync(dir, { recursive: true, force: true });
  };
  return { adminUrl: embedded.url, dir, stop };
};

/** Runs a statement on the server's maintenance database (CREATE / DROP DATABASE). */
export const onServer = async (adminUrl: string, sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** What `npm start` does to a database before serving: the migrations, then the job queue's tables. */
export const prepareDatabase = async (db: TDb) => {
  await runMigrations(db);
  await installJobQueue(db); // the app works its job queue as `npm start` does
};

/** An account and its administrator, inserted directly (no HTTP). */
export const insertAdmin = async (db: TDb, name: string) => {
  const account = await insertAccount(db, { name });
  const user = await insertUser(db, {
    name: `${name} Admin`,
    email: `${name.toLowerCase()}-${Date.now()}@example.test`,
    encryptedPassword: 'x',
    confirmedAt: new Date(),
    type: null,
  });
  await insertAccountUser(db, { accountId: account.id, userId: user.id, role: 1 });
  return { account, user };
};

export interface TBenchAppOptions {
  /** Configuration beside the bench's own (LOG_LEVEL silent, a throwaway DATA_DIR and UPLOADS_DIR). */
  env?: Record<string, string>;
  /** Serve on a free port of 127.0.0.1 (`base` is its URL); else only ready for app.inject. */
  listen?: boolean;
}

/** The real app on `database` (reached at `url`); close() stops it and removes its uploads folder. */
export const startBenchApp = async (database: TDatabase, url: string, opts: TBenchAppOptions = {}) => {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-uploads-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    UPLOADS_DIR: uploads,
    DATA_DIR: uploads,
    DATABASE_URL: url,
    ...opts.env,
  });
  const app = await buildApp({ config, db: database.db, databaseUrl: url, logger: false }).catch((e: unknown) => {
    fs.rmSync(uploads, { recursive: true, force: true });
    throw e;
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  };
  let base = '';
  try {
    if (opts.listen) base = await app.listen({ port: 0, host: '127.0.0.1' });
    else await app.ready();
  } catch (e) {
    await close();
    throw e;
  }
  const deps = {
    config,
    db: database.db,
    mailer: { send: () => Promise.resolve() },
    uploads: app.deps.uploads,
    log: app.log,
  };
  return { app, deps, base, uploads, close };
};
export type TBenchApp = Awaited<ReturnType<typeof startBenchApp>>;

/** A fresh, prepared database named `<prefix>_<pid>_<time>` and nothing in it; the benches that sign up use it. */
export const openFreshDatabase = async (prefix: string) => {
  const server = await openBenchServer();
  const dbName = `${prefix}_${process.pid}_${Date.now()}`;
  const keep = Boolean(process.env.BENCH_KEEP_DB);
  let database: TDatabase | null = null;
  const apps: TBenchApp[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    await database?.close();
    if (keep) console.log(`kept database ${dbName}${server.dir ? ` (embedded cluster in ${server.dir})` : ''}`);
    else await onServer(server.adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await server.stop(keep);
  };
  try {
    await onServer(server.adminUrl, `CREATE DATABASE "${dbName}"`);
    const url = withDb(server.adminUrl, dbName);
    const db = connectDatabase(url, 10);
    database = db;
    await prepareDatabase(db.db);
    /** The real app on the database (call after seeding); close() stops it if the bench has not. */
    const startApp = async (opts: TBenchAppOptions = {}) => {
      const started = await startBenchApp(db, url, opts);
      apps.push(started);
      return started;
    };
    return { database: db, url, startApp, close };
  } catch (e) {
    await close();
    throw e;
  }
};

/** A fresh, prepared database with an account "Bench" and its administrator, whose session startApp returns. */
export const openBenchDatabase = async (prefix: string) => {
  const fresh = await openFreshDatabase(prefix);
  try {
    const { account, user } = await insertAdmin(fresh.database.db, 'Bench');
    const startApp = async (opts: TBenchAppOptions = {}) => {
      const started = await fresh.startApp(opts);
      return { ...started, headers: await issueSession(started.deps, user) };
    };
    return { ...fresh, account, user, startApp };
  } catch (e) {
    await fresh.close();
    throw e;
  }
};
