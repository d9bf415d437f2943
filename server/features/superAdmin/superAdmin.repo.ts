import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

/** One page of rows and the count of all that match. */
export interface TPage<T> {
  rows: T[];
  count: number;
}

export type TAccountListRow = {
  id: number;
  name: string;
  locale: string;
  status: number;
  deleting: boolean;
  deletion_due_at: string | null;
  features: Record<string, boolean>;
  limits: Record<string, number | null>;
  agents_count: number;
  inboxes_count: number;
  conversations_count: number;
  created_at: Date;
};

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const asId = (q: string) => (/^\d{1,9}$/.test(q) ? Number(q) : -1);

const accountColumns = sql`
  a.id, a.name, a.locale, a.status, a.features, a.limits, a.created_at,
  (a.custom_attributes ? 'marked_for_deletion_at') AS deleting,
  (a.custom_attributes ->> 'deletion_due_at') AS deletion_due_at,
  (SELECT count(*)::int FROM account_users au WHERE au.account_id = a.id) AS agents_count,
  (SELECT count(*)::int FROM inboxes i WHERE i.account_id = a.id AND i.deleting_at IS NULL) AS inboxes_count,
  (SELECT count(*)::int FROM conversations c WHERE c.account_id = a.id) AS conversations_count`;

/** Accounts whose name contains `q` (or whose id is `q`), newest first. */
export const listAccounts = async (db: TExecutor, q: string | undefined, limit: number, offset: number) => {
  const where: SQL = q ? sql`WHERE a.name ILIKE ${like(q)} OR a.id = ${asId(q)}` : sql``;
  const [{ rows }, counted] = [
    await db.execute<TAccountListRow>(
      sql`SELECT ${accountColumns} FROM accounts a ${where} ORDER BY a.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM accounts a ${where}`),
  ];
  return { rows, count: counted.rows[0]?.n ?? 0 } satisfies TPage<TAccountListRow>;
};

export const findAccountRow = async (db: TExecutor, id: number) =>
  (await db.execute<TAccountListRow>(sql`SELECT ${accountColumns} FROM accounts a WHERE a.id = ${id}`)).rows[0] ?? null;

export const listAccountMembers = async (db: TExecutor, accountId: number) =>
  (
    await db.execute<{ id: number; name: string; email: string; role: number }>(sql`
      SELECT u.id, u.name, u.email, au.role FROM account_users au JOIN users u ON u.id = au.user_id
      WHERE au.account_id = ${accountId} ORDER BY au.role DESC, u.name LIMIT 200`)
  ).rows;

/** Sets the account's status, feature overrides and limits (merged into the stored jsonb). */
export const patchAccount = async (
  db: TExecutor,
  id: number,
  patch: {
    name?: string;
    status?: number;
    features?: Record<string, boolean>;
    limits?: Record<string, number | null>;
  },
) => {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (patch.name !== undefined) sets.push(sql`name = ${patch.name}`);
  if (patch.status !== undefined) sets.push(sql`status = ${patch.status}`);
  if (patch.features) sets.push(sql`features = features || ${JSON.stringify(patch.features)}::jsonb`);
  if (patch.limits) {
    const removed = Object.keys(patch.limits).filter((k) => patch.limits?.[k] === null);
    const kept = Object.fromEntries(Object.entries(patch.limits).filter(([, v]) => v !== null));
    const keys = removed.length
      ? sql`ARRAY[${sql.join(
          removed.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[]`
      : sql`'{}'::text[]`;
    sets.push(sql`limits = (limits - ${keys}) || ${JSON.stringify(kept)}::jsonb`);
  }
  const { rows } = await db.execute<{ id: number }>(
    sql`UPDATE accounts SET ${sql.join(sets, sql`, `)} WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
};

export type TUserListRow = {
  id: number;
  name: string;
  email: string;
  type: string | null;
  confirmed: boolean;
  mfa_enabled: boolean;
  accounts_count: number;
  created_at: Date;
};

const userColumns = sql`
  u.id, u.name, u.email, u.type, (u.confirmed_at IS NOT NULL) AS confirmed, u.created_at,
  EXISTS (SELECT 1 FROM user_mfa m WHERE m.user_id = u.id AND m.enabled_at IS NOT NULL) AS mfa_enabled,
  (SELECT count(*)::int FROM account_users au WHERE au.user_id = u.id) AS accounts_count`;

/** Users whose name or email contains `q` (or whose id is `q`), newest first. */
export const listUsers = async (db: TExecutor, q: string | undefined, limit: number, offset: number) => {
  const where: SQL = q ? sql`WHERE u.name ILIKE ${like(q)} OR u.email ILIKE ${like(q)} OR u.id = ${asId(q)}` : sql``;
  const { rows } = await db.execute<TUserListRow>(
    sql`SELECT ${userColumns} FROM users u ${where} ORDER BY u.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const counted = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users u ${where}`);
  return { rows, count: counted.rows[0]?.n ?? 0 } satisfies TPage<TUserListRow>;
};

export const findUserRow = async (db: TExecutor, id: number) =>
  (await db.execute<TUserListRow>(sql`SELECT ${userColumns} FROM users u WHERE u.id = ${id}`)).rows[0] ?? null;

export const listUserAccounts = async (db: TExecutor, userId: number) =>
  (
    await db.execute<{ id: number; name: string; role: number; status: number }>(sql`
      SELECT a.id, a.name, au.role, a.status FROM account_users au JOIN accounts a ON a.id = au.account_id
      WHERE au.user_id = ${userId} ORDER BY a.id`)
  ).rows;
