import { ZCsvFile } from '../../../common/contracts/responses/bodies.ts';
import { REPORT_PERMISSIONS } from '../../../common/permissions.ts';
import { ZCsatMetrics, ZCsatResponsesQuery, ZCsatSurveyResponseList } from '../../../common/contracts/csat.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf, requireReportArea } from '../auth/index.ts';
import { registerCsatPublicRoutes } from './csatPublic.routes.ts';
import * as reports from './csatReports.service.ts';

const tags = ['CSAT survey responses'];
const base = '/api/v1/accounts/:accountId/csat_survey_responses';

/** The account's CSAT responses (administrators and report_manage), and the public survey. */
export const registerCsatRoutes = (ctx: TRouteCtx) => {
  const { app, deps, guards } = ctx;
  const reporter = guards.requireAccount(REPORT_PERMISSIONS);
  const area = requireReportArea(() => ['csat']);
  const schema = { tags, params: ZAccountParams, querystring: ZCsatResponsesQuery };
  app.get(
    base,
    { schema: { ...schema, response: { 200: ZCsatSurveyResponseList } }, onRequest: reporter, preHandler: area },
    (req) => reports.list(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/metrics`,
    { schema: { ...schema, response: { 200: ZCsatMetrics } }, onRequest: reporter, preHandler: area },
    (req) => reports.metrics(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/download`,
    { schema: { ...schema, response: { 200: ZCsvFile } }, onRequest: reporter, preHandler: area },
    async (req, reply) => {
      const csv = await reports.download(deps, membershipOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="csat-report.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  registerCsatPublicRoutes(ctx);
};
