import { ZContact } from '../../../common/contracts/responses/contacts.ts';
import { ZContactConversations } from '../../../common/contracts/responses/conversations.ts';
import { ZContactMergeRequest } from '../../../common/contracts/contactExtras.ts';
import { CONTACT_PERMISSIONS } from '../../../common/permissions.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { listConversations } from './contactConversations.service.ts';
import { mergeContacts } from './contactMerge.service.ts';

const tags = ['Contacts'];
const base = '/api/v1/accounts/:accountId/contacts';

/**
 * A contact's conversations and contact merge: contact routes that read or move conversations, so they
 * sit with conversations (above contacts in the module layers, docs/ARCHITECTURE.md).
 */
export const registerContactConversationRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const allowed = guards.requireAccount(CONTACT_PERMISSIONS);

  app.get(
    `${base}/:id/conversations`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZContactConversations } }, onRequest: allowed },
    (req) => listConversations(deps, membershipOf(req), req.params.id),
  );

  app.post(
    '/api/v1/accounts/:accountId/actions/contact_merge',
    {
      schema: { tags, params: ZAccountParams, body: ZContactMergeRequest, response: { 200: ZContact } },
      onRequest: allowed,
    },
    (req) => mergeContacts(deps, membershipOf(req), req.body.base_contact_id, req.body.mergee_contact_id),
  );
};
