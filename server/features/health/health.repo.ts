import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

/** One round trip; rejects when the database does not answer. */
export const pingDatabase = async (db: TExecutor) => {
  await db.execute(sql`SELECT 1`);
};
