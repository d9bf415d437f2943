import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accounts, auditLogs, users } from '../../db/schema/index.ts';

export type TAuditLogRow = typeof auditLogs.$inferSelect;
export type TNewAuditLog = typeof auditLogs.$inferInsert;

/** The only write the app makes to audit_logs besides retention: rows are never updated. A missing actor name is read from users. */
export const insertAuditLog = async (db: TExecutor, row: TNewAuditLog) => {
  const username =
    row.username ?? (row.userId ? sql`(select ${users.name} from ${users} where ${users.id} = ${row.userId})` : null);
  await db.insert(auditLogs).values({ ...row, username });
};

export interface TAuditLogFilter {
  /** Null: the installation's own rows (the console's). */
  accountId: number | null;
  userId?: number;
  action?: string;
  auditableType?: string;
  auditableId?: number;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  q?: string;
}

const ofAccount = (accountId: number | null) =>
  accountId === null ? isNull(auditLogs.accountId) : eq(auditLogs.accountId, accountId);

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const whereOf = (f: TAuditLogFilter) => {
  const parts: SQL[] = [ofAccount(f.accountId)];
  if (f.userId !== undefined) parts.push(eq(auditLogs.userId, f.userId));
  if (f.action !== undefined) parts.push(eq(auditLogs.action, f.action));
  if (f.auditableType !== undefined) parts.push(eq(auditLogs.auditableType, f.auditableType));
  if (f.auditableId !== undefined) parts.push(eq(auditLogs.auditableId, f.auditableId));
  if (f.from) parts.push(gte(auditLogs.createdAt, f.from));
  if (f.until) parts.push(lt(auditLogs.createdAt, f.until));
  if (f.q) {
    const like = likeOf(f.q);
    parts.push(
      sql`(${auditLogs.username} ilike ${like} or ${auditLogs.auditableName} ilike ${like}
        or ${auditLogs.auditableType} ilike ${like} or ${auditLogs.action} ilike ${like}
        or ${auditLogs.auditedChanges}::text ilike ${like})`,
    );
  }
  return and(...parts);
};

/** One page, newest first, with the total the filter matches. */
export const listAuditLogs = async (db: TExecutor, f: TAuditLogFilter, limit: number, offset: number) => {
  const where = whereOf(f);
  const [rows, total] = await Promise.all([
    db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
};

/**
 * Each account's retention (settings.audit_logs_retention_days, else the default), and the installation's own
 * rows (accountId null) at the default, for the prune job.
 */
export const listRetentions = async (
  db: TExecutor,
  fallbackDays: number,
): Promise<{ accountId: number | null; days: number }[]> => [
  ...(await db
    .select({
      accountId: accounts.id,
      days: sql<number>`coalesce((${accounts.settings}->>'audit_logs_retention_days')::int, ${fallbackDays})`,
    })
    .from(accounts)),
  { accountId: null, days: fallbackDays },
];

/** Deletes at most `batch` of the account's rows older than `before`; returns how many went. */
export const pruneAuditLogBatch = async (db: TExecutor, accountId: number | null, before: Date, batch: number) => {
  const old = db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(and(ofAccount(accountId), lt(auditLogs.createdAt, before)))
    .limit(batch);
  const gone = await db.delete(auditLogs).where(inArray(auditLogs.id, old)).returning({ id: auditLogs.id });
  return gone.length;
};
