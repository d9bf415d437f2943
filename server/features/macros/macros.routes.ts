import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZMacroPayload, ZMacroList } from '../../../common/contracts/responses/macros.ts';
import {
  ZCreateMacroRequest,
  ZExecuteMacroRequest,
  ZUpdateMacroRequest,
} from '../../../common/contracts/automation.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as service from './macros.service.ts';

const tags = ['Macros'];
const base = '/api/v1/accounts/:accountId/macros';

/**
 * Macros (settings/macros): administrators and agents. A personal macro is seen and run only by its
 * author; a global one by everyone, edited by its author and administrators.
 */
export const registerMacroRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const member = guards.requireAccount(['administrator', 'agent']);
  app.get(base, { schema: { tags, params: ZAccountParams, response: { 200: ZMacroList } }, onRequest: member }, (req) =>
    service.list(deps, membershipOf(req)),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateMacroRequest, response: { 200: ZMacroPayload } },
      onRequest: member,
    },
    (req) => service.create(deps, membershipOf(req), req.body),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZMacroPayload } }, onRequest: member },
    (req) => service.show(deps, membershipOf(req), req.params.id),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateMacroRequest, response: { 200: ZMacroPayload } },
      onRequest: member,
    },
    (req) => service.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: member },
    (req) => service.remove(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/execute`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZExecuteMacroRequest, response: { 200: ZEmpty } },
      onRequest: member,
    },
    (req) => service.execute(deps, membershipOf(req), req.params.id, req.body.conversation_ids),
  );
};
