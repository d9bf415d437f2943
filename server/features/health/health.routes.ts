import { z } from 'zod';
import type { TRouteCtx } from '../../http.ts';
import { checkHealth } from './health.service.ts';

export const registerHealthRoutes = ({ app, deps }: TRouteCtx) => {
  app.get(
    '/health',
    {
      schema: { tags: ['Health'], response: { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }) } },
    },
    () => checkHealth(deps),
  );
};
