import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { installJobQueue } from '../jobs/install.ts';
import { BOSS_SCHEMA } from '../jobs/queue.ts';
import { JOB_DEFINITIONS } from '../jobs/registry.ts';
import { connectDatabase, type TDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const adminUrl = inject('adminUrl');
const name = `mig_${process.pid}_${Date.now()}`;
const url = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
})();
const opened: TDatabase[] = [];

const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});

describe('several nodes booting on an empty database', () => {
  it('three nodes migrate and install the job queue at once; all succeed with one set of tables', async () => {
    await admin((c) => c.query(`CREATE DATABASE "${name}"`));
    const nodes = [0, 1, 2].map(() => connectDatabase(url, 3));
    opened.push(...nodes);
    // As server/main.ts boots: migrations and the job queue at once, on every node.
    const results = await Promise.allSettled(
      nodes.map((n) => Promise.all([runMigrations(n.db), installJobQueue(n.db)])),
    );
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);

    const c = nodes[0]!.pool;
    const applied = await c.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
    const hashes = await c.query<{ n: string }>('SELECT count(DISTINCT hash) AS n FROM drizzle.__drizzle_migrations');
    expect(Number(applied.rows[0]!.n)).toBeGreaterThan(0);
    expect(applied.rows[0]!.n).toBe(hashes.rows[0]!.n);
    const accounts = await c.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'accounts'",
    );
    expect(accounts.rows[0]!.n).toBe('1');
    const queues = await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${BOSS_SCHEMA}.queue`);
    expect(Number(queues.rows[0]!.n)).toBe(JOB_DEFINITIONS.length);
  });
});
