import { SCHEDULED_MESSAGE_STATUSES, type TScheduledMessage } from '../../../common/contracts/scheduledMessages.ts';
import { presentStoredFile } from '../attachments/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TAuthorRow, TScheduledMessageRow } from './scheduledMessages.repo.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

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
