import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { z } from 'zod';
import {
  ZContactListQuery,
  ZCreateContactRequest,
  ZUpdateContactRequest,
  type TContactListQuery,
} from '../../../common/contracts/contacts.ts';
import { ZContactCreated, ZContactList, ZContactShow } from '../../../common/contracts/responses/contacts.ts';
import { CONTACT_PERMISSIONS } from '../../../common/permissions.ts';
import type { FastifyRequest } from 'fastify';
import { ZAccountItemParams, ZAccountParams, parseWith, type TRouteCtx } from '../../http.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { pageEcho } from '../../lib/pageEcho.ts';
import { registerContactExtraRoutes } from './contactExtras.routes.ts';
import { membershipOf } from '../auth/index.ts';
import * as contacts from './contacts.service.ts';

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
