import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { installationConfigs } from '../db/schema/index.ts';

/** Keeps `secret` under `name` unless one is there already (the first node wins), then reads the one kept. */
export const keepInstallationSecret = async (db: TExecutor, name: string, secret: string) => {
  await db.insert(installationConfigs).values({ name, value: { secret } }).onConflictDoNothing();
  const { rows } = await db.execute<{ value: { secret: string } }>(
    sql`SELECT value FROM installation_configs WHERE name = ${name}`,
  );
  const kept = rows[0]?.value.secret;
  if (!kept) throw new Error(`installation secret ${name} missing`);
  return kept;
};
