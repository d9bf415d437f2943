import { CONTENT_TYPES, CONVERSATION_STATUSES, MESSAGE_STATUSES } from '../../../common/contracts/conversations.ts';
import type {
  TPublicContact,
  TPublicConversation,
  TPublicMessage as TPublicMessageContract,
  TPublicSender as TPublicSenderContract,
  TPublicUser,
} from '../../../common/contracts/responses/widget.ts';
import { presentAttachment } from '../attachments/index.ts';
import type { TAttachmentRow } from '../attachments/index.ts';
import type { TContactRow } from '../contacts/index.ts';
import type { TConversationRow, TMessageRow } from '../conversationCore/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { findUsers } from './visitor.repo.ts';

type TUserRow = Awaited<ReturnType<typeof findUsers>>[number];

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** An agent as a visitor sees them: name and picture, never the email. */
export const publicUser = (u: TUserRow): TPublicUser => ({
  id: u.id,
  name: u.displayName || u.name,
  available_name: u.displayName || u.name,
  avatar_url: avatarUrlOf(u.avatarKey),
  thumbnail: avatarUrlOf(u.avatarKey),
  type: 'user',
});

/** The visitor's own contact. */
export const publicContact = (c: TContactRow): TPublicContact => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone_number: c.phoneNumber,
  identifier: c.identifier,
  avatar_url: c.avatarKey ? `/uploads/${c.avatarKey}` : '',
  thumbnail: c.avatarKey ? `/uploads/${c.avatarKey}` : '',
  custom_attributes: c.customAttributes,
  additional_attributes: c.additionalAttributes,
  type: 'contact',
});

export type TPublicSender = TPublicSenderContract | null;

/** Chatwoot's public message (client_swagger `public_message`; the widget's message list). */
export const presentPublicMessage = (
  m: TMessageRow,
  displayId: number,
  sender: TPublicSender,
  files: TAttachmentRow[] = [],
): TPublicMessageContract => ({
  id: m.id,
  content: m.content,
  message_type: m.messageType,
  content_type: CONTENT_TYPES[m.contentType] ?? 'text',
  content_attributes: m.contentAttributes,
  status: MESSAGE_STATUSES[m.status] ?? 'sent',
  created_at: unix(m.createdAt),
  conversation_id: displayId,
  attachments: files.map(presentAttachment),
  sender_type: m.senderType,
  sender,
});
export type TPublicMessage = TPublicMessageContract;

/** Chatwoot's public conversation (client_swagger `public_conversation`, the widget's conversation). */
export const presentPublicConversation = (
  c: TConversationRow,
  contact: TContactRow,
  msgs: TPublicMessage[] = [],
): TPublicConversation => ({
  id: c.displayId,
  uuid: c.uuid,
  inbox_id: c.inboxId,
  status: CONVERSATION_STATUSES[c.status] ?? 'open',
  contact_last_seen_at: unix(c.contactLastSeenAt) ?? 0,
  agent_last_seen_at: unix(c.agentLastSeenAt) ?? 0,
  created_at: unix(c.createdAt),
  custom_attributes: c.customAttributes,
  labels: c.labels,
  messages: msgs,
  contact: publicContact(contact),
});
