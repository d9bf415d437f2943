import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import type { TRollupSplit } from './reportRange.ts';

/**
 * reporting_event_rollups (server/db/schema/reportingEventRollups.ts): reporting_events summed per UTC
 * hour, name, inbox and credited user. Written only through reportingEvents.repo.ts (the one door of
 * reporting_events) by the changes each write made; read by reports.repo.ts for the whole hours of a range.
 */

/** A reporting_events row as the rollup sees it. */
export interface TRolledRow {
  accountId: number;
  name: string;
  inboxId: number | null;
  userId: number | null;
  createdAt: Date;
  value: number;
  valueInBusinessHours: number;
}

/** A row that now counts (1) or no longer counts (-1) with these values. */
export interface TRollupChange {
  sign: 1 | -1;
  row: TRolledRow;
}

/** The UTC hour of a moment, whatever the session's time zone. */
const hourOf = (at: SQL) => sql`date_bin('1 hour', ${at}, timestamptz '2000-01-01 00:00:00+00')`;

const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Adds the changes to their hours, in one statement. Values go in as float8 and are summed as numeric
 * (as the rebuild sums them), so a row taken back removes exactly what it added.
 */
export const applyRollupChanges = async (tx: TExecutor, changes: TRollupChange[]) => {
  if (changes.length === 0) return;
  const col = <T>(pick: (c: TRollupChange) => T) => changes.map(pick);
  await tx.execute(sql`
    INSERT INTO reporting_event_rollups AS r
      (account_id, name, hour, inbox_id, user_id, count, value_sum, value_in_business_hours_sum)
    SELECT d.account_id, d.name, ${hourOf(sql`d.at`)}, d.inbox_id, d.user_id,
      sum(d.sign), sum(d.sign * d.value::numeric), sum(d.sign * d.bh::numeric)
    FROM unnest(${array(
      col((c) => c.sign),
      'int',
    )}, ${array(
      col((c) => c.row.accountId),
      'int',
    )}, ${array(
      col((c) => c.row.name),
      'text',
    )}, ${array(
      col((c) => c.row.createdAt.toISOString()),
      'timestamptz',
    )}, ${array(
      col((c) => c.row.inboxId),
      'int',
    )}, ${array(
      col((c) => c.row.userId),
      'int',
    )}, ${array(
      col((c) => c.row.value),
      'float8',
    )}, ${array(
      col((c) => c.row.valueInBusinessHours),
      'float8',
    )}) AS d(sign, account_id, name, at, inbox_id, user_id, value, bh)
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.value::numeric) <> 0 OR sum(d.sign * d.bh::numeric) <> 0
    ON CONFLICT ON CONSTRAINT reporting_event_rollups_key DO UPDATE SET
      count = r.count + excluded.count,
      value_sum = r.value_sum + excluded.value_sum,
      value_in_business_hours_sum = r.value_in_business_hours_sum + excluded.value_in_business_hours_sum`);
};

/** The rollup rows an account's reporting_events define, computed from the rows themselves. */
const rebuiltSql = (accountId: number) => sql`
  SELECT account_id, name, ${hourOf(sql`created_at`)} AS hour, inbox_id, user_id, count(*)::int AS count,
    sum(value::numeric) AS value_sum, sum(value_in_business_hours::numeric) AS value_in_business_hours_sum
  FROM reporting_events WHERE account_id = ${accountId} GROUP BY 1, 2, 3, 4, 5`;

/**
 * Throws away an account's rollups and builds them again from its reporting_events (what migration 0039
 * did for every account; the bench uses it after seeding reporting_events with plain SQL).
 */
export const rebuildReportingRollups = async (db: TExecutor, accountId: number) => {
  await db.execute(sql`DELETE FROM reporting_event_rollups WHERE account_id = ${accountId}`);
  await db.execute(sql`
    INSERT INTO reporting_event_rollups
      (account_id, name, hour, inbox_id, user_id, count, value_sum, value_in_business_hours_sum)
    ${rebuiltSql(accountId)}`);
};

