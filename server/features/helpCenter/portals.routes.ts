import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import {
  ZCreatePortalRequest,
  ZPortalParams,
  ZPortalQuery,
  ZUpdatePortalRequest,
} from '../../../common/contracts/helpCenter.ts';
import { ZPortal, ZPortalList } from '../../../common/contracts/responses/helpCenter.ts';
import { z } from 'zod';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { HELP_CENTER_READ, PORTAL_MANAGE } from './helpCenter.policy.ts';
import { sendInstructions } from './portalInstructions.service.ts';
import * as portals from './portals.service.ts';

const tags = ['Help Center'];
const base = '/api/v1/accounts/:accountId/portals';

/** Portals (spec part 2 §7): everyone with help-centre access reads; administrators and knowledge_base_manage write. */
export const registerPortalRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const reader = guards.requireAccount(HELP_CENTER_READ);
  const manager = guards.requireAccount(PORTAL_MANAGE);
  app.get(
    base,
    {
      schema: { tags, params: ZAccountParams, querystring: ZPortalQuery, response: { 200: ZPortalList } },
      onRequest: reader,
    },
    (req) => portals.list(deps, membershipOf(req), req.query.locale),
  );
  app.get(
    `${base}/:portalSlug`,
    {
      schema: { tags, params: ZPortalParams, querystring: ZPortalQuery, response: { 200: ZPortal } },
      onRequest: reader,
    },
    (req) => portals.show(deps, membershipOf(req), req.params.portalSlug, req.query.locale),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreatePortalRequest, response: { 200: ZPortal } },
      onRequest: manager,
    },
    (req) => portals.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:portalSlug`,
    {
      schema: { tags, params: ZPortalParams, body: ZUpdatePortalRequest, response: { 200: ZPortal } },
      onRequest: manager,
    },
    (req) => portals.update(deps, membershipOf(req), req.params.portalSlug, req.body),
  );
  app.delete(
    `${base}/:portalSlug`,
    { schema: { tags, params: ZPortalParams, response: { 200: ZEmpty } }, onRequest: manager },
    async (req) => {
      await portals.remove(deps, membershipOf(req), req.params.portalSlug);
      return {};
    },
  );
  app.delete(
    `${base}/:portalSlug/logo`,
    { schema: { tags, params: ZPortalParams, response: { 200: ZPortal } }, onRequest: manager },
    (req) => portals.removeLogo(deps, membershipOf(req), req.params.portalSlug),
  );
  app.post(
    `${base}/:portalSlug/send_instructions`,
    {
      schema: {
        tags,
        params: ZPortalParams,
        body: z.object({ email: z.string().max(1000).nullish() }).optional(),
        response: { 200: z.object({ message: z.string() }) },
      },
      onRequest: manager,
    },
    (req) => sendInstructions(deps, membershipOf(req), req.params.portalSlug, req.body?.email ?? undefined),
  );
};
