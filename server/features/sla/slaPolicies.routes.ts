import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import {
  ZCreateSlaPolicyRequest,
  ZSlaPolicyList,
  ZSlaPolicyOne,
  ZUpdateSlaPolicyRequest,
} from '../../../common/contracts/sla.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { registerSlaCheckNowRoute } from './slaCheckNow.routes.ts';
import * as policies from './slaPolicies.service.ts';

const tags = ['SLA'];
const base = '/api/v1/accounts/:accountId/sla_policies';

/** Chatwoot's sla_policies CRUD: administrators write (settings/sla), every member reads. */
export const registerSlaPolicyRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  // Members read the list: the conversation screen's SLA control offers it.
  const member = guards.requireAccount();
  app.get(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZSlaPolicyList } }, onRequest: member },
    (req) => policies.list(deps, membershipOf(req)),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZSlaPolicyOne } }, onRequest: member },
    (req) => policies.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateSlaPolicyRequest, response: { 200: ZSlaPolicyOne } },
      onRequest: admin,
    },
    (req) => policies.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateSlaPolicyRequest, response: { 200: ZSlaPolicyOne } },
      onRequest: admin,
    },
    (req) => policies.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await policies.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
  registerSlaCheckNowRoute({ app, deps, guards });
};
