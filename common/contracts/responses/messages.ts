import { z } from 'zod';
import { CONTENT_TYPES, MESSAGE_STATUSES } from '../conversations.ts';
import { ATTACHMENT_FILE_TYPES } from '../conversationsActions.ts';
import { ZUserBrief } from './agents.ts';
import { ZContact } from './contacts.ts';
import { ZAttributes, ZUnixTime } from './fields.ts';

/** Chatwoot's attachment push data: data_url is the file, thumb_url a preview (images only, else ''). */
export const ZAttachment = z.object({
  id: z.number().int(),
  message_id: z.number().int(),
  file_type: z.enum(ATTACHMENT_FILE_TYPES),
  account_id: z.number().int(),
  extension: z.string().nullable(),
  data_url: z.string(),
  thumb_url: z.string(),
  file_size: z.number().int(),
  file_name: z.string().nullable(),
  content_type: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** A contact as a message's sender: the contact payload plus `type`. */
export const ZContactSender = ZContact.extend({ type: z.literal('contact') });

/** An agent bot as a message's sender: Chatwoot's AgentBot#push_event_data. */
export const ZAgentBotSender = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string(),
  type: z.literal('agent_bot'),
});
export type TAgentBotSender = z.infer<typeof ZAgentBotSender>;

/** A Captain assistant as a message's sender (Chatwoot's Captain::Assistant#push_event_data): the agent side. */
export const ZAssistantSender = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string(),
  type: z.literal('captain_assistant'),
});
export type TAssistantSender = z.infer<typeof ZAssistantSender>;

/** Who wrote a message: an agent, a contact, an agent bot or an assistant; null for activities and system messages. */
export const ZMessageSender = z.union([ZUserBrief, ZContactSender, ZAgentBotSender, ZAssistantSender]);
export type TMessageSender = z.infer<typeof ZMessageSender>;

/**
 * A message as the agent API presents it (conversations.presenter presentMessage). Differs from
 * Chatwoot's OpenAPI in updated_at (an ISO string here, the fresher copy wins in the SPA).
 */
export const ZMessage = z.object({
  id: z.number().int(),
  content: z.string().nullable(),
  account_id: z.number().int(),
  inbox_id: z.number().int(),
  conversation_id: z.number().int(),
  /** 0 incoming, 1 outgoing, 2 activity, 3 template. */
  message_type: z.number().int(),
  content_type: z.enum(CONTENT_TYPES),
  content_attributes: ZAttributes,
  status: z.enum(MESSAGE_STATUSES),
  private: z.boolean(),
  source_id: z.string().nullable(),
  sender_type: z.string().nullable(),
  sender_id: z.number().int().nullable(),
  sender: ZMessageSender.nullable(),
  external_source_ids: ZAttributes,
  additional_attributes: ZAttributes,
  attachments: z.array(ZAttachment),
  created_at: ZUnixTime,
  /** ISO time of the server's last change (status, content). */
  updated_at: z.string(),
  /** As Chatwoot: the content, an email's quoted history trimmed (our content already is). */
  processed_message_content: z.string().nullable(),
  /** Chatwoot's column default {}: we analyse no sentiment. */
  sentiment: ZAttributes,
});
export type TMessage = z.infer<typeof ZMessage>;

/** POST …/messages: the message, with the client's echo_id when it sent one. */
export const ZMessageCreated = ZMessage.extend({ echo_id: z.string().optional() });
export type TMessageCreated = z.infer<typeof ZMessageCreated>;

/** GET …/conversations/:id/messages. */
export const ZMessageList = z.object({
  meta: z.object({
    labels: z.array(z.string()),
    additional_attributes: ZAttributes,
    contact: ZContact.nullable(),
    assignee: ZUserBrief.nullable(),
    /** As Chatwoot renders the conversation's datetimes here: ISO 8601 (milliseconds, UTC), null when never seen. */
    agent_last_seen_at: z.string().nullable(),
    assignee_last_seen_at: z.string().nullable(),
  }),
  payload: z.array(ZMessage),
});
export type TMessageList = z.infer<typeof ZMessageList>;

/** POST …/:messageId/translate. */
export const ZTranslatedContent = z.object({ content: z.string() });
