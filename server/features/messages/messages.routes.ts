import { ZTranslatedContent } from '../../../common/contracts/responses/messages.ts';
import { z } from 'zod';
import { ZCreateMessageRequest, ZMessageListQuery } from '../../../common/contracts/conversations.ts';
import { ZDirectUploadBlob, ZDirectUploadRequest } from '../../../common/contracts/directUploads.ts';
import { ZMessageStatusUpdateRequest, ZTranslateRequest } from '../../../common/contracts/conversationsActions.ts';
import { ZMessage, ZMessageCreated, ZMessageList } from '../../../common/contracts/responses/messages.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import { parseWith, type TRouteCtx } from '../../http.ts';
import { readAttachmentForm } from '../attachments/index.ts';
import { membershipOf } from '../auth/index.ts';
import { createDirectUpload, readBlobFiles, releaseBlobs, signedIdsIn } from '../uploads/index.ts';
import { getConversation, ZConvParams, ZMessageParams } from '../conversationCore/index.ts';
import { createMessage as createBotMessage } from './botMessages.service.ts';
import * as extras from './messageExtras.service.ts';
import * as messages from './messageThread.service.ts';
import * as status from './messageStatus.service.ts';

const msgs = '/api/v1/accounts/:accountId/conversations/:conversationId/messages';

/** A conversation's messages: list, create (JSON or multipart), status (API inboxes), delete, retry, translate. */
export const registerMessageRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const allowed = guards.requireAccount(CONVERSATION_PERMISSIONS);
  const allowedOrBot = guards.requireAccountOrBot(CONVERSATION_PERMISSIONS);
  app.get(
    msgs,
    {
      schema: {
        tags: ['Messages'],
        params: ZConvParams,
        querystring: ZMessageListQuery,
        response: { 200: ZMessageList },
      },
      onRequest: allowed,
    },
    (req) =>
      messages.listMessages(deps, membershipOf(req), req.params.conversationId, req.query.before, req.query.after),
  );
  app.post(
    msgs,
    {
      schema: {
        tags: ['Messages'],
        params: ZConvParams,
        body: z.unknown(),
        response: { 200: ZMessageCreated },
        description: 'JSON (ZCreateMessageRequest) or multipart form data with up to 15 attachments[] files',
      },
      onRequest: allowedOrBot,
    },
    async (req) => {
      const form = req.isMultipart() ? await readAttachmentForm(req) : { body: req.body, files: [], blobIds: [] };
      const input = parseWith(ZCreateMessageRequest, form.body);
      const signedIds = [...form.blobIds, ...signedIdsIn((form.body as { attachments?: unknown }).attachments)];
      // A bot announces no blobs: a signed id from its token is refused as unknown.
      const owner = { type: 'User', id: req.agentBot ? 0 : membershipOf(req).accountUser.userId } as const;
      const blobs = await readBlobFiles(deps, owner, signedIds);
      const files = [...form.files, ...blobs.files];
      const created = req.agentBot
        ? await createBotMessage(deps, req.agentBot, req.params.conversationId, input, files)
        : await messages.createMessage(deps, membershipOf(req), req.params.conversationId, input, files);
      await releaseBlobs(deps, blobs.ids);
      return created;
    },
  );
  app.patch(
    `${msgs}/:messageId`,
    {
      schema: {
        tags: ['Messages'],
        params: ZMessageParams,
        body: ZMessageStatusUpdateRequest,
        response: { 200: ZMessage },
        description: 'API inboxes only: the delivery status (sent, delivered, read, failed) and external_error',
      },
      onRequest: allowed,
    },
    (req) =>
      status.updateMessageStatus(deps, membershipOf(req), req.params.conversationId, req.params.messageId, req.body),
  );
  app.delete(
    `${msgs}/:messageId`,
    { schema: { tags: ['Messages'], params: ZMessageParams, response: { 200: ZMessageCreated } }, onRequest: allowed },
    (req) => messages.deleteMessage(deps, membershipOf(req), req.params.conversationId, req.params.messageId),
  );

  app.post(
    `${msgs}/:messageId/retry`,
    { schema: { tags: ['Messages'], params: ZMessageParams, response: { 200: ZMessageCreated } }, onRequest: allowed },
    (req) => extras.retryMessage(deps, membershipOf(req), req.params.conversationId, req.params.messageId),
  );
  app.post(
    `${msgs}/:messageId/translate`,
    {
      schema: {
        tags: ['Messages'],
        params: ZMessageParams,
        body: ZTranslateRequest,
        response: { 200: ZTranslatedContent },
      },
      onRequest: allowed,
    },
    (req) =>
      extras.translateMessage(
        deps,
        membershipOf(req),
        req.params.conversationId,
        req.params.messageId,
        req.body.target_language,
      ),
  );
  // Chatwoot's conversation twin of Rails' direct uploads: a member who may see the conversation announces a blob.
  app.post(
    '/api/v1/accounts/:accountId/conversations/:conversationId/direct_uploads',
    {
      schema: {
        tags: ['Messages'],
        params: ZConvParams,
        body: ZDirectUploadRequest,
        response: { 200: ZDirectUploadBlob },
      },
      onRequest: allowed,
    },
    async (req) => {
      const m = membershipOf(req);
      await getConversation(deps, m, req.params.conversationId);
      return createDirectUpload(deps, { type: 'User', id: m.accountUser.userId }, m.accountId, req.body);
    },
  );
};
