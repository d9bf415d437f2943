/**
 * The database setup every seeded bench shares: a fresh database on TEST_DATABASE_URL's server
 * (else a throwaway embedded PostgreSQL), migrated, the job queue installed, an account with an
 * administrator, the real app on it and a session for that administrator; close() drops it all
 * (BENCH_KEEP_DB=1 keeps the database for EXPLAIN). Plus the percentile and timing helpers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connectDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { startEmbeddedPostgres, type TEmbeddedDb } from '../server/db/embedded.ts';
import { installJobQueue } from '../server/jobs/install.ts';
import { insertAccount, insertAccountUser } from '../server/features/accounts/accounts.repo.ts';
import { issueSession } from '../server/features/auth/auth.service.ts';
import { insertUser } from '../server/features/users/users.repo.ts';

export const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
export const fmt = (n: number) => n.toFixed(1).padStart(7);

export const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

/** A fresh, migrated database named `<prefix>_<pid>_<time>`, with an account "Bench" and its administrator. */
export const openBenchDatabase = async (prefix: string) => {
  let embedded: TEmbeddedDb | null = null;
  let tmp: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-'));
    fs.chmodSync(tmp, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: tmp, database: 'postgres' });
    adminUrl = embedded.url;
  }
  const dbName = `${prefix}_${process.pid}_${Date.now()}`;
  const server = new pg.Client({ connectionString: adminUrl });
  await server.connect();
  await server.query(`CREATE DATABASE "${dbName}"`);
  const url = withDb(adminUrl, dbName);
  const database = connectDatabase(url, 10);
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-bench-uploads-'));
  const close = async () => {
    await database.close();
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${dbName}`);
    else await server.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await server.end();
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(uploads, { recursive: true, force: true });
  };
  try {
    await runMigrations(database.db);
    await installJobQueue(database.db); // the app works its job queue as `npm start` does
    const account = await insertAccount(database.db, { name: 'Bench' });
    const user = await insertUser(database.db, {
      name: 'Bench Admin',
      email: `bench-${Date.now()}@example.test`,
      encryptedPassword: 'x',
      confirmedAt: new Date(),
      type: null,
    });
    await insertAccountUser(database.db, { accountId: account.id, userId: user.id, role: 1 });
    /** The real app on the database (call after seeding) and the administrator's session headers. */
    const startApp = async () => {
      const config = loadConfig({ LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, DATA_DIR: uploads });
      const app = await buildApp({ config, db: database.db, databaseUrl: url, logger: false });
      await app.ready();
      const deps = {
        config,
        db: database.db,
        mailer: { send: () => Promise.resolve() },
        uploads: app.deps.uploads,
        log: app.log,
      };
      return { app, deps, headers: await issueSession(deps, user) };
    };
    return { database, url, account, user, startApp, close };
  } catch (e) {
    await close();
    throw e;
  }
};
