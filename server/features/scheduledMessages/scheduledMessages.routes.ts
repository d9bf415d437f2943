import { z } from 'zod';
import {
  ZCreateScheduledMessageRequest,
  ZUpdateScheduledMessageRequest,
} from '../../../common/contracts/scheduledMessages.ts';
import { ZScheduledMessage, ZScheduledMessageList } from '../../../common/contracts/responses/scheduledMessages.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import { parseWith, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { readAttachmentForm } from '../attachments/index.ts';
import { membershipOf } from '../auth/index.ts';
import { ZConvParams } from '../conversationCore/index.ts';
import * as service from './scheduledMessages.service.ts';
import { sendDueMessages } from './scheduledSend.ts';

const base = '/api/v1/accounts/:accountId/conversations/:conversationId/scheduled_messages';
const tags = ['Scheduled messages'];
const ZItemParams = ZConvParams.extend({ id: z.coerce.number().int().positive() });
const multipartNote = 'JSON or multipart form data with up to 15 attachments[] files (as the messages API)';

/** The body and files of a JSON or multipart request. */
const bodyOf = async (req: Parameters<typeof readAttachmentForm>[0]) =>
  req.isMultipart() ? readAttachmentForm(req) : { body: req.body, files: [] };

/**
 * Send later: a conversation's scheduled messages. Whoever may send in the conversation may schedule;
 * its author or an administrator edits and cancels one until it is sent.
 */
export const registerScheduledMessageRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const allowed = guards.requireAccount(CONVERSATION_PERMISSIONS);
  app.get(
    base,
    { schema: { tags, params: ZConvParams, response: { 200: ZScheduledMessageList } }, onRequest: allowed },
    (req) => service.listScheduled(deps, membershipOf(req), req.params.conversationId),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        params: ZConvParams,
        body: z.unknown(),
        response: { 200: ZScheduledMessage },
        description: `${multipartNote}: content, private, scheduled_at (ISO 8601 or unix seconds)`,
      },
      onRequest: allowed,
    },
    async (req) => {
      const { body, files } = await bodyOf(req);
      const input = parseWith(ZCreateScheduledMessageRequest, body);
      return service.createScheduled(deps, membershipOf(req), req.params.conversationId, input, files);
    },
  );
  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: ZItemParams,
        body: z.unknown(),
        response: { 200: ZScheduledMessage },
        description: `${multipartNote}; files sent replace the attachments. 422 once sent or cancelled`,
      },
      onRequest: allowed,
    },
    async (req) => {
      const { body, files } = await bodyOf(req);
      const input = parseWith(ZUpdateScheduledMessageRequest, body);
      const { conversationId, id } = req.params;
      return service.updateScheduled(deps, membershipOf(req), conversationId, id, input, files);
    },
  );
  app.delete(
    `${base}/:id`,
    {
      schema: { tags, params: ZItemParams, response: { 200: ZScheduledMessage } },
      onRequest: allowed,
    },
    (req) => service.cancelScheduled(deps, membershipOf(req), req.params.conversationId, req.params.id),
  );
  registerSendNowRoute({ app, deps, guards });
};

/** The E2E route's clock: `as_of` runs the check as if it were that time (a journey need not wait for it). */
const ZSendNowBody = z.object({ as_of: z.iso.datetime({ offset: true }).optional() }).nullish();

/**
 * E2E only: sends the due scheduled messages now (the every-minute job's work), so a journey need not wait
 * for the schedule; with `as_of`, those due by that time (the test's clock). Registered only when the server's
 * env sets E2E_SCHEDULED_SEND_ROUTE (playwright.config.ts's webServer does; production never does). Safe
 * beside the job: each message is claimed once.
 */
const registerSendNowRoute = ({ app, deps, guards }: TRouteCtx) => {
  if (!deps.config.e2eScheduledSendRoute) return;
  app.post(
    '/api/v1/accounts/:accountId/e2e/scheduled_messages_send',
    {
      schema: { tags, params: ZAccountParams, response: { 200: z.object({ sent: z.number() }) } },
      onRequest: guards.requireAccount(['administrator']),
    },
    async (req) => {
      const asOf = parseWith(ZSendNowBody, req.body)?.as_of;
      return { sent: await sendDueMessages(deps, asOf ? new Date(asOf) : new Date()) };
    },
  );
};
