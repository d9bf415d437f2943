import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { TDb } from './client.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies pending migrations; safe to run from several nodes at once (drizzle takes an advisory lock per run). */
export const runMigrations = async (db: TDb) => {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
};
