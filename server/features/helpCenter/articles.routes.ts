import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import {
  ZArticleListQuery,
  ZCreateArticleRequest,
  ZPortalItemParams,
  ZPortalParams,
  ZReorderArticlesRequest,
  ZUpdateArticleRequest,
} from '../../../common/contracts/helpCenter.ts';
import { ZArticleList, ZArticleResponse } from '../../../common/contracts/responses/helpCenter.ts';
import type { TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as articles from './articles.service.ts';
import { HELP_CENTER_READ, HELP_CENTER_WRITE } from './helpCenter.policy.ts';

const tags = ['Help Center'];
const base = '/api/v1/accounts/:accountId/portals/:portalSlug/articles';

/** A portal's articles: list with filters and tab counts, CRUD, reorder; agents may write (spec part 2 §6). */
export const registerArticleRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const reader = guards.requireAccount(HELP_CENTER_READ);
  const writer = guards.requireAccount(HELP_CENTER_WRITE);
  app.get(
    base,
    {
      schema: { tags, params: ZPortalParams, querystring: ZArticleListQuery, response: { 200: ZArticleList } },
      onRequest: reader,
    },
    (req) => articles.list(deps, membershipOf(req), req.params.portalSlug, req.query),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZPortalItemParams, response: { 200: ZArticleResponse } }, onRequest: reader },
    (req) => articles.show(deps, membershipOf(req), req.params.portalSlug, req.params.id),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZPortalParams, body: ZCreateArticleRequest, response: { 200: ZArticleResponse } },
      onRequest: writer,
    },
    (req) => articles.create(deps, membershipOf(req), req.params.portalSlug, req.body),
  );
  app.post(
    `${base}/reorder`,
    {
      schema: { tags, params: ZPortalParams, body: ZReorderArticlesRequest, response: { 200: ZEmpty } },
      onRequest: writer,
    },
    (req) => articles.reorder(deps, membershipOf(req), req.params.portalSlug, req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZPortalItemParams, body: ZUpdateArticleRequest, response: { 200: ZArticleResponse } },
      onRequest: writer,
    },
    (req) => articles.update(deps, membershipOf(req), req.params.portalSlug, req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZPortalItemParams, response: { 200: ZEmpty } }, onRequest: writer },
    async (req) => {
      await articles.remove(deps, membershipOf(req), req.params.portalSlug, req.params.id);
      return {};
    },
  );
};
