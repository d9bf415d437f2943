import { sql, type SQL } from 'drizzle-orm';
import type { TReportGroupBy, TSummaryReportKind } from '../../../common/contracts/reports.ts';
import type { TExecutor } from '../../db/client.ts';
import { bucketStarts } from './reportRange.ts';
import { rollupSplit } from './rollupSplit.ts';
import { rolledRowsSql, type TRolledSpec } from './reportingRollups.repo.ts';
import {
  CONVERSATION_ROWS,
  isEvent,
  MESSAGE_ROWS,
  sourceFrom,
  valueOf,
  within,
  type TRangeSeconds,
  type TSourceSpec,
} from './reportSources.repo.ts';

/**
 * The report aggregates, one statement each, over a source's rows (reportSources.repo.ts).
 * reporting_events account-wide, by agent or by inbox are read from the day rollups for the range's
 * whole UTC days and raw for the rest (reportingRollups.repo.ts); by team or label they stay raw (the
 * conversation's team and labels today decide, which the rollup does not keep).
 */
/** The rollup's view of a spec, or null when the rollup cannot answer it (not events; team or label scope). */
const rolledSpec = (spec: TSourceSpec): TRolledSpec | null => {
  const { source, scope } = spec;
  if (!isEvent(source)) return null;
  const of = (s: TRolledSpec['scope']): TRolledSpec => ({
    accountId: spec.accountId,
    name: source,
    scope: s,
    businessHours: spec.businessHours,
  });
  switch (scope.kind) {
    case 'account':
      return of(scope);
    case 'agent':
      return of({ kind: 'agent', id: scope.id });
    case 'inbox':
      return of({ kind: 'inbox', id: scope.id });
    case 'team':
    case 'label':
      return null;
  }
};

interface TMeasured {
  from: SQL;
  where: SQL[];
  /**
   * Count and average of the rows, of those `only` keeps if given (rolled rows: sum of counts, sum of sums /
   * sum of counts). A group of rolled rows can sum to no row at all (a day counted in a bucket and all of it
   * moved out again): the queries drop such groups, as a raw read never forms them.
   */
  n: (only?: SQL) => SQL;
  v: (only?: SQL) => SQL;
}

const keeping = (only?: SQL) => (only ? sql` FILTER (WHERE ${only})` : sql``);
/** Aggregates of raw rows (count(*), avg of the value). */
const rawMeasures = (spec: TSourceSpec) => ({
  n: (only?: SQL) => sql`count(*)${keeping(only)}`,
  v: (only?: SQL) => sql`avg(${valueOf(spec)})${keeping(only)}`,
});

/**
 * The rows of a source over a range, aliased `t` with created_at (and user_id, inbox_id for events): rolled
 * when the rollup can answer, in pieces that no `cutPoints` moment (where a grouping changes) falls inside,
 * keeping the `by` column for per-entity figures (rollupSplit.ts).
 */
const measuredRows = (
  spec: TSourceSpec,
  range: TRangeSeconds,
  cutPoints: readonly number[],
  by?: 'user_id' | 'inbox_id',
): TMeasured => {
  const rolled = rolledSpec(spec);
  if (rolled)
    return {
      from: rolledRowsSql(rolled, rollupSplit(range, cutPoints), by),
      where: [sql`TRUE`],
      n: (only) => sql`sum(t.n)${keeping(only)}`,
      v: (only) => sql`(sum(t.v)${keeping(only)} / nullif(sum(t.n)${keeping(only)}, 0))::float8`,
    };
  const { from, where } = sourceFrom(spec);
  return { from, where: [...where, within(range)], ...rawMeasures(spec) };
};

/**
 * The local bucket of t.created_at for a viewer `offset` seconds east of UTC, as the local timestamp its
 * bucket starts at; `bucketEpochSql` turns that into unix seconds. Rows are grouped by the first and only
 * each group is turned into seconds: extract(epoch) is numeric arithmetic, and done per row it was half
 * of a year-long series' time.
 */
const bucketSql = (unit: string, offset: number) =>
  sql`date_trunc(${unit}, (t.created_at AT TIME ZONE 'UTC') + make_interval(secs => ${offset}::float8))`;
const bucketEpochSql = (local: SQL, offset: number) => sql`(extract(epoch FROM ${local}) - ${offset}::float8)::float8`;

