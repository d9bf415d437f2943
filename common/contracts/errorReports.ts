import { z } from 'zod';

/** POST /api/v1/error_reports: a browser error the SPA caught, forwarded to SENTRY_DSN when it is set. */
export const ZBrowserErrorReport = z.object({
  type: z.string().trim().min(1).max(200),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  /** The page's path (the SPA sends no query). */
  path: z.string().max(500).optional(),
});
export type TBrowserErrorReport = z.infer<typeof ZBrowserErrorReport>;
