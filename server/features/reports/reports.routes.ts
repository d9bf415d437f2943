import { ZCsvFile } from '../../../common/contracts/responses/bodies.ts';
import {
  ZGroupedLiveConversationMetrics,
  ZGroupedLiveReportQuery,
  ZLiveConversationMetrics,
  ZLiveReportQuery,
} from '../../../common/contracts/liveReports.ts';
import { ZLiveConversations } from '../../../common/contracts/responses/reports.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SUMMARY_REPORT_KINDS,
  ZBotMetrics,
  ZBotSummary,
  ZReportConversationsQuery,
  ZReportDrilldown,
  ZReportDrilldownQuery,
  ZReportRangeQuery,
  ZReportScope,
  ZReportSeries,
  ZReportSeriesQuery,
  ZReportSummary,
  ZSummaryReportRows,
} from '../../../common/contracts/reports.ts';
import { REPORT_PERMISSIONS, type TReportArea } from '../../../common/permissions.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { areasOfType, membershipOf, requireReportArea } from '../auth/index.ts';
import * as live from './liveReports.service.ts';
import * as files from './reportFiles.service.ts';
import * as reports from './reports.service.ts';

const tags = ['Reports'];
const FILE_PATHS = { agent: 'agents', inbox: 'inboxes', team: 'teams', label: 'labels' } as const;
/** The report area of each summary kind (a custom role's report_areas, docs/ADMIN.md "Reports"). */
const KIND_AREAS = { agent: 'agents', inbox: 'inboxes', team: 'teams', label: 'labels' } as const;
/** Chatwoot's reports limit: 100 requests a minute per user, across every report endpoint. */
export const REPORT_RATE = { max: 100, windowSeconds: 60 } as const;

const sendCsv = (reply: FastifyReply, file: { name: string; csv: string }) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.name}"`)
    .header('Cache-Control', 'no-store')
    .send(file.csv);

/** Reports v2 (docs/API.md "Reports v2"): administrators and custom roles with report_manage. */
export const registerReportRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const allowed = guards.requireAccount(REPORT_PERMISSIONS);
  const limited = async (req: FastifyRequest) => {
    await hitRateLimit(
      deps.db,
      `reports:${membershipOf(req).accountUser.userId}`,
      REPORT_RATE.max,
      REPORT_RATE.windowSeconds,
    );
  };
  /** Each route declares its report areas: the rate limit, then the area gate (beyond Chatwoot). */
  const area = (resolve: (query: Record<string, unknown>) => readonly TReportArea[]) => ({
    onRequest: allowed,
    preHandler: [requireReportArea(resolve), limited],
  });
  const fixed = (...areas: TReportArea[]) => area(() => areas);
  const v2 = '/api/v2/accounts/:accountId';
  const base = `${v2}/reports`;
  const params = ZAccountParams;

  app.get(
    base,
    {
      schema: { tags, params, querystring: ZReportSeriesQuery, response: { 200: ZReportSeries } },
      ...area(areasOfType(['overview', 'conversations'])),
    },
    (req) => reports.series(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/summary`,
    {
      schema: { tags, params, querystring: ZReportScope, response: { 200: ZReportSummary } },
      ...area(areasOfType(['conversations'])),
    },
    (req) => reports.summary(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/bot_summary`,
    { schema: { tags, params, querystring: ZReportScope, response: { 200: ZBotSummary } }, ...fixed('bots') },
    (req) => reports.botSummary(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/bot_metrics`,
    { schema: { tags, params, querystring: ZReportScope, response: { 200: ZBotMetrics } }, ...fixed('bots') },
    (req) => reports.botMetrics(deps, membershipOf(req), req.query),
  );
  // The app ignores a trailing slash, so this also answers reports/conversations/ (Chatwoot's client calls both).
  app.get(
    `${base}/conversations`,
    {
      schema: { tags, params, querystring: ZReportConversationsQuery, response: { 200: ZLiveConversations } },
      // The overview's live counts and agents' load; the agents' load is also the agents area's.
      ...area((q) => (q.type === 'agent' ? ['overview', 'agents'] : ['overview'])),
    },
    (req) => files.liveConversations(deps, membershipOf(req), req.query),
  );
  // Each CSV file also answers with Chatwoot's `.csv` suffix (reports/agents.csv), which its dashboard requests.
  for (const suffix of ['', '.csv']) {
    app.get(
      `${base}/conversation_traffic${suffix}`,
      { schema: { tags, params, querystring: ZReportRangeQuery, response: { 200: ZCsvFile } }, ...fixed('overview') },
      async (req, reply) => sendCsv(reply, await files.trafficFile(deps, membershipOf(req), req.query)),
    );
    for (const kind of SUMMARY_REPORT_KINDS) {
      app.get(
        `${base}/${FILE_PATHS[kind]}${suffix}`,
        {
          schema: { tags, params, querystring: ZReportRangeQuery, response: { 200: ZCsvFile } },
          ...fixed(KIND_AREAS[kind]),
        },
        async (req, reply) => sendCsv(reply, await files.summaryFile(deps, membershipOf(req), kind, req.query)),
      );
    }
  }
  for (const kind of SUMMARY_REPORT_KINDS) {
    app.get(
      `${v2}/summary_reports/${kind}`,
      {
        schema: { tags, params, querystring: ZReportRangeQuery, response: { 200: ZSummaryReportRows } },
        ...fixed(KIND_AREAS[kind]),
      },
      async (req) =>
        (await reports.summaryRows(deps, membershipOf(req), kind, req.query)).map(({ name: _name, ...row }) => row),
    );
  }
  app.get(
    `${v2}/live_reports/conversation_metrics`,
    {
      schema: { tags, params, querystring: ZLiveReportQuery, response: { 200: ZLiveConversationMetrics } },
      ...fixed('overview'),
    },
    (req) => live.conversationMetrics(deps, membershipOf(req), req.query),
  );
  app.get(
    `${v2}/live_reports/grouped_conversation_metrics`,
    {
      schema: {
        tags,
        params,
        querystring: ZGroupedLiveReportQuery,
        response: { 200: ZGroupedLiveConversationMetrics },
      },
      ...fixed('overview'),
    },
    (req) => live.groupedConversationMetrics(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/drilldown`,
    {
      schema: { tags, params, querystring: ZReportDrilldownQuery, response: { 200: ZReportDrilldown } },
      ...area(areasOfType(['conversations', 'bots'])),
    },
    (req) => reports.drilldown(deps, membershipOf(req), req.query),
  );
};
