import type { FastifyRequest } from 'fastify';
import { ZAuditLogList, ZAuditLogQuery } from '../../../common/contracts/auditLogs.ts';
import { ZCsvFile } from '../../../common/contracts/responses/bodies.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import * as auditLogs from './auditLogs.service.ts';

const tags = ['Audit logs'];

/** The member the guard settled (auth sits above this module, which auth itself calls for sign-ins). */
const memberOf = (req: FastifyRequest) => {
  if (!req.membership) throw new AppError('not_found', errorText('accountNotFound'));
  return req.membership;
};
const base = '/api/v1/accounts/:accountId/audit_logs';

/** The account's audit log (docs/API.md "Audit logs"): administrators only, as Chatwoot. */
export const registerAuditLogRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  app.get(
    base,
    {
      schema: { tags, params: ZAccountParams, querystring: ZAuditLogQuery, response: { 200: ZAuditLogList } },
      onRequest: admin,
    },
    (req) => auditLogs.list(deps, memberOf(req), req.query),
  );
  app.get(
    `${base}.csv`,
    {
      schema: { tags, params: ZAccountParams, querystring: ZAuditLogQuery, response: { 200: ZCsvFile } },
      onRequest: admin,
    },
    async (req, reply) => {
      const file = await auditLogs.exportCsv(deps, memberOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.name}"`)
        .header('Cache-Control', 'no-store')
        .send(file.csv);
    },
  );
};
