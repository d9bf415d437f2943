import { ATTACHMENT_FILE_TYPES } from '../../../common/contracts/conversationsActions.ts';
import type { TAttachment } from '../../../common/contracts/responses/messages.ts';
import type { TStoredAttachment } from '../../../common/contracts/scheduledMessages.ts';
import type { TAttachmentRow } from './attachments.repo.ts';
import type { TStoredFile } from './attachments.store.ts';

const urlOf = (key: string | null) => (key ? `/uploads/${key}` : '');

/** Chatwoot's attachment push data: data_url is the file, thumb_url a preview (images only). */
export const presentAttachment = (a: TAttachmentRow): TAttachment => {
  const fileType = ATTACHMENT_FILE_TYPES[a.fileType] ?? 'file';
  const dataUrl = a.externalUrl ?? urlOf(a.fileKey);
  return {
    id: a.id,
    message_id: a.messageId,
    file_type: fileType,
    account_id: a.accountId,
    extension: a.extension || null,
    data_url: dataUrl,
    thumb_url: fileType === 'image' ? urlOf(a.thumbKey ?? a.fileKey) : '',
    file_size: a.fileSize,
    file_name: a.fileName,
    content_type: a.contentType,
    width: (a.meta.width as number | undefined) ?? null,
    height: (a.meta.height as number | undefined) ?? null,
  };
};
export type TPresentedAttachment = ReturnType<typeof presentAttachment>;

/** A file kept before it belongs to a message (a scheduled message's, a canned response's), as the API lists it. */
export const presentStoredFile = (f: TStoredFile): TStoredAttachment => ({
  file_type: ATTACHMENT_FILE_TYPES[f.fileType] ?? 'file',
  file_url: urlOf(f.fileKey),
  file_name: f.fileName,
  file_size: f.fileSize,
  content_type: f.contentType,
});
