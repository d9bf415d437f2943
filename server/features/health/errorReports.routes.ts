import { ZBrowserErrorReport } from '../../../common/contracts/errorReports.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import type { TRouteCtx } from '../../http.ts';
import { reportError } from '../../lib/errorReport.ts';

/**
 * Browser errors reach the error-reporting DSN through the server (the DSN and the outbound guard stay here):
 * open to signed-out pages too, so rate limited per address; dropped when SENTRY_DSN is unset.
 */
export const registerErrorReportRoutes = ({ app, deps }: TRouteCtx) => {
  app.post(
    '/api/v1/error_reports',
    {
      schema: { tags: ['Health'], body: ZBrowserErrorReport, response: { 200: ZEmpty } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => {
      if (deps.config.sentryDsn) await reportError(deps.config, { origin: 'browser', ...req.body, method: 'GET' });
      return {};
    },
  );
};
