import { z } from 'zod';
import { ZPublicConversation } from './widget.ts';

/** POST …/contacts. */
export const ZClientContact = z.object({
  id: z.number(),
  source_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  identifier: z.string().nullable(),
  custom_attributes: z.record(z.string(), z.unknown()),
  pubsub_token: z.string(),
});

/** GET /public/api/v1/inboxes/:inboxId/contacts/:contactId/conversations. */
export const ZClientConversationList = z.array(ZPublicConversation);
