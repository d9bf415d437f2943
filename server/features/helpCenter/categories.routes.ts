import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import {
  ZCategoryQuery,
  ZCreateCategoryRequest,
  ZPortalItemParams,
  ZPortalParams,
  ZUpdateCategoryRequest,
} from '../../../common/contracts/helpCenter.ts';
import { ZCategoryList, ZCategoryResponse } from '../../../common/contracts/responses/helpCenter.ts';
import type { TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as categories from './categories.service.ts';
import { HELP_CENTER_READ, HELP_CENTER_WRITE } from './helpCenter.policy.ts';

const tags = ['Help Center'];
const base = '/api/v1/accounts/:accountId/portals/:portalSlug/categories';

/** A portal's categories per locale; agents may read and write them (spec part 2 §6). */
export const registerCategoryRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const reader = guards.requireAccount(HELP_CENTER_READ);
  const writer = guards.requireAccount(HELP_CENTER_WRITE);
  app.get(
    base,
    {
      schema: { tags, params: ZPortalParams, querystring: ZCategoryQuery, response: { 200: ZCategoryList } },
      onRequest: reader,
    },
    (req) => categories.list(deps, membershipOf(req), req.params.portalSlug, req.query.locale),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZPortalItemParams, response: { 200: ZCategoryResponse } }, onRequest: reader },
    (req) => categories.show(deps, membershipOf(req), req.params.portalSlug, req.params.id),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZPortalParams, body: ZCreateCategoryRequest, response: { 200: ZCategoryResponse } },
      onRequest: writer,
    },
    (req) => categories.create(deps, membershipOf(req), req.params.portalSlug, req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZPortalItemParams, body: ZUpdateCategoryRequest, response: { 200: ZCategoryResponse } },
      onRequest: writer,
    },
    (req) => categories.update(deps, membershipOf(req), req.params.portalSlug, req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZPortalItemParams, response: { 200: ZEmpty } }, onRequest: writer },
    async (req) => {
      await categories.remove(deps, membershipOf(req), req.params.portalSlug, req.params.id);
      return {};
    },
  );
};
