import { z } from 'zod';

/** POST /api/v1/accounts/:accountId/upload. */
export const ZDirectUpload = z.object({ file_url: z.string(), blob_key: z.string(), blob_id: z.string() });
