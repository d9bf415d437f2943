import {
  liveReportFilterOf,
  type TGroupedLiveReportQuery,
  type TLiveReportQuery,
} from '../../../common/contracts/liveReports.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { findLiveMetrics, listGroupedLiveMetrics } from './liveReports.repo.ts';

const GROUPS = ['team_id', 'assignee_id'] as const;
const isGroup = (v: string | undefined): v is (typeof GROUPS)[number] => GROUPS.some((g) => g === v);

/** live_reports/conversation_metrics (Chatwoot's LiveReportsController). */
export const conversationMetrics = (deps: TDeps, m: TMembership, q: TLiveReportQuery) =>
  findLiveMetrics(deps.db, m.accountId, liveReportFilterOf(q));

/** live_reports/grouped_conversation_metrics: `group_by` team_id or assignee_id, else Chatwoot's 422. */
export const groupedConversationMetrics = (deps: TDeps, m: TMembership, q: TGroupedLiveReportQuery) => {
  if (!isGroup(q.group_by)) throw AppError.withError('validation_failed', errorText('invalidGroupBy'));
  return listGroupedLiveMetrics(deps.db, m.accountId, q.group_by, liveReportFilterOf(q));
};