export interface TAggregate {
  n: number;
  v: number | null;
}
const toAggregate = (r: { n: unknown; v: unknown }): TAggregate => ({
  n: Number(r.n),
  v: r.v === null || r.v === undefined ? null : Number(r.v),
});

/** Count and average value per local bucket (only buckets with rows). */
export const listSeriesBuckets = async (
  db: TExecutor,
  spec: TSourceSpec,
  range: TRangeSeconds,
  unit: TReportGroupBy,
  offset: number,
) => {
  const m = measuredRows(spec, range, bucketStarts(range, unit, offset));
  const res = await db.execute<{ bucket: number; n: string; v: number | null }>(sql`
    SELECT ${bucketEpochSql(sql`b.local`, offset)} AS bucket, b.n, b.v FROM (
      SELECT ${bucketSql(unit, offset)} AS local, ${m.n()} AS n, ${m.v()} AS v
      FROM ${m.from} WHERE ${sql.join(m.where, sql` AND `)} GROUP BY 1 HAVING ${m.n()} <> 0) b`);
  return res.rows.map((r) => ({ bucket: Number(r.bucket), ...toAggregate(r) }));
};

/**
 * Count and average value over the current range and the previous one, in one pass. Filtered aggregates,
 * not a GROUP BY on the period: that hashed every row, and a year's conversation count took a third longer.
 */
export const findPeriodTotals = async (
  db: TExecutor,
  spec: TSourceSpec,
  current: TRangeSeconds,
  previous: TRangeSeconds,
) => {
  const m = measuredRows(spec, { from: previous.from, to: current.to }, [current.from]);
  const isCurrent = sql`t.created_at >= to_timestamp(${current.from}::float8)`;
  const isPrevious = sql`t.created_at < to_timestamp(${current.from}::float8)`;
  const res = await db.execute<{ cur_n: unknown; cur_v: unknown; prev_n: unknown; prev_v: unknown }>(sql`
    SELECT ${m.n(isCurrent)} AS cur_n, ${m.v(isCurrent)} AS cur_v, ${m.n(isPrevious)} AS prev_n, ${m.v(isPrevious)} AS prev_v
    FROM ${m.from} WHERE ${sql.join(m.where, sql` AND `)}`);
  const row = res.rows[0];
  return {
    current: toAggregate({ n: row?.cur_n ?? 0, v: row?.cur_v }),
    previous: toAggregate({ n: row?.prev_n ?? 0, v: row?.prev_v }),
  };
};

/** Count and average value per agent/inbox/team (key = id as text) or label (key = title). */
export const listEntityTotals = async (
  db: TExecutor,
  spec: Omit<TSourceSpec, 'scope'>,
  kind: TSummaryReportKind,
  range: TRangeSeconds,
) => {
  const full: TSourceSpec = { ...spec, scope: { kind: 'account' } };
  const { where } = sourceFrom(full);
  const conv = spec.source === 'conversations';
  const keyed: Record<TSummaryReportKind, { from: SQL; key: SQL }> = conv
    ? {
        agent: { from: sql`${CONVERSATION_ROWS} t`, key: sql`t.assignee_id` },
        inbox: { from: sql`${CONVERSATION_ROWS} t`, key: sql`t.inbox_id` },
        team: { from: sql`${CONVERSATION_ROWS} t`, key: sql`t.team_id` },
        label: { from: sql`${CONVERSATION_ROWS} t`, key: sql`t.labels` },
      }
    : {
        agent: { from: sql`reporting_events t`, key: sql`t.user_id` },
        inbox: { from: sql`reporting_events t`, key: sql`t.inbox_id` },
        team: {
          from: sql`reporting_events t JOIN ${CONVERSATION_ROWS} c ON c.id = t.conversation_id`,
          key: sql`c.team_id`,
        },
        label: {
          from: sql`reporting_events t JOIN ${CONVERSATION_ROWS} c ON c.id = t.conversation_id`,
          key: sql`c.labels`,
        },
      };
  const { from, key } = keyed[kind];
  const rolled = !conv && (kind === 'agent' || kind === 'inbox');
  const m: TMeasured = rolled
    ? measuredRows(full, range, [], kind === 'agent' ? 'user_id' : 'inbox_id')
    : { from, where: [...where, within(range)], ...rawMeasures(full) };
  const grouped = sql`SELECT ${key} AS key, ${m.n()} AS n, ${m.v()} AS v
    FROM ${m.from} WHERE ${sql.join(m.where, sql` AND `)} GROUP BY 1 HAVING ${m.n()} <> 0`;
  // A row counts once for each label of its conversation. Rows are summed per set of labels and the sets
  // unnested after: unnesting every row (no longer memoized once conversations became a UNION ALL with
  // the archive) took 1.5–2× as long over a month's 40,000 reply times.
  const res = await db.execute<{ key: string | null; n: string; v: number | null }>(
    kind === 'label'
      ? sql`SELECT k.title AS key, sum(g.n) AS n, (sum(g.v * g.n) / sum(g.n))::float8 AS v
          FROM (${grouped}) g CROSS JOIN LATERAL unnest(g.key) AS k(title) GROUP BY 1`
      : sql`SELECT (g.key)::text AS key, g.n, g.v FROM (${grouped}) g`,
  );
  const out = new Map<string, TAggregate>();
  for (const r of res.rows) if (r.key !== null) out.set(r.key, toAggregate(r));
  return out;
};