/**
 * Where an account's kept rollups and the ones its reporting_events define differ: each hour/name/inbox/user
 * whose count or sums disagree, with both sides (kept rows with count 0 are no rows). Empty when they agree.
 */
export const listRollupDifferences = async (db: TExecutor, accountId: number) => {
  const res = await db.execute<{
    name: string;
    hour: string;
    inbox_id: number | null;
    user_id: number | null;
    kept: string | null;
    rebuilt: string | null;
  }>(sql`
    WITH kept AS (
      SELECT name, hour, inbox_id, user_id, count, value_sum, value_in_business_hours_sum
      FROM reporting_event_rollups WHERE account_id = ${accountId} AND count <> 0
    ), rebuilt AS (${rebuiltSql(accountId)})
    SELECT coalesce(k.name, b.name) AS name, coalesce(k.hour, b.hour)::text AS hour,
      coalesce(k.inbox_id, b.inbox_id) AS inbox_id, coalesce(k.user_id, b.user_id) AS user_id,
      (k.count || ' / ' || k.value_sum || ' / ' || k.value_in_business_hours_sum) AS kept,
      (b.count || ' / ' || b.value_sum || ' / ' || b.value_in_business_hours_sum) AS rebuilt
    FROM kept k FULL JOIN rebuilt b ON (k.name, k.hour) = (b.name, b.hour)
      AND k.inbox_id IS NOT DISTINCT FROM b.inbox_id AND k.user_id IS NOT DISTINCT FROM b.user_id
    WHERE (k.count, k.value_sum, k.value_in_business_hours_sum)
      IS DISTINCT FROM (b.count, b.value_sum, b.value_in_business_hours_sum)
    ORDER BY 2, 1`);
  return res.rows;
};

/** What a report aggregates from rolled rows: a count and a sum per row (a raw row is count 1). */
export interface TRolledSpec {
  accountId: number;
  name: string;
  scope: { kind: 'account' } | { kind: 'agent' | 'inbox'; id: number };
  businessHours: boolean;
}

const seconds = (xs: number[]) => array(xs, 'float8');

/**
 * One event name's rows over a range, as `(created_at, user_id, inbox_id, n, v)`: the rollup's whole hours
 * (created_at = the hour's start; n its count, v its value sum) and the raw rows of the hours the rollup
 * does not answer for this range (n = 1, v = the value). Aggregates over it: sum(n), sum(v) / sum(n).
 */
export const rolledRowsSql = (spec: TRolledSpec, split: TRollupSplit) => {
  const { accountId, name, scope } = spec;
  const scoped =
    scope.kind === 'agent'
      ? sql` AND x.user_id = ${scope.id}`
      : scope.kind === 'inbox'
        ? sql` AND x.inbox_id = ${scope.id}`
        : sql``;
  const [sum, value] = spec.businessHours
    ? [sql`x.value_in_business_hours_sum`, sql`x.value_in_business_hours`]
    : [sql`x.value_sum`, sql`x.value`];
  const hours =
    split.hours.to > split.hours.from
      ? sql`SELECT x.hour AS created_at, x.user_id, x.inbox_id, x.count AS n, ${sum} AS v
        FROM reporting_event_rollups x
        WHERE x.account_id = ${accountId} AND x.name = ${name}${scoped} AND x.count <> 0
          AND x.hour >= to_timestamp(${split.hours.from}::float8) AND x.hour < to_timestamp(${split.hours.to}::float8)
          AND extract(epoch FROM x.hour)::float8 <> ALL(${seconds(split.cuts)})
        UNION ALL `
      : sql``;
  return sql`(${hours}SELECT x.created_at, x.user_id, x.inbox_id, 1 AS n, ${value}::numeric AS v
    FROM unnest(${seconds(split.raw.map((r) => r.from))}, ${seconds(split.raw.map((r) => r.to))}) AS g(lo, hi)
    JOIN reporting_events x ON x.created_at >= to_timestamp(g.lo) AND x.created_at < to_timestamp(g.hi)
    WHERE x.account_id = ${accountId} AND x.name = ${name}${scoped}) t`;
};
