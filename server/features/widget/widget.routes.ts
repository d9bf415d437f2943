import {
  ZWidgetInboxMembers,
  ZWidgetCampaigns,
  ZPublicMessageUpdated,
  ZPublicMessage,
  ZPublicMessageList,
  ZPublicConversation,
  ZWidgetContact,
  ZWidgetContactWithToken,
  ZWidgetConfig,
  ZWidgetCurrentConversation,
} from '../../../common/contracts/responses/widget.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZCustomAttributeKeys,
  ZCustomAttributesBody,
  ZTranscriptBody,
  ZTypingBody,
  ZWebsiteTokenQuery,
  ZWidgetContactUpdate,
  ZWidgetCreateConversation,
  ZWidgetCreateMessage,
  ZWidgetEventBody,
  ZWidgetLabelBody,
  ZWidgetMessagesQuery,
  ZWidgetSetUser,
  ZWidgetUpdateMessage,
} from '../../../common/contracts/widget.ts';
import { parseWith, type TRouteCtx } from '../../http.ts';
import { readAttachmentForm, type TIncomingFile } from '../attachments/index.ts';
import { createDirectUpload, readBlobFiles, releaseBlobs, signedIdsIn } from '../uploads/index.ts';
import { ZDirectUploadBlob, ZDirectUploadRequest } from '../../../common/contracts/directUploads.ts';
import { removeContactAttributes } from './visitorContact.service.ts';
import { resolveConversation, toggleTyping, updateLastSeen } from './visitor.service.ts';
import { findVisitor, loadWidget, requireVisitor, startSession } from './widget.context.ts';
import * as widget from './widget.service.ts';
import { registerWidgetPages } from './widget.web.ts';

const tags = ['Widget'];
const base = '/api/v1/widget';
const querystring = ZWebsiteTokenQuery;

const infoOf = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  language: typeof req.headers['accept-language'] === 'string' ? req.headers['accept-language'] : undefined,
});

