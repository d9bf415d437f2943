import { z } from 'zod';
import { SCHEDULED_MESSAGE_STATUSES, type TScheduledMessage, type TStoredAttachment } from '../scheduledMessages.ts';
import { ATTACHMENT_FILE_TYPES } from '../conversationsActions.ts';
import { tie } from './tie.ts';

/** TStoredAttachment (common/contracts/scheduledMessages.ts), tied to it. */
export const ZStoredAttachment = tie<TStoredAttachment>()(
  z.object({
    file_type: z.enum(ATTACHMENT_FILE_TYPES),
    file_url: z.string(),
    file_name: z.string(),
    file_size: z.number(),
    content_type: z.string(),
  }),
);

/** TScheduledMessage, tied to it: a change on one side alone fails tsc. */
export const ZScheduledMessage = tie<TScheduledMessage>()(
  z.object({
    id: z.number(),
    account_id: z.number(),
    conversation_id: z.number(),
    content: z.string(),
    private: z.boolean(),
    scheduled_at: z.number(),
    status: z.enum(SCHEDULED_MESSAGE_STATUSES),
    author: z.object({ id: z.number(), name: z.string(), thumbnail: z.string() }).nullable(),
    message_id: z.number().nullable(),
    error: z.string().nullable(),
    attachments: z.array(ZStoredAttachment),
    created_at: z.number(),
    updated_at: z.number(),
  }),
);

/** GET …/scheduled_messages: the conversation's pending (and failed) scheduled messages, soonest first. */
export const ZScheduledMessageList = z.object({ payload: z.array(ZScheduledMessage) });
