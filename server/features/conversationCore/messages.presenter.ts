import { CONTENT_TYPES, MESSAGE_STATUSES } from '../../../common/contracts/conversations.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TUserRow } from '../users/index.ts';
import { presentAttachment } from '../attachments/index.ts';
import type { TAttachmentRow } from '../attachments/index.ts';
import type { TMessageRow } from './conversations.repo.ts';
import type { TUserBrief } from '../../../common/contracts/responses/agents.ts';
import type { TMessage, TMessageSender } from '../../../common/contracts/responses/messages.ts';

export const presentUserBrief = (u: TUserRow): TUserBrief => ({
  id: u.id,
  name: u.name,
  available_name: u.displayName || u.name,
  email: u.email,
  avatar_url: avatarUrlOf(u.avatarKey),
  thumbnail: avatarUrlOf(u.avatarKey),
  type: 'user',
});

export const presentMessage = (
  m: TMessageRow,
  displayId: number,
  sender?: Record<string, unknown> | null,
  files: TAttachmentRow[] = [],
): TMessage => ({
  id: m.id,
  content: m.content,
  account_id: m.accountId,
  inbox_id: m.inboxId,
  conversation_id: displayId,
  message_type: m.messageType,
  content_type: CONTENT_TYPES[m.contentType] ?? 'text',
  content_attributes: m.contentAttributes,
  status: MESSAGE_STATUSES[m.status] ?? 'sent',
  private: m.private,
  source_id: m.sourceId,
  sender_type: m.senderType,
  sender_id: m.senderId,
  // Callers pass senderOf(user) or a contact with type 'contact' (the route's schema checks it).
  sender: (sender ?? null) as TMessageSender | null,
  external_source_ids: m.externalSourceIds,
  additional_attributes: m.additionalAttributes,
  attachments: files.map(presentAttachment),
  created_at: Math.floor(m.createdAt.getTime() / 1000),
  updated_at: m.updatedAt.toISOString(),
  // Chatwoot's is the content with an email's quoted history trimmed: our content already is (emailInbound).
  processed_message_content: m.content,
  // Chatwoot's column default: we analyse no sentiment.
  sentiment: {},
});

export const senderOf = (u: TUserRow | null | undefined) => (u ? presentUserBrief(u) : null);