/** The website widget's API (Chatwoot's /api/v1/widget/*): website_token in the query, X-Auth-Token header. */
export const registerWidgetRoutes = async ({ app, deps }: TRouteCtx) => {
  const session = async (req: FastifyRequest<{ Querystring: { website_token: string } }>) => {
    const w = await loadWidget(deps, req.query.website_token);
    return { w, v: await requireVisitor(deps, w, req) };
  };

  app.post(`${base}/config`, { schema: { tags, querystring, response: { 200: ZWidgetConfig } } }, async (req) => {
    const w = await loadWidget(deps, req.query.website_token);
    const known = await findVisitor(deps, w, req);
    if (known) return widget.config(deps, w, known, String(req.headers['x-auth-token']));
    const { visitor, token } = await startSession(deps, w, req.ip);
    return widget.config(deps, w, visitor, token);
  });

  // Contact
  app.get(`${base}/contact`, { schema: { tags, querystring, response: { 200: ZWidgetContact } } }, async (req) =>
    widget.showContact((await session(req)).v),
  );
  app.patch(
    `${base}/contact`,
    { schema: { tags, querystring, body: ZWidgetContactUpdate, response: { 200: ZWidgetContactWithToken } } },
    async (req) => {
      const { w, v } = await session(req);
      return widget.updateContact(deps, w, v, req.body, req.ip);
    },
  );
  app.patch(
    `${base}/contact/set_user`,
    { schema: { tags, querystring, body: ZWidgetSetUser, response: { 200: ZWidgetContactWithToken } } },
    async (req) => {
      const { w, v } = await session(req);
      return widget.updateContact(deps, w, v, req.body, req.ip);
    },
  );
  app.post(
    `${base}/contact/destroy_custom_attributes`,
    { schema: { tags, querystring, body: ZCustomAttributeKeys, response: { 200: ZWidgetContact } } },
    async (req) =>
      widget.presentWidgetContact(
        await removeContactAttributes(deps, (await session(req)).v, req.body.custom_attributes),
      ),
  );

  // Conversations (the visitor's current one)
  const conv = `${base}/conversations`;
  app.get(conv, { schema: { tags, querystring, response: { 200: ZWidgetCurrentConversation } } }, async (req) =>
    widget.showConversation(deps, (await session(req)).v),
  );
  app.post(
    conv,
    { schema: { tags, querystring, body: ZWidgetCreateConversation, response: { 200: ZPublicConversation } } },
    async (req) => {
      const { w, v } = await session(req);
      return widget.createConversation(deps, w, v, req.body, infoOf(req));
    },
  );
  app.post(
    `${conv}/toggle_typing`,
    { schema: { tags, querystring, body: ZTypingBody, response: { 200: ZEmpty } } },
    async (req) => {
      const { v } = await session(req);
      await toggleTyping(deps, v, await widget.conversationOf(deps, v), req.body.typing_status === 'on');
      return {};
    },
  );
  app.post(`${conv}/update_last_seen`, { schema: { tags, querystring, response: { 200: ZEmpty } } }, async (req) => {
    const { v } = await session(req);
    await updateLastSeen(deps, await widget.conversationOf(deps, v));
    return {};
  });
  app.post(
    `${conv}/transcript`,
    { schema: { tags, querystring, body: ZTranscriptBody.nullish(), response: { 200: ZEmpty } } },
    async (req) => widget.sendTranscript(deps, (await session(req)).v, req.body?.email),
  );
  app.get(`${conv}/toggle_status`, { schema: { tags, querystring, response: { 200: ZEmpty } } }, async (req) => {
    const { v } = await session(req);
    await resolveConversation(deps, v, await widget.conversationOf(deps, v));
    return {};
  });
  app.post(
    `${conv}/set_custom_attributes`,
    { schema: { tags, querystring, body: ZCustomAttributesBody, response: { 200: ZPublicConversation } } },
    async (req) => widget.setConversationAttributes(deps, (await session(req)).v, req.body.custom_attributes),
  );
  app.post(
    `${conv}/destroy_custom_attributes`,
    { schema: { tags, querystring, body: ZCustomAttributeKeys, response: { 200: ZPublicConversation } } },
    async (req) => widget.removeConversationAttributes(deps, (await session(req)).v, req.body.custom_attributes),
  );

  // Messages
  const msgs = `${base}/messages`;
  app.get(
    msgs,
    { schema: { tags, querystring: ZWidgetMessagesQuery, response: { 200: ZPublicMessageList } } },
    async (req) => widget.listMessages(deps, (await session(req)).v, req.query.before, req.query.after),
  );
  app.post(msgs, { schema: { tags, querystring, response: { 200: ZPublicMessage } } }, async (req) => {
    const { w, v } = await session(req);
    let raw: unknown = req.body;
    let files: TIncomingFile[] = [];
    let blobIds: string[] = [];
    if (req.isMultipart()) ({ body: raw, files, blobIds } = await readAttachmentForm(req));
    const { message } = parseWith(ZWidgetCreateMessage, raw);
    const named = (raw as { message?: { attachments?: unknown } } | null)?.message?.attachments;
    const owner = { type: 'ContactInbox', id: v.contactInbox.id } as const;
    const blobs = await readBlobFiles(deps, owner, [...blobIds, ...signedIdsIn(named)], 'message.attachments');
    const created = await widget.createMessage(deps, w, v, message, [...files, ...blobs.files], infoOf(req));
    await releaseBlobs(deps, blobs.ids);
    return created;
  });
  // Rails' direct uploads for the visitor: the blob is the visitor's, named later in message[attachments][].
  app.post(
    `${base}/direct_uploads`,
    { schema: { tags, querystring, body: ZDirectUploadRequest, response: { 200: ZDirectUploadBlob } } },
    async (req) => {
      const { w, v } = await session(req);
      return createDirectUpload(deps, { type: 'ContactInbox', id: v.contactInbox.id }, w.inbox.accountId, req.body);
    },
  );
  app.patch(
    `${msgs}/:id`,
    {
      schema: {
        tags,
        querystring,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ZWidgetUpdateMessage,
        response: { 200: ZPublicMessageUpdated },
      },
    },
    async (req) => {
      const { w, v } = await session(req);
      return widget.updateMessage(deps, w, v, req.params.id, req.body);
    },
  );

  // Labels, campaigns, events, agents
  app.post(
    `${base}/labels`,
    { schema: { tags, querystring, body: ZWidgetLabelBody, response: { 200: ZEmpty } } },
    async (req) => widget.addLabel(deps, (await session(req)).v, req.body.label),
  );
  app.delete(
    `${base}/labels/:id`,
    { schema: { tags, querystring, params: z.object({ id: z.string().min(1).max(255) }), response: { 200: ZEmpty } } },
    async (req) => widget.removeLabel(deps, (await session(req)).v, req.params.id),
  );
  app.get(`${base}/campaigns`, { schema: { tags, querystring, response: { 200: ZWidgetCampaigns } } }, async (req) => {
    const w = await loadWidget(deps, req.query.website_token);
    return widget.listCampaigns(deps, await findVisitor(deps, w, req), w);
  });
  app.post(
    `${base}/events`,
    { schema: { tags, querystring, body: ZWidgetEventBody, response: { 200: ZEmpty } } },
    async (req) => {
      await widget.triggerEvent(deps, (await session(req)).v, req.body.name, req.body.event_info);
      return {};
    },
  );
  app.get(
    `${base}/inbox_members`,
    { schema: { tags, querystring, response: { 200: ZWidgetInboxMembers } } },
    async (req) => widget.listInboxMembers(deps, await loadWidget(deps, req.query.website_token)),
  );

  await registerWidgetPages(app);
};
