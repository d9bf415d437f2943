import { ZSlaCheckResult } from '../../../common/contracts/sla.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { runSlaCheck } from './slaEvaluation.service.ts';

/**
 * E2E only: runs the every-minute SLA check (sla.jobs.ts) now, so a journey sees a missed target as soon as it
 * is due instead of waiting up to a minute for the schedule. Registered only when the server's env sets
 * E2E_SLA_CHECK_ROUTE (playwright.config.ts's webServer does; production never does). The check is the
 * scheduled one, safe to run beside it: each miss is recorded once.
 */
export const registerSlaCheckNowRoute = ({ app, deps, guards }: TRouteCtx) => {
  if (!deps.config.e2eSlaCheckRoute) return;
  app.post(
    '/api/v1/accounts/:accountId/e2e/sla_check',
    {
      schema: { tags: ['SLA'], params: ZAccountParams, response: { 200: ZSlaCheckResult } },
      onRequest: guards.requireAccount(['administrator']),
    },
    async () => ({ missed: await runSlaCheck(deps) }),
  );
};
