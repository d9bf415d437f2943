import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import { ORIGINAL_SHOWN_MAX, ZEmailOriginal, ZForwardRequest } from '../../../common/contracts/emailMessages.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import type { TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { membershipOf } from '../auth/index.ts';
import { getConversation, ZConvParams, ZMessageParams } from '../conversationCore/index.ts';
import { forwardEmail } from './emailForward.service.ts';
import { findOriginal } from './emailOriginal.repo.ts';

const tags = ['Email'];
const one = '/api/v1/accounts/:accountId/conversations/:conversationId';

/** An email conversation's own actions: forward (a message or the thread) and an imported mail's original. */
export const registerEmailMessageRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const onRequest = guards.requireAccount(CONVERSATION_PERMISSIONS);
  app.post(
    `${one}/forward`,
    {
      schema: {
        tags,
        params: ZConvParams,
        body: ZForwardRequest,
        response: { 200: ZEmpty },
        description:
          'Forwards one message (message_id) or the public thread to `to`, from the email inbox’s own address.',
      },
      onRequest,
    },
    (req) => forwardEmail(deps, membershipOf(req), req.params.conversationId, req.body),
  );
  app.get(
    `${one}/messages/:messageId/original`,
    {
      schema: {
        tags,
        params: ZMessageParams,
        response: { 200: ZEmailOriginal },
        description: 'The raw RFC 822 text of an imported email ("show original"), as received.',
      },
      onRequest,
    },
    async (req) => {
      const c = await getConversation(deps, membershipOf(req), req.params.conversationId);
      const found = await findOriginal(deps.db, c.accountId, c.id, req.params.messageId);
      if (!found) throw new AppError('not_found', errorText('notFound'));
      return {
        message_id: req.params.messageId,
        source: found.raw.subarray(0, ORIGINAL_SHOWN_MAX).toString('utf8'),
        size: found.raw.length,
        truncated: found.raw.length > ORIGINAL_SHOWN_MAX,
      };
    },
  );
};
