import { ZNoContent } from '../../../common/contracts/responses/bodies.ts';
import { ZCustomFilter, ZCustomFilterList } from '../../../common/contracts/responses/customFilters.ts';
import { z } from 'zod';
import {
  CUSTOM_FILTER_TYPES,
  ZCreateCustomFilterRequest,
  ZUpdateCustomFilterRequest,
} from '../../../common/contracts/customFilters.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as filters from './customFilters.service.ts';

const tags = ['Custom Filters'];
const base = '/api/v1/accounts/:accountId/custom_filters';

export const registerCustomFilterRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const member = guards.requireAccount();
  app.get(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: z.object({ filter_type: z.enum(CUSTOM_FILTER_TYPES).optional() }),
        response: { 200: ZCustomFilterList },
      },
      onRequest: member,
    },
    (req) => filters.list(deps, membershipOf(req), req.query.filter_type),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCustomFilter } }, onRequest: member },
    (req) => filters.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateCustomFilterRequest, response: { 200: ZCustomFilter } },
      onRequest: member,
    },
    (req) => filters.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateCustomFilterRequest, response: { 200: ZCustomFilter } },
      onRequest: member,
    },
    (req) => filters.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 204: ZNoContent } }, onRequest: member },
    async (req, reply) => {
      await filters.remove(deps, membershipOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
