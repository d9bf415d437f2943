import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

/** The database's size on disk and the server's version. */
export const databaseFacts = async (db: TExecutor) => {
  const { rows } = await db.execute<{ size: string; version: string }>(
    sql`SELECT pg_database_size(current_database())::text AS size, current_setting('server_version') AS version`,
  );
  return { sizeBytes: Number(rows[0]?.size ?? 0), version: rows[0]?.version ?? '' };
};

/** The nodes whose sockets kept a presence heartbeat in the last 10 minutes (presences.node_id). */
export const recentNodes = async (db: TExecutor) =>
  (
    await db.execute<{ node_id: string; seen_at: Date }>(sql`
      SELECT node_id, max(last_seen_at) AS seen_at FROM presences
      WHERE last_seen_at > now() - interval '10 minutes' GROUP BY node_id ORDER BY node_id`)
  ).rows;
