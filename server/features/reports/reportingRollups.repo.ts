import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import type { TPiece, TRollupSplit } from './rollupSplit.ts';

/**
 * reporting_event_rollups (server/db/schema/reportingEventRollups.ts): reporting_events summed per UTC
 * day, name, inbox and credited user. Written only through reportingEvents.repo.ts (the one door of
 * reporting_events) by the changes each write made; read by reports.repo.ts for the whole days of a range.
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

/** The UTC day (its midnight) of a moment, whatever the session's time zone. */
const dayOf = (at: SQL) => sql`date_bin('1 day', ${at}, timestamptz '2000-01-01 00:00:00+00')`;

const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Adds the changes to their days, in one statement. Values go in as float8 and are summed as numeric
 * (as the rebuild sums them), so a row taken back removes exactly what it added.
 */
export const applyRollupChanges = async (tx: TExecutor, changes: TRollupChange[]) => {
  if (changes.length === 0) return;
  const col = <T>(pick: (c: TRollupChange) => T) => changes.map(pick);
  await tx.execute(sql`
    INSERT INTO reporting_event_rollups AS r
      (account_id, name, day, inbox_id, user_id, count, value_sum, value_in_business_hours_sum)
    SELECT d.account_id, d.name, ${dayOf(sql`d.at`)}, d.inbox_id, d.user_id,
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
  SELECT account_id, name, ${dayOf(sql`created_at`)} AS day, inbox_id, user_id, count(*)::int AS count,
    sum(value::numeric) AS value_sum, sum(value_in_business_hours::numeric) AS value_in_business_hours_sum
  FROM reporting_events WHERE account_id = ${accountId} GROUP BY 1, 2, 3, 4, 5`;

/**
 * Throws away an account's rollups and builds them again from its reporting_events (what migration 0064
 * did for every account; the bench uses it after seeding reporting_events with plain SQL).
 */
export const rebuildReportingRollups = async (db: TExecutor, accountId: number) => {
  await db.execute(sql`DELETE FROM reporting_event_rollups WHERE account_id = ${accountId}`);
  await db.execute(sql`
    INSERT INTO reporting_event_rollups
      (account_id, name, day, inbox_id, user_id, count, value_sum, value_in_business_hours_sum)
    ${rebuiltSql(accountId)}`);
};

/**
 * Where an account's kept rollups and the ones its reporting_events define differ: each day/name/inbox/user
 * whose count or sums disagree, with both sides (kept rows with count 0 are no rows). Empty when they agree.
 */
export const listRollupDifferences = async (db: TExecutor, accountId: number) => {
  const res = await db.execute<{
    name: string;
    day: string;
    inbox_id: number | null;
    user_id: number | null;
    kept: string | null;
    rebuilt: string | null;
  }>(sql`
    WITH kept AS (
      SELECT name, day, inbox_id, user_id, count, value_sum, value_in_business_hours_sum
      FROM reporting_event_rollups WHERE account_id = ${accountId} AND count <> 0
    ), rebuilt AS (${rebuiltSql(accountId)})
    SELECT coalesce(k.name, b.name) AS name, coalesce(k.day, b.day)::text AS day,
      coalesce(k.inbox_id, b.inbox_id) AS inbox_id, coalesce(k.user_id, b.user_id) AS user_id,
      (k.count || ' / ' || k.value_sum || ' / ' || k.value_in_business_hours_sum) AS kept,
      (b.count || ' / ' || b.value_sum || ' / ' || b.value_in_business_hours_sum) AS rebuilt
    FROM kept k FULL JOIN rebuilt b ON (k.name, k.day) = (b.name, b.day)
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

const seconds = (xs: (number | null)[]) => array(xs, 'float8');

/**
 * One event name's rows over a range, as `(created_at, user_id, inbox_id, n, v)`: one row per piece of the
 * split (and per `by` column's value when asked: the per-agent and per-inbox figures), summed from the
 * rollup for rolled pieces and from reporting_events for raw ones, at the piece's `at`; a moved piece also
 * gives the same sums negated at its `back`. Aggregates over it: sum(n), sum(v) / sum(n).
 *
 * Each piece is summed by a LATERAL subquery, a plain range scan of its index: the planner estimates it as
 * the few groups it returns, where a join of the rows to a list of ranges was estimated at 10–40× its rows
 * and planned with parallel workers whose start-up cost more than the reading. Rolled sums are added as
 * numeric and read as float8; raw values as float8, as reporting_events holds them (summing them as numeric
 * doubled the cost of a raw year) — an average of float8 values is what the reports always showed.
 */
export const rolledRowsSql = (spec: TRolledSpec, split: TRollupSplit, by?: 'user_id' | 'inbox_id') => {
  const { accountId, name, scope } = spec;
  const scoped =
    scope.kind === 'agent'
      ? sql` AND x.user_id = ${scope.id}`
      : scope.kind === 'inbox'
        ? sql` AND x.inbox_id = ${scope.id}`
        : sql``;
  const key = by ? sql.raw(`x.${by}`) : sql`NULL::int`;
  const [sum, value] = spec.businessHours
    ? [sql`x.value_in_business_hours_sum`, sql`x.value_in_business_hours`]
    : [sql`x.value_sum`, sql`x.value`];
  const pieces = (list: TPiece[], summed: SQL) =>
    sql`SELECT to_timestamp(s.at) AS created_at, ${by === 'user_id' ? sql`a.key` : sql`NULL::int`} AS user_id,
        ${by === 'inbox_id' ? sql`a.key` : sql`NULL::int`} AS inbox_id, s.sign * a.n AS n, s.sign * a.v AS v
      FROM unnest(${seconds(list.map((p) => p.from))}, ${seconds(list.map((p) => p.to))},
        ${seconds(list.map((p) => p.at))}, ${seconds(list.map((p) => p.back))}) AS p(lo, hi, at, back)
      CROSS JOIN LATERAL (${summed}) a
      CROSS JOIN LATERAL (VALUES (p.at, 1), (p.back, -1)) AS s(at, sign)
      WHERE s.at IS NOT NULL`;
  const arms: SQL[] = [];
  if (split.rolled.length)
    arms.push(
      pieces(
        split.rolled,
        sql`SELECT ${key} AS key, sum(x.count) AS n, sum(${sum})::float8 AS v FROM reporting_event_rollups x
          WHERE x.account_id = ${accountId} AND x.name = ${name}${scoped} AND x.count <> 0
            AND x.day >= to_timestamp(p.lo) AND x.day < to_timestamp(p.hi)
          GROUP BY 1`,
      ),
    );
  if (split.raw.length)
    arms.push(
      pieces(
        split.raw,
        sql`SELECT ${key} AS key, count(*) AS n, sum(${value}) AS v FROM reporting_events x
          WHERE x.account_id = ${accountId} AND x.name = ${name}${scoped}
            AND x.created_at >= to_timestamp(p.lo) AND x.created_at < to_timestamp(p.hi)
          GROUP BY 1`,
      ),
    );
  return sql`(${sql.join(arms, sql` UNION ALL `)}) t`;
};
