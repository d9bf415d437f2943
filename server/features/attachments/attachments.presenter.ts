import { ATTACHMENT_FILE_TYPES } from '../../../common/contracts/conversationsActions.ts';
import type { TAttachment } from '../../../common/contracts/responses/messages.ts';
import type { TAttachmentRow } from './attachments.repo.ts';

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
