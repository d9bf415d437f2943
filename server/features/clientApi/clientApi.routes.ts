import {
  ZPublicMessageUpdated,
  ZPublicMessage,
  ZPublicMessageList,
  ZPublicConversation,
} from '../../../common/contracts/responses/widget.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZClientConversationList, ZClientContact } from '../../../common/contracts/responses/clientApi.ts';
import { z } from 'zod';
import {
  ZClientContactParams,
  ZClientContactPayload,
  ZClientConversationParams,
  ZClientConversationPayload,
  ZClientInboxParams,
  ZClientMessageParams,
  ZClientMessagePayload,
  ZClientMessageUpdate,
  ZClientTypingBody,
  ZClientTypingQuery,
} from '../../../common/contracts/clientApi.ts';
import { parseWith, type TRouteCtx } from '../../http.ts';
import { AppError } from '../../lib/appError.ts';
import { readAttachmentForm, type TIncomingFile } from '../attachments/index.ts';
import * as client from './clientApi.service.ts';
import { errorText } from '../../lib/serverText.ts';

const base = '/public/api/v1/inboxes/:inboxIdentifier';
const contactsTag = ['Contacts API'];
const convTag = ['Conversations API'];
const msgTag = ['Messages API'];
const ZMessagesQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().positive().optional(),
});

/**
 * The public client API (client_swagger.json): what a custom chat client needs to run an API inbox.
 * No API token: the inbox identifier and the contact's source id are the secrets. Any origin may call it.
 */
export const registerClientApiRoutes = ({ app, deps }: TRouteCtx) => {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/public/api/')) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, OPTIONS');
    reply.header('Access-Control-Allow-Headers', 'Content-Type');
    reply.header('Access-Control-Max-Age', '86400');
  });
  app.options('/public/api/v1/*', { schema: { hide: true } }, (_req, reply) => reply.status(204).send());

  const visitor = async (p: { inboxIdentifier: string; contactIdentifier: string }) => {
    const a = await client.loadInbox(deps, p.inboxIdentifier);
    return { a, v: await client.loadVisitor(deps, a, p.contactIdentifier) };
  };

  app.post(
    `${base}/contacts`,
    {
      schema: {
        tags: contactsTag,
        params: ZClientInboxParams,
        body: ZClientContactPayload,
        response: { 200: ZClientContact },
      },
    },
    async (req) => client.createContact(deps, await client.loadInbox(deps, req.params.inboxIdentifier), req.body),
  );
  const contact = `${base}/contacts/:contactIdentifier`;
  app.get(
    contact,
    { schema: { tags: contactsTag, params: ZClientContactParams, response: { 200: ZClientContact } } },
    async (req) => client.presentClientContact((await visitor(req.params)).v),
  );
  app.patch(
    contact,
    {
      schema: {
        tags: contactsTag,
        params: ZClientContactParams,
        body: ZClientContactPayload,
        response: { 200: ZClientContact },
      },
    },
    async (req) => {
      const { a, v } = await visitor(req.params);
      return client.updateContact(deps, a, v, req.body);
    },
  );

  const convs = `${contact}/conversations`;
  app.post(
    convs,
    {
      schema: {
        tags: convTag,
        params: ZClientContactParams,
        body: ZClientConversationPayload.nullish(),
        response: { 200: ZPublicConversation },
      },
    },
    async (req) => client.createConversation(deps, (await visitor(req.params)).v, req.body?.custom_attributes),
  );
  app.get(
    convs,
    { schema: { tags: convTag, params: ZClientContactParams, response: { 200: ZClientConversationList } } },
    async (req) => client.listConversations(deps, (await visitor(req.params)).v),
  );
  const conv = `${convs}/:conversationId`;
  app.get(
    conv,
    { schema: { tags: convTag, params: ZClientConversationParams, response: { 200: ZPublicConversation } } },
    async (req) => client.showConversation(deps, (await visitor(req.params)).v, req.params.conversationId),
  );
  app.post(
    `${conv}/toggle_status`,
    { schema: { tags: convTag, params: ZClientConversationParams, response: { 200: ZPublicConversation } } },
    async (req) => client.resolve(deps, (await visitor(req.params)).v, req.params.conversationId),
  );
  app.post(
    `${conv}/toggle_typing`,
    {
      schema: {
        tags: convTag,
        params: ZClientConversationParams,
        querystring: ZClientTypingQuery,
        body: ZClientTypingBody.nullish(),
        response: { 200: ZEmpty },
      },
    },
    async (req) => {
      const status = req.body?.typing_status ?? req.query.typing_status;
      if (!status) throw AppError.invalid('typing_status', errorText('blank'));
      return client.typing(deps, (await visitor(req.params)).v, req.params.conversationId, status);
    },
  );
  app.post(
    `${conv}/update_last_seen`,
    { schema: { tags: convTag, params: ZClientConversationParams, response: { 200: ZEmpty } } },
    async (req) => client.lastSeen(deps, (await visitor(req.params)).v, req.params.conversationId),
  );

  const msgs = `${conv}/messages`;
  app.get(
    msgs,
    {
      schema: {
        tags: msgTag,
        params: ZClientConversationParams,
        querystring: ZMessagesQuery,
        response: { 200: ZPublicMessageList },
      },
    },
    async (req) =>
      client.listMessages(
        deps,
        (await visitor(req.params)).v,
        req.params.conversationId,
        req.query.before,
        req.query.after,
      ),
  );
  app.post(
    msgs,
    { schema: { tags: msgTag, params: ZClientConversationParams, response: { 200: ZPublicMessage } } },
    async (req) => {
      const { v } = await visitor(req.params);
      let raw: unknown = req.body;
      let files: TIncomingFile[] = [];
      if (req.isMultipart()) ({ body: raw, files } = await readAttachmentForm(req));
      const input = parseWith(ZClientMessagePayload, raw);
      return client.createMessage(deps, v, req.params.conversationId, input, files);
    },
  );
  app.patch(
    `${msgs}/:messageId`,
    {
      schema: {
        tags: msgTag,
        params: ZClientMessageParams,
        body: ZClientMessageUpdate,
        response: { 200: ZPublicMessageUpdated },
      },
    },
    async (req) => {
      const { a, v } = await visitor(req.params);
      const submitted = req.body.submitted_values;
      const csat =
        req.body.csat_survey_response ??
        (submitted && !Array.isArray(submitted) && 'csat_survey_response' in submitted
          ? submitted.csat_survey_response
          : undefined);
      return client.updateMessage(deps, a, v, req.params.conversationId, req.params.messageId, {
        csat,
        submittedValues: csat ? undefined : submitted,
        email:
          submitted && !Array.isArray(submitted) && 'value' in submitted && typeof submitted.value === 'string'
            ? submitted.value
            : undefined,
      });
    },
  );
};
