import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TRouteCtx } from '../../http.ts';

export const registerHealthRoutes = ({ app, deps }: TRouteCtx) => {
  app.get(
    '/health',
    {
      schema: { tags: ['Health'], response: { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }) } },
    },
    async () => {
      await deps.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
};
