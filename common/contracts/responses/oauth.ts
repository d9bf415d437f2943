import { z } from 'zod';
import { ZFacebookPage } from './inboxes.ts';

/** POST path. */
export const ZFacebookPages = z.object({
  data: z.object({ page_details: z.array(ZFacebookPage), user_access_token: z.string() }),
});

/** POST …/microsoft/authorization. */
export const ZAuthorizationUrl = z.object({ url: z.string() });
