import { ATTACHMENT_FILE_TYPES } from '../../../common/contracts/conversationsActions.ts';
import {
  SCHEDULED_MESSAGE_STATUSES,
  type TScheduledMessage,
  type TStoredAttachment,
} from '../../../common/contracts/scheduledMessages.ts';
import type { TStoredFile } from '../attachments/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TAuthorRow, TScheduledMessageRow } from './scheduledMessages.repo.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** A kept file as the API lists it (scheduled messages, canned responses). */
export const presentStoredFile = (f: TStoredFile): TStoredAttachment => ({
  file_type: ATTACHMENT_FILE_TYPES[f.fileType] ?? 'file',
  file_url: `/uploads/${f.fileKey}`,
  file_name: f.fileName,
  file_size: f.fileSize,
  content_type: f.contentType,
});

export const presentScheduledMessage = (
  r: TScheduledMessageRow,
  displayId: number,
  author: TAuthorRow | undefined,
): TScheduledMessage => ({
  id: r.id,
  account_id: r.accountId,
  conversation_id: displayId,
  content: r.content,
  private: r.private,
  scheduled_at: unix(r.scheduledAt),
  status: SCHEDULED_MESSAGE_STATUSES[r.status] ?? 'scheduled',
  author: author
    ? { id: author.id, name: author.displayName || author.name, thumbnail: avatarUrlOf(author.avatarKey) }
    : null,
  message_id: r.messageId,
  error: r.error,
  attachments: r.attachments.map(presentStoredFile),
  created_at: unix(r.createdAt),
  updated_at: unix(r.updatedAt),
});