/** Conversations created in the range in inboxes an active agent bot answers, and the bots' replies. */
export const findBotActivity = async (
  db: TExecutor,
  accountId: number,
  inboxId: number | null,
  range: TRangeSeconds,
) => {
  const inbox = inboxId === null ? sql`TRUE` : sql`t.inbox_id = ${inboxId}`;
  const res = await db.execute<{ conversations: string; messages: string }>(sql`
    SELECT
      (SELECT count(*) FROM ${CONVERSATION_ROWS} t WHERE t.account_id = ${accountId} AND ${inbox} AND ${within(range)}
         AND t.inbox_id IN (SELECT b.inbox_id FROM agent_bot_inboxes b WHERE b.account_id = ${accountId} AND b.status = 0)) AS conversations,
      (SELECT count(*) FROM ${MESSAGE_ROWS} t WHERE t.account_id = ${accountId} AND ${inbox} AND ${within(range)}
         AND t.message_type = 1 AND t.sender_type = 'AgentBot') AS messages`);
  const row = res.rows[0];
  return { conversations: Number(row?.conversations ?? 0), messages: Number(row?.messages ?? 0) };
};

/** The rows behind a metric's number: one per conversation (counts) or per event (event metrics). */
export const listDrilldown = async (
  db: TExecutor,
  spec: TSourceSpec,
  range: TRangeSeconds,
  page: { limit: number; offset: number },
) => {
  const { from, where } = sourceFrom(spec);
  const cond = sql.join([...where, within(range)], sql` AND `);
  const hits =
    spec.source === 'conversations'
      ? sql`SELECT t.id AS conversation_id, t.created_at AS event_at, NULL::float8 AS value FROM ${from} WHERE ${cond}`
      : spec.source === 'incoming_messages' || spec.source === 'outgoing_messages'
        ? sql`SELECT t.conversation_id, max(t.created_at) AS event_at, NULL::float8 AS value FROM ${from} WHERE ${cond} GROUP BY t.conversation_id`
        : sql`SELECT t.conversation_id, t.created_at AS event_at, ${valueOf(spec)} AS value FROM ${from} WHERE ${cond}`;
  const [rows, total] = await Promise.all([
    db.execute<{
      display_id: number;
      status: number;
      inbox_id: number;
      assignee_id: number | null;
      team_id: number | null;
      contact_name: string | null;
      created_at: string;
      event_at: string;
      value: number | null;
    }>(sql`
      WITH hits AS (${hits})
      SELECT c.display_id, c.status, c.inbox_id, c.assignee_id, c.team_id, ct.name AS contact_name,
        extract(epoch FROM c.created_at)::float8 AS created_at, extract(epoch FROM h.event_at)::float8 AS event_at, h.value
      FROM hits h JOIN conversations c ON c.id = h.conversation_id LEFT JOIN contacts ct ON ct.id = c.contact_id
      ORDER BY h.event_at DESC, c.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
    // Conversations the retention policy deleted count in the figure but cannot be listed: the pages count what they list.
    db.execute<{ n: string }>(
      sql`WITH hits AS (${hits}) SELECT count(*) AS n FROM hits h JOIN conversations c ON c.id = h.conversation_id`,
    ),
  ]);
  return { rows: rows.rows, count: Number(total.rows[0]?.n ?? 0) };
};
