import { sql, type SQL } from 'drizzle-orm';
import type { TLiveReportFilter } from '../../../common/contracts/liveReports.ts';
import type { TExecutor } from '../../db/client.ts';

/** Open conversations nobody has answered yet, or whose customer waits for a reply (the app's unattended tab). */
const UNATTENDED = sql`(first_reply_created_at IS NULL OR waiting_since IS NOT NULL)`;
const OPEN = 0;
const RESOLVED = 1;
const PENDING = 2;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The filters Chatwoot's live reports take: teams, assignees, inboxes and a created-at range. */
const whereOf = (accountId: number, f: TLiveReportFilter): SQL => {
  const parts = [sql`account_id = ${accountId}`];
  if (f.team_ids.length) parts.push(sql`team_id IN (${idList(f.team_ids)})`);
  if (f.user_ids.length) parts.push(sql`assignee_id IN (${idList(f.user_ids)})`);
  if (f.inbox_ids.length) parts.push(sql`inbox_id IN (${idList(f.inbox_ids)})`);
  if (f.since !== undefined && f.until !== undefined) {
    parts.push(sql`created_at BETWEEN to_timestamp(${f.since}) AND to_timestamp(${f.until})`);
  }
  return sql.join(parts, sql` AND `);
};

/** live_reports/conversation_metrics: the account's conversations now, by state. */
export const findLiveMetrics = async (db: TExecutor, accountId: number, f: TLiveReportFilter) => {
  const res = await db.execute<{
    open: string;
    unattended: string;
    unassigned: string;
    pending: string;
    resolved: string;
  }>(sql`
    SELECT count(*) FILTER (WHERE status = ${OPEN}) AS open,
      count(*) FILTER (WHERE status = ${OPEN} AND ${UNATTENDED}) AS unattended,
      count(*) FILTER (WHERE status = ${OPEN} AND assignee_id IS NULL) AS unassigned,
      count(*) FILTER (WHERE status = ${PENDING}) AS pending,
      count(*) FILTER (WHERE status = ${RESOLVED}) AS resolved
    FROM conversations WHERE ${whereOf(accountId, f)}`);
  const r = res.rows[0];
  return {
    open: Number(r?.open ?? 0),
    unattended: Number(r?.unattended ?? 0),
    unassigned: Number(r?.unassigned ?? 0),
    pending: Number(r?.pending ?? 0),
    resolved: Number(r?.resolved ?? 0),
  };
};

/** live_reports/grouped_conversation_metrics: open conversations per team or per assignee (null: none). */
export const listGroupedLiveMetrics = async (
  db: TExecutor,
  accountId: number,
  groupBy: 'team_id' | 'assignee_id',
  f: TLiveReportFilter,
) => {
  const column = groupBy === 'team_id' ? sql`team_id` : sql`assignee_id`;
  const res = await db.execute<{ group_id: number | null; open: string; unattended: string; unassigned: string }>(sql`
    SELECT ${column} AS group_id, count(*) AS open,
      count(*) FILTER (WHERE ${UNATTENDED}) AS unattended,
      count(*) FILTER (WHERE assignee_id IS NULL) AS unassigned
    FROM conversations WHERE ${whereOf(accountId, f)} AND status = ${OPEN}
    GROUP BY 1 ORDER BY 1 NULLS FIRST`);
  return res.rows.map((r) => ({
    [groupBy]: r.group_id,
    open: Number(r.open),
    unattended: Number(r.unattended),
    unassigned: Number(r.unassigned),
  }));
};
