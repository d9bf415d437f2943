import { z } from 'zod';
import { ZContactListQuery, ZCreateContactRequest, ZUpdateContactRequest } from '../../../common/contracts/contacts.ts';
import { CONTACT_PERMISSIONS } from '../../../common/permissions.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/auth.context.ts';
import * as contacts from './contacts.service.ts';

const tags = ['Contacts'];
const base = '/api/v1/accounts/:accountId/contacts';

export const registerContactRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const allowed = guards.requireAccount(CONTACT_PERMISSIONS);
  app.get(
    base,
    { schema: { tags, params: ZAccountParams, querystring: ZContactListQuery }, onRequest: allowed },
    (req) => contacts.list(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/search`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZContactListQuery.extend({ q: z.string().trim().min(1).max(255) }),
      },
      onRequest: allowed,
    },
    (req) => contacts.list(deps, membershipOf(req), req.query),
  );
  app.get(`${base}/:id`, { schema: { tags, params: ZAccountItemParams }, onRequest: allowed }, (req) =>
    contacts.show(deps, membershipOf(req), req.params.id),
  );
  app.post(base, { schema: { tags, params: ZAccountParams, body: ZCreateContactRequest }, onRequest: allowed }, (req) =>
    contacts.create(deps, membershipOf(req), req.body),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      `${base}/:id`,
      {
        schema: { tags, params: ZAccountItemParams, body: ZUpdateContactRequest, hide: method === 'patch' },
        onRequest: allowed,
      },
      (req) => contacts.update(deps, membershipOf(req), req.params.id, req.body),
    );
  }
  app.delete(`${base}/:id`, { schema: { tags, params: ZAccountItemParams }, onRequest: allowed }, async (req) => {
    await contacts.remove(deps, membershipOf(req), req.params.id);
    return {};
  });
};
