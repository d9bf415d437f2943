import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { z } from 'zod';
import {
  ZContactListQuery,
  ZCreateContactRequest,
  ZUpdateContactRequest,
  type TContactListQuery,
} from '../../../common/contracts/contacts.ts';
import {
  ZContactCreated,
  ZContactArchive,
  ZContactArchiveList,
  ZContactErased,
  ZContactList,
  ZContactShow,
} from '../../../common/contracts/responses/contacts.ts';
import { CONTACT_PERMISSIONS } from '../../../common/permissions.ts';
import type { FastifyRequest } from 'fastify';
import { ZAccountItemParams, ZAccountParams, parseWith, type TRouteCtx } from '../../http.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { pageEcho } from '../../lib/pageEcho.ts';
import { registerContactExtraRoutes } from './contactExtras.routes.ts';
import { membershipOf } from '../auth/index.ts';
import * as contacts from './contacts.service.ts';
import { eraseContact } from './contactErase.service.ts';
import { archiveFile, listContactArchives, requestArchive } from './contactArchive.service.ts';

const tags = ['Contacts'];
const base = '/api/v1/accounts/:accountId/contacts';

/** Contact create and update send form data when a file is included (part 2 §5). */
/** List options from the query: every labels[] value, the echoed page, contact inboxes unless refused. */
const listOptions = (req: FastifyRequest<{ Querystring: TContactListQuery }>) => ({
  page: req.query.page,
  currentPage: pageEcho(req),
  sort: req.query.sort,
  q: req.query.q,
  labels: req.query['labels[]'] ?? req.query.labels,
  includeContactInboxes: req.query.include_contact_inboxes,
});

const bodyAndAvatar = async (req: FastifyRequest) =>
  req.isMultipart() ? readMultipart(req, 'avatar') : { body: req.body ?? {}, file: null };

export const registerContactRoutes = (ctx: TRouteCtx) => {
  const { app, deps, guards } = ctx;
  const allowed = guards.requireAccount(CONTACT_PERMISSIONS);
  const admin = guards.requireAccount(['administrator']);
  registerContactExtraRoutes(ctx);
  app.get(
    base,
    {
      schema: { tags, params: ZAccountParams, querystring: ZContactListQuery, response: { 200: ZContactList } },
      onRequest: allowed,
    },
    (req) => contacts.list(deps, membershipOf(req), listOptions(req)),
  );
  app.get(
    `${base}/search`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZContactListQuery.extend({ q: z.string().trim().min(1).max(255) }),
        response: { 200: ZContactList },
      },
      onRequest: allowed,
    },
    (req) => contacts.list(deps, membershipOf(req), listOptions(req)),
  );
  // Contacts with a live widget presence now (Chatwoot's OnlineStatusTracker), before /:id.
  app.get(
    `${base}/active`,
    {
      schema: { tags, params: ZAccountParams, querystring: ZContactListQuery, response: { 200: ZContactList } },
      onRequest: allowed,
    },
    (req) => contacts.list(deps, membershipOf(req), { ...listOptions(req), q: undefined, onlineOnly: true }),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZContactShow } }, onRequest: allowed },
    (req) => contacts.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: z.unknown(),
        response: { 200: ZContactCreated },
        description: 'JSON, or multipart with an avatar file',
      },
      onRequest: allowed,
    },
    async (req) => {
      const { body, file } = await bodyAndAvatar(req);
      return contacts.create(deps, membershipOf(req), parseWith(ZCreateContactRequest, body), file);
    },
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      `${base}/:id`,
      {
        schema: {
          tags,
          params: ZAccountItemParams,
          body: z.unknown(),
          hide: method === 'patch',
          response: { 200: ZContactShow },
          description: 'JSON, or multipart with an avatar file',
        },
        onRequest: allowed,
      },
      async (req) => {
        const { body, file } = await bodyAndAvatar(req);
        return contacts.update(deps, membershipOf(req), req.params.id, parseWith(ZUpdateContactRequest, body), file);
      },
    );
  }
  // The right of access (docs/PRIVACY.md): a ZIP of everything about the person, built by a job.
  app.post(
    `${base}/:id/export`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZContactArchive } }, onRequest: admin },
    (req) => requestArchive(deps, membershipOf(req), req.params.id),
  );
  app.get(
    `${base}/:id/exports`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZContactArchiveList } }, onRequest: admin },
    (req) => listContactArchives(deps, membershipOf(req), req.params.id),
  );
  app.get(
    `${base}/:id/exports/:archiveId/download`,
    {
      schema: {
        tags,
        params: ZAccountItemParams.extend({ archiveId: z.coerce.number().int().positive().max(2_147_483_647) }),
        description: 'The ready ZIP (application/zip): data.json and the files',
      },
      onRequest: admin,
    },
    async (req, reply) => {
      const file = await archiveFile(deps, membershipOf(req), req.params.id, req.params.archiveId);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
        .header('Cache-Control', 'no-store')
        .send(file.bytes);
    },
  );
  // The right to be forgotten (docs/PRIVACY.md): administrators only, like delete.
  app.post(
    `${base}/:id/erase`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZContactErased } }, onRequest: admin },
    (req) => eraseContact(deps, membershipOf(req), req.params.id),
  );
  // Only administrators delete contacts (Chatwoot's ContactPolicy#destroy?).
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await contacts.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
};
