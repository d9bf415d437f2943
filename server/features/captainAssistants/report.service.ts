import type { TCaptainReport } from '../../../common/contracts/captainAssistants.ts';
import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { getAssistant } from './assistants.service.ts';
import { reportFigures } from './report.repo.ts';

const DAY = 86_400;

/**
 * GET captain/reports/summary: what the account's assistants did between `since` and `until` (unix seconds;
 * default the last 30 days), for one assistant with `assistant_id`.
 */
export const captainReport = async (
  deps: TDeps,
  m: TMembership,
  q: { since?: number; until?: number; assistant_id?: number },
): Promise<TCaptainReport> => {
  if (q.assistant_id !== undefined) await getAssistant(deps, m.accountId, q.assistant_id);
  const until = q.until ?? Math.ceil(Date.now() / 1000);
  const since = q.since ?? until - 30 * DAY;
  const { total, days } = await reportFigures(deps.db, {
    accountId: m.accountId,
    since: new Date(since * 1000),
    until: new Date(until * 1000),
    assistantId: q.assistant_id ?? null,
  });
  const n = (v: unknown) => Number(v ?? 0);
  return {
    since,
    until,
    conversations_handled: n(total.conversations_handled),
    handed_off: n(total.handed_off),
    resolved: n(total.resolved),
    replies_sent: n(total.replies_sent),
    model_calls: n(total.model_calls),
    failed_calls: n(total.failed_calls),
    tokens_in: n(total.tokens_in),
    tokens_out: n(total.tokens_out),
    avg_latency_ms: n(total.avg_latency_ms),
    by_day: days.map((d) => ({
      date: d.date,
      conversations_handled: n(d.conversations_handled),
      handed_off: n(d.handed_off),
      resolved: n(d.resolved),
      replies_sent: n(d.replies_sent),
      model_calls: n(d.model_calls),
    })),
  };
};
