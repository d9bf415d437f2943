import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZCreateLabelRequest, ZUpdateLabelRequest } from '../../../common/contracts/labels.ts';
import { ZLabel, ZLabelList } from '../../../common/contracts/responses/labels.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as labels from './labels.service.ts';

const tags = ['Labels'];
const base = '/api/v1/accounts/:accountId/labels';

export const registerLabelRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const member = guards.requireAccount();
  app.get(base, { schema: { tags, params: ZAccountParams, response: { 200: ZLabelList } }, onRequest: member }, (req) =>
    labels.list(deps, membershipOf(req)),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZLabel } }, onRequest: member },
    (req) => labels.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateLabelRequest, response: { 200: ZLabel } },
      onRequest: admin,
    },
    (req) => labels.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateLabelRequest, response: { 200: ZLabel } },
      onRequest: admin,
    },
    (req) => labels.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await labels.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
};
