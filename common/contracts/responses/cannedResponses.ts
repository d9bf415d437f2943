import { z } from 'zod';
import type { TCannedResponse } from '../cannedResponses.ts';
import { ZStoredAttachment } from './scheduledMessages.ts';
import { tie } from './tie.ts';

/** TCannedResponse (common/contracts/cannedResponses.ts), tied to it: a change on one side alone fails tsc. */
export const ZCannedResponse = tie<TCannedResponse>()(
  z.object({
    id: z.number(),
    account_id: z.number(),
    short_code: z.string(),
    content: z.string(),
    attachments: z.array(ZStoredAttachment),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

/** GET …/canned_responses. */
export const ZCannedResponseList = z.array(ZCannedResponse);
