import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZContactNote, ZContactNoteList } from '../../../common/contracts/responses/contactExtras.ts';
import {
  ZContactShow,
  ZContactableInboxes,
  ZLabelTitles,
  ZContactList,
} from '../../../common/contracts/responses/contacts.ts';
import { z } from 'zod';
import {
  ZContactFilterQuery,
  ZContactFilterRequest,
  ZContactLabelsRequest,
  ZContactNoteRequest,
  ZDestroyCustomAttributesRequest,
} from '../../../common/contracts/contactExtras.ts';
import { ZCreateContactInboxRequest } from '../../../common/contracts/contacts.ts';
import { ZContactInbox } from '../../../common/contracts/responses/contacts.ts';
import { CONTACT_PERMISSIONS } from '../../../common/permissions.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { pageEcho } from '../../lib/pageEcho.ts';
import { callerOf, membershipOf } from '../auth/index.ts';
import * as extras from './contactExtras.service.ts';
import { createContactInbox } from './contactInboxes.service.ts';
import * as notes from './contactNotes.service.ts';

const tags = ['Contacts'];
const base = '/api/v1/accounts/:accountId/contacts';
const ZNoteParams = ZAccountItemParams.extend({ noteId: z.coerce.number().int().positive().max(2_147_483_647) });

export const registerContactExtraRoutes = (ctx: TRouteCtx) => {
  const { app, deps, guards } = ctx;
  const allowed = guards.requireAccount(CONTACT_PERMISSIONS);

  app.post(
    `${base}/filter`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZContactFilterQuery,
        body: ZContactFilterRequest,
        response: { 200: ZContactList },
      },
      onRequest: allowed,
    },
    (req) =>
      extras.filter(deps, membershipOf(req), req.body, {
        page: req.query.page,
        currentPage: pageEcho(req),
        sort: req.query.sort,
        includeContactInboxes: req.query.include_contact_inboxes,
      }),
  );
  app.get(
    `${base}/:id/labels`,
    {
      schema: { tags: ['Contact Labels'], params: ZAccountItemParams, response: { 200: ZLabelTitles } },
      onRequest: allowed,
    },
    (req) => extras.getLabels(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/labels`,
    {
      schema: {
        tags: ['Contact Labels'],
        params: ZAccountItemParams,
        body: ZContactLabelsRequest,
        response: { 200: ZLabelTitles },
      },
      onRequest: allowed,
    },
    (req) => extras.setLabels(deps, membershipOf(req), req.params.id, req.body.labels),
  );
  app.get(
    `${base}/:id/contactable_inboxes`,
    {
      schema: { tags, params: ZAccountItemParams, response: { 200: ZContactableInboxes } },
      onRequest: allowed,
    },
    (req) => extras.contactableInboxes(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/contact_inboxes`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZCreateContactInboxRequest,
        response: { 200: ZContactInbox },
      },
      onRequest: allowed,
    },
    (req) => createContactInbox(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id/avatar`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZContactShow } }, onRequest: allowed },
    (req) => extras.removeAvatar(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/destroy_custom_attributes`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZDestroyCustomAttributesRequest,
        response: { 200: ZContactShow },
      },
      onRequest: allowed,
    },
    (req) => extras.destroyCustomAttributes(deps, membershipOf(req), req.params.id, req.body.custom_attributes),
  );

  app.get(
    `${base}/:id/notes`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZContactNoteList } }, onRequest: allowed },
    (req) => notes.listNotes(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/notes`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZContactNoteRequest, response: { 200: ZContactNote } },
      onRequest: allowed,
    },
    (req) => notes.createNote(deps, membershipOf(req), callerOf(req).user, req.params.id, req.body.content),
  );
  app.get(
    `${base}/:id/notes/:noteId`,
    { schema: { tags, params: ZNoteParams, response: { 200: ZContactNote } }, onRequest: allowed },
    (req) => notes.showNote(deps, membershipOf(req), req.params.id, req.params.noteId),
  );
  app.patch(
    `${base}/:id/notes/:noteId`,
    {
      schema: { tags, params: ZNoteParams, body: ZContactNoteRequest, response: { 200: ZContactNote } },
      onRequest: allowed,
    },
    (req) => notes.updateNote(deps, membershipOf(req), req.params.id, req.params.noteId, req.body.content),
  );
  app.delete(
    `${base}/:id/notes/:noteId`,
    { schema: { tags, params: ZNoteParams, response: { 200: ZEmpty } }, onRequest: allowed },
    async (req) => {
      await notes.deleteNote(deps, membershipOf(req), req.params.id, req.params.noteId);
      return {};
    },
  );
};
