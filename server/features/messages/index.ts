// The messages module's public surface: other features and server code import messages only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { agentMessage, firstMessageOf, messageAttributesOf } from './messageInput.ts';
export { sendersOf } from './messageThread.service.ts';
export {
  findAccountLocale,
  findContactRows,
  findInboxRow,
  findLastIncomingAt,
  findMessage,
  findUserRows,
  hasMessageOfContentType,
  insertMessageRow,
  listPublicThread,
  updateMessage,
  type TMessageRow,
} from './messages.repo.ts';
export { registerMessageRoutes } from './messages.routes.ts';
export {
  announceMessage,
  recordActivity,
  recordMessage,
  recordTemplate,
  type TRecordMessage,
} from './messages.service.ts';
export { addNote, sendMessage, type TSendMessage } from './sendMessage.ts';
export { checkTemplateSend } from './templateSend.ts';
export type { TStatusReport } from './recordMessageStatus.ts';
export { recordMessageStatus } from './recordMessageStatus.ts';
export { setAccountTranslator } from './translate.ts';
