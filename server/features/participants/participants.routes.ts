import { ZParticipantList } from '../../../common/contracts/responses/participants.ts';
import { ZParticipantsRequest } from '../../../common/contracts/conversationsActions.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import type { TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { ZConvParams } from '../conversationCore/index.ts';
import * as participants from './participants.service.ts';

const tags = ['Conversations'];
const one = '/api/v1/accounts/:accountId/conversations/:conversationId';

/** A conversation's participants: list; POST adds, PATCH replaces, DELETE removes. */
export const registerParticipantRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const onRequest = guards.requireAccount(CONVERSATION_PERMISSIONS);
  app.get(
    `${one}/participants`,
    { schema: { tags, params: ZConvParams, response: { 200: ZParticipantList } }, onRequest },
    (req) => participants.listParticipants(deps, membershipOf(req), req.params.conversationId),
  );
  for (const [method, mode] of [
    ['POST', 'add'],
    ['PATCH', 'replace'],
    ['DELETE', 'remove'],
  ] as const) {
    app.route({
      method,
      url: `${one}/participants`,
      schema: { tags, params: ZConvParams, body: ZParticipantsRequest, response: { 200: ZParticipantList } },
      onRequest,
      handler: (req) =>
        participants.updateParticipants(deps, membershipOf(req), req.params.conversationId, mode, req.body.user_ids),
    });
  }
};
