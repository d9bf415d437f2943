import { ZCreateCustomRoleRequest, ZUpdateCustomRoleRequest } from '../../../common/contracts/customRoles.ts';
import { ZCustomRole, ZCustomRoleList } from '../../../common/contracts/responses/customRoles.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as roles from './customRoles.service.ts';

const tags = ['Custom roles'];
const base = '/api/v1/accounts/:accountId/custom_roles';

/** Chatwoot's custom roles (an enterprise feature there), for administrators only. */
export const registerCustomRoleRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  app.get(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZCustomRoleList } }, onRequest: admin },
    (req) => roles.list(deps, membershipOf(req)),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCustomRole } }, onRequest: admin },
    (req) => roles.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateCustomRoleRequest, response: { 200: ZCustomRole } },
      onRequest: admin,
    },
    (req) => roles.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateCustomRoleRequest, response: { 200: ZCustomRole } },
      onRequest: admin,
    },
    (req) => roles.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await roles.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
};
