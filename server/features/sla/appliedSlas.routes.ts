import { ZCsvFile } from '../../../common/contracts/responses/bodies.ts';
import { ZAppliedSlaList, ZAppliedSlaMetrics, ZAppliedSlasQuery } from '../../../common/contracts/sla.ts';
import { REPORT_PERMISSIONS } from '../../../common/permissions.ts';
import { publicUrl } from '../../deps.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf, requireReportArea } from '../auth/index.ts';
import * as applied from './appliedSlas.service.ts';

const tags = ['SLA'];
const base = '/api/v1/accounts/:accountId/applied_slas';

/** Chatwoot's applied_slas report: list, metrics and CSV, for administrators and report_manage. */
export const registerAppliedSlaRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const reporter = guards.requireAccount(REPORT_PERMISSIONS);
  const area = requireReportArea(() => ['sla']);
  const schema = { tags, params: ZAccountParams, querystring: ZAppliedSlasQuery };
  app.get(
    base,
    { schema: { ...schema, response: { 200: ZAppliedSlaList } }, onRequest: reporter, preHandler: area },
    (req) => applied.list(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/metrics`,
    { schema: { ...schema, response: { 200: ZAppliedSlaMetrics } }, onRequest: reporter, preHandler: area },
    (req) => applied.metrics(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/download`,
    { schema: { ...schema, response: { 200: ZCsvFile } }, onRequest: reporter, preHandler: area },
    async (req, reply) => {
      const csv = await applied.download(deps, membershipOf(req), req.query, publicUrl(deps));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="sla-report.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};
