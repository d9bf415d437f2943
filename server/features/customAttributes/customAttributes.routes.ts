import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZCustomAttribute, ZCustomAttributeList } from '../../../common/contracts/responses/customAttributes.ts';
import {
  ZCreateCustomAttributeRequest,
  ZCustomAttributeListQuery,
  ZUpdateCustomAttributeRequest,
} from '../../../common/contracts/customAttributes.ts';
import { ALL_ROLES } from '../../../common/permissions.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as service from './customAttributes.service.ts';

const tags = ['Custom Attributes'];
const base = '/api/v1/accounts/:accountId/custom_attribute_definitions';

/** Every member reads the definitions (forms and filters need them); administrators change them. */
export const registerCustomAttributeRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const member = guards.requireAccount(ALL_ROLES);
  const admin = guards.requireAccount(['administrator']);
  app.get(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZCustomAttributeListQuery,
        response: { 200: ZCustomAttributeList },
      },
      onRequest: member,
    },
    (req) => service.list(deps, membershipOf(req), req.query.attribute_model),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCustomAttribute } }, onRequest: member },
    (req) => service.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: ZCreateCustomAttributeRequest,
        response: { 200: ZCustomAttribute },
      },
      onRequest: admin,
    },
    (req) => service.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZUpdateCustomAttributeRequest,
        response: { 200: ZCustomAttribute },
      },
      onRequest: admin,
    },
    (req) => service.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await service.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
};
