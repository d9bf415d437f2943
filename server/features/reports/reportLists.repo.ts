import { sql } from 'drizzle-orm';
import type { TReportType, TSummaryReportKind } from '../../../common/contracts/reports.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TReportScopeFilter } from './reportSources.repo.ts';

/** Open conversations nobody has answered yet, or whose customer waits for a reply (the app's unattended tab). */
const UNATTENDED = sql`(first_reply_created_at IS NULL OR waiting_since IS NOT NULL)`;

/** The account's live counts (not ranged): open, unattended, unassigned, pending. */
export const findLiveCounts = async (db: TExecutor, accountId: number) => {
  const res = await db.execute<{ open: string; unattended: string; unassigned: string; pending: string }>(sql`
    SELECT count(*) FILTER (WHERE status = 0) AS open,
      count(*) FILTER (WHERE status = 0 AND ${UNATTENDED}) AS unattended,
      count(*) FILTER (WHERE status = 0 AND assignee_id IS NULL) AS unassigned,
      count(*) FILTER (WHERE status = 2) AS pending
    FROM conversations WHERE account_id = ${accountId} AND status IN (0, 2)`);
  const r = res.rows[0];
  return {
    open: Number(r?.open ?? 0),
    unattended: Number(r?.unattended ?? 0),
    unassigned: Number(r?.unassigned ?? 0),
    pending: Number(r?.pending ?? 0),
  };
};

/** Each member's open and unattended assigned conversations, by user id. */
export const listAgentLoads = async (db: TExecutor, accountId: number, page: { limit: number; offset: number }) => {
  const res = await db.execute<{
    id: number;
    name: string;
    email: string;
    avatar_key: string | null;
    availability: number;
    open: string;
    unattended: string;
  }>(sql`
    SELECT u.id, u.name, u.email, u.avatar_key, au.availability,
      coalesce(l.open, 0) AS open, coalesce(l.unattended, 0) AS unattended
    FROM account_users au JOIN users u ON u.id = au.user_id
    LEFT JOIN (
      SELECT assignee_id, count(*) AS open, count(*) FILTER (WHERE ${UNATTENDED}) AS unattended
      FROM conversations WHERE account_id = ${accountId} AND status = 0 AND assignee_id IS NOT NULL
      GROUP BY assignee_id
    ) l ON l.assignee_id = au.user_id
    WHERE au.account_id = ${accountId}
    ORDER BY u.id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return res.rows.map((r) => ({ ...r, open: Number(r.open), unattended: Number(r.unattended) }));
};

/** The account's agents, inboxes, teams or labels: id and the name a report shows (a label's title). */
export const listReportEntities = async (db: TExecutor, accountId: number, kind: TSummaryReportKind) => {
  const query = {
    agent: sql`SELECT u.id, u.name FROM account_users au JOIN users u ON u.id = au.user_id WHERE au.account_id = ${accountId}`,
    inbox: sql`SELECT id, name FROM inboxes WHERE account_id = ${accountId}`,
    team: sql`SELECT id, name FROM teams WHERE account_id = ${accountId}`,
    label: sql`SELECT id, title AS name FROM labels WHERE account_id = ${accountId}`,
  }[kind];
  const res = await db.execute<{ id: number; name: string }>(sql`${query} ORDER BY 1`);
  return res.rows;
};

/** The scope `type`/`id` names inside the account, or null when the id is not the account's. */
export const findScopeFilter = async (
  db: TExecutor,
  accountId: number,
  type: Exclude<TReportType, 'account'>,
  id: number,
): Promise<TReportScopeFilter | null> => {
  const query = {
    agent: sql`SELECT NULL AS title FROM account_users WHERE account_id = ${accountId} AND user_id = ${id}`,
    inbox: sql`SELECT NULL AS title FROM inboxes WHERE account_id = ${accountId} AND id = ${id}`,
    team: sql`SELECT NULL AS title FROM teams WHERE account_id = ${accountId} AND id = ${id}`,
    label: sql`SELECT title FROM labels WHERE account_id = ${accountId} AND id = ${id}`,
  }[type];
  const row = (await db.execute<{ title: string | null }>(query)).rows[0];
  if (!row) return null;
  return type === 'label' ? { kind: 'label', title: row.title ?? '' } : { kind: type, id };
};
