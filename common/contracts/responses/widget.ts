import { z } from 'zod';
import { CONTENT_TYPES, CONVERSATION_STATUSES, MESSAGE_STATUSES } from '../conversations.ts';
import { ZAttributes, ZUnixTime } from './fields.ts';
import { ZAgentBotSender, ZAttachment } from './messages.ts';

/** An agent as a visitor sees them: name and picture, never the email. */
export const ZPublicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  available_name: z.string(),
  avatar_url: z.string(),
  thumbnail: z.string(),
  type: z.literal('user'),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** The visitor's own contact. */
export const ZPublicContact = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  identifier: z.string().nullable(),
  avatar_url: z.string(),
  thumbnail: z.string(),
  custom_attributes: ZAttributes,
  additional_attributes: ZAttributes,
  type: z.literal('contact'),
});
export type TPublicContact = z.infer<typeof ZPublicContact>;

/** A message's author as the visitor sees it: an agent, the visitor's contact or an agent bot. */
export const ZPublicSender = z.union([ZPublicUser, ZPublicContact, ZAgentBotSender]);
export type TPublicSender = z.infer<typeof ZPublicSender>;

/** Chatwoot's public message (client_swagger `public_message`; the widget's message list). */
export const ZPublicMessage = z.object({
  id: z.number().int(),
  content: z.string().nullable(),
  message_type: z.number().int(),
  content_type: z.enum(CONTENT_TYPES),
  content_attributes: ZAttributes,
  status: z.enum(MESSAGE_STATUSES),
  created_at: ZUnixTime.nullable(),
  conversation_id: z.number().int(),
  attachments: z.array(ZAttachment),
  sender_type: z.string().nullable(),
  sender: ZPublicSender.nullable(),
});
export type TPublicMessage = z.infer<typeof ZPublicMessage>;

/** Chatwoot's public conversation (client_swagger `public_conversation`, the widget's conversation). */
export const ZPublicConversation = z.object({
  id: z.number().int(),
  uuid: z.string(),
  inbox_id: z.number().int(),
  status: z.enum(CONVERSATION_STATUSES),
  contact_last_seen_at: ZUnixTime,
  agent_last_seen_at: ZUnixTime,
  created_at: ZUnixTime.nullable(),
  custom_attributes: ZAttributes,
  labels: z.array(z.string()),
  messages: z.array(ZPublicMessage),
  contact: ZPublicContact,
});
export type TPublicConversation = z.infer<typeof ZPublicConversation>;
