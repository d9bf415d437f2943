// The attachments module's public surface: other features and server code import attachments only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { readAttachmentForm, type TIncomingFile } from './attachments.multipart.ts';
export { presentAttachment, presentStoredFile } from './attachments.presenter.ts';
export {
  attachmentsByMessage,
  deleteAttachmentsOf,
  filesByMessage,
  findAttachmentById,
  listConversationAttachments,
  updateAttachment,
  type TAttachmentRow,
} from './attachments.repo.ts';
export { storeAttachment, type TStoredFile } from './attachments.store.ts';
