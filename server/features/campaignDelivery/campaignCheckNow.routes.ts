import { z } from 'zod';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { runDueCheck } from './campaignLaunch.service.ts';
import { sendPending } from './campaignSend.service.ts';

const ZCampaignCheckResult = z.object({ claimed: z.array(z.number().int()) });

/**
 * E2E only: runs the every-minute due check now and sends the campaigns it claims before answering, so a
 * journey need not wait for the schedule and the send job. Registered only when the server's env sets
 * E2E_CAMPAIGN_CHECK_ROUTE (playwright.config.ts's webServer does; production never does). Safe beside the
 * schedule: claims are once, recipients are taken once.
 */
export const registerCampaignCheckNowRoute = ({ app, deps, guards }: TRouteCtx) => {
  if (!deps.config.e2eCampaignCheckRoute) return;
  app.post(
    '/api/v1/accounts/:accountId/e2e/campaign_check',
    {
      schema: { tags: ['Campaigns'], params: ZAccountParams, response: { 200: ZCampaignCheckResult } },
      onRequest: guards.requireAccount(['administrator']),
    },
    async () => {
      const claimed = await runDueCheck(deps);
      for (const id of claimed) await sendPending(deps, id);
      return { claimed };
    },
  );
};
