import { ZConversationReportingEvents } from '../../../common/contracts/responses/reports.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import type { TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { ZConvParams } from '../conversationCore/index.ts';
import { listForConversation } from './conversationReportingEvents.service.ts';

/** GET …/conversations/{display_id}/reporting_events: the measured moments of one conversation (Chatwoot's member route). */
export const registerConversationReportingEventRoutes = ({ app, deps, guards }: TRouteCtx) => {
  app.get(
    '/api/v1/accounts/:accountId/conversations/:conversationId/reporting_events',
    {
      schema: { tags: ['Conversations'], params: ZConvParams, response: { 200: ZConversationReportingEvents } },
      onRequest: guards.requireAccount(CONVERSATION_PERMISSIONS),
    },
    (req) => listForConversation(deps, membershipOf(req), req.params.conversationId),
  );
};
