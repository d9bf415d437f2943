import { z } from 'zod';
import { MESSAGE_CONTENT_MAX } from './conversations.ts';
import { ZCsatResponse, ZSubmittedValues } from './widget.ts';

/**
 * The public client API (`/public/api/v1/inboxes/{inbox_identifier}/…`, client_swagger.json): a custom
 * chat client runs an API inbox with it. The inbox identifier and the contact's source id are the secrets.
 */

const ZAttrs = z.record(z.string().max(255), z.unknown());

export const ZClientContactPayload = z.object({
  identifier: z.string().trim().max(255).optional(),
  identifier_hash: z.string().trim().max(256).optional(),
  email: z
    .string()
    .trim()
    .max(255)
    .pipe(z.union([z.literal(''), z.email({ message: 'is invalid' })]))
    .optional(),
  name: z.string().trim().max(255).optional(),
  phone_number: z.string().trim().max(32).optional(),
  avatar_url: z.string().trim().max(2048).optional(),
  custom_attributes: ZAttrs.optional(),
});
export type TClientContactPayload = z.infer<typeof ZClientContactPayload>;

export const ZClientConversationPayload = z.object({ custom_attributes: ZAttrs.optional() });

export const ZClientMessagePayload = z.object({
  content: z
    .string()
    .max(MESSAGE_CONTENT_MAX, { message: `is too long (maximum is ${MESSAGE_CONTENT_MAX} characters)` }),
  echo_id: z.string().max(100).optional(),
});

export const ZClientMessageUpdate = z.object({
  submitted_values: ZSubmittedValues.optional(),
  csat_survey_response: ZCsatResponse.optional(),
});

export const ZClientTypingBody = z.object({ typing_status: z.enum(['on', 'off']).optional() });
export const ZClientTypingQuery = z.object({ typing_status: z.enum(['on', 'off']).optional() });

export const ZClientInboxParams = z.object({ inboxIdentifier: z.string().min(1).max(64) });
export const ZClientContactParams = ZClientInboxParams.extend({ contactIdentifier: z.string().min(1).max(255) });
export const ZClientConversationParams = ZClientContactParams.extend({
  conversationId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const ZClientMessageParams = ZClientConversationParams.extend({
  messageId: z.coerce.number().int().positive(),
});
