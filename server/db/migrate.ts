import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { LOCK_KEYS, withAdvisoryLock } from './advisoryLock.ts';
import type { TDb } from './client.ts';
import { fromRoot } from '../lib/projectRoot.ts';

export const MIGRATIONS_DIR = fromRoot('server', 'db', 'migrations');

/**
 * Applies pending migrations. drizzle's migrator takes no lock of its own, so several nodes booting on
 * an empty database would race on `CREATE TABLE`: the run holds a session advisory lock, and the next
 * node finds everything applied once it gets it.
 */
export const runMigrations = (db: TDb) =>
  withAdvisoryLock(db.$client, LOCK_KEYS.migrations, () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
