import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

export interface TReportRange {
  accountId: number;
  since: Date;
  until: Date;
  assistantId: number | null;
}

const FIGURES = sql`
  count(DISTINCT conversation_id) FILTER (WHERE kind = 'assistant')::int AS conversations_handled,
  count(DISTINCT conversation_id) FILTER (WHERE kind = 'assistant' AND action = 'handoff')::int AS handed_off,
  count(DISTINCT conversation_id) FILTER (WHERE kind = 'assistant' AND action = 'resolve')::int AS resolved,
  count(*) FILTER (WHERE kind = 'assistant' AND action IN ('reply', 'resolve'))::int AS replies_sent,
  count(*) FILTER (WHERE outcome <> 'skipped')::int AS model_calls`;

/**
 * The Captain report's figures over captain_runs: the live assistant's runs (`assistant`) count conversations and
 * outcomes (the action of each turn's last run); model calls, tokens and latency count the playground's too.
 */
export const reportFigures = async (db: TExecutor, r: TReportRange) => {
  const where = sql`account_id = ${r.accountId} AND created_at >= ${r.since.toISOString()}::timestamptz
    AND created_at < ${r.until.toISOString()}::timestamptz AND kind IN ('assistant', 'playground')
    ${r.assistantId === null ? sql`` : sql`AND assistant_id = ${r.assistantId}`}`;
  const total = await db.execute<Record<string, number>>(sql`
    SELECT ${FIGURES},
      count(*) FILTER (WHERE outcome IN ('error', 'timeout', 'quota'))::int AS failed_calls,
      coalesce(sum(tokens_in), 0)::int AS tokens_in, coalesce(sum(tokens_out), 0)::int AS tokens_out,
      coalesce(round(avg(latency_ms) FILTER (WHERE outcome = 'ok')), 0)::int AS avg_latency_ms
    FROM captain_runs WHERE ${where}`);
  const days = await db.execute<Record<string, number> & { date: string }>(sql`
    SELECT to_char(date_trunc('day', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date, ${FIGURES}
    FROM captain_runs WHERE ${where} GROUP BY 1 ORDER BY 1`);
  return { total: total.rows[0] ?? {}, days: days.rows };
};
