import { z } from 'zod';
import { ZReportingEvent } from './reportingEvents.ts';

/** GET /api/v1/accounts/:accountId/conversations/:conversationId/reporting_events. */
export const ZConversationReportingEvents = z.array(ZReportingEvent);

/** GET …/conversations. */
export const ZLiveConversations = z.union([
  z.object({ open: z.number(), unattended: z.number(), unassigned: z.number(), pending: z.number() }),
  z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      thumbnail: z.string(),
      availability: z.string(),
      metric: z.object({ open: z.number(), unattended: z.number() }),
    }),
  ),
]);
