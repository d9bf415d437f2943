import { z } from 'zod';
import {
  ZCreatePlatformAppRequest,
  ZPlatformAppCreated,
  ZPlatformAppList,
} from '../../../common/contracts/platform.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import type { TRouteCtx } from '../../http.ts';
import { operatorOf, requireSuperAdmin } from '../superAdmin/index.ts';
import { createApp, listApps, removeApp } from './platformApps.service.ts';

const tags = ['Installation console'];
const base = '/api/v1/super_admin/platform_apps';
const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The installation console's platform apps: the SuperAdmin creates one (its token shown once), lists, deletes. */
export const registerPlatformAppRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const superAdmin = requireSuperAdmin(guards, deps);
  app.get(base, { schema: { tags, response: { 200: ZPlatformAppList } }, onRequest: superAdmin }, () => listApps(deps));
  app.post(
    base,
    {
      schema: { tags, body: ZCreatePlatformAppRequest, response: { 200: ZPlatformAppCreated } },
      onRequest: superAdmin,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (req) => createApp(deps, operatorOf(req), req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZIdParams, response: { 200: ZEmpty } }, onRequest: superAdmin },
    (req) => removeApp(deps, operatorOf(req), req.params.id),
  );
};
