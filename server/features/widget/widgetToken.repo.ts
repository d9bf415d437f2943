import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { installationConfigs } from '../../db/schema/index.ts';

/** Stores a secret under `name` in installation_configs unless one is there already (the first node wins). */
export const insertSecretIfMissing = async (db: TExecutor, name: string, secret: string) => {
  await db.insert(installationConfigs).values({ name, value: { secret } }).onConflictDoNothing();
};

/** The secret stored under `name`, or null. */
export const findSecret = async (db: TExecutor, name: string) => {
  const { rows } = await db.execute<{ value: { secret: string } }>(
    sql`SELECT value FROM installation_configs WHERE name = ${name}`,
  );
  return rows[0]?.value.secret ?? null;
};
