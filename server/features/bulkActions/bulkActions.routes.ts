import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZBulkActionRequest } from '../../../common/contracts/conversationsActions.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { runBulkAction } from './bulkActions.service.ts';

export const registerBulkActionRoutes = ({ app, deps, guards }: TRouteCtx) => {
  app.post(
    '/api/v1/accounts/:accountId/bulk_actions',
    {
      schema: { tags: ['Conversations'], params: ZAccountParams, body: ZBulkActionRequest, response: { 200: ZEmpty } },
      onRequest: guards.requireAccount(CONVERSATION_PERMISSIONS),
    },
    (req) => runBulkAction(deps, membershipOf(req), req.body),
  );
};
