import {
  ZCopilotMessage,
  ZCopilotMessageList,
  ZCopilotThread,
  ZCopilotThreadList,
  ZCopilotThreadQuery,
  ZCreateCopilotMessageRequest,
  ZCreateCopilotThreadRequest,
} from '../../../common/contracts/captainCopilot.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { askInThread, createThread, listOwnThreads, listThreadMessages } from './copilot.service.ts';

const tags = ['Captain'];
const base = '/api/v1/accounts/:accountId/captain/copilot_threads';

/**
 * Captain's copilot at Chatwoot's routes: an agent's threads and their messages. Each thread is its agent's
 * alone; a question is answered in the background, streamed to the agent's sockets (copilot.message.*).
 */
export const registerCopilotRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const onRequest = guards.requireAccount(CONVERSATION_PERMISSIONS);
  app.get(
    base,
    {
      schema: { tags, params: ZAccountParams, querystring: ZCopilotThreadQuery, response: { 200: ZCopilotThreadList } },
      onRequest,
    },
    (req) => listOwnThreads(deps, membershipOf(req), req.query.conversation_id),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateCopilotThreadRequest, response: { 200: ZCopilotThread } },
      onRequest,
    },
    (req) => createThread(deps, membershipOf(req), req.body),
  );
  app.get(
    `${base}/:id/copilot_messages`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCopilotMessageList } }, onRequest },
    (req) => listThreadMessages(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/copilot_messages`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZCreateCopilotMessageRequest,
        response: { 200: ZCopilotMessage },
      },
      onRequest,
    },
    (req) => askInThread(deps, membershipOf(req), req.params.id, req.body),
  );
};
