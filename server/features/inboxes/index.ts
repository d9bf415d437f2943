// The inboxes module's public surface: other features and server code import inboxes only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { takeNextAssignee } from './autoAssignment.repo.ts';
export { callbackUrlOf } from './callbackUrl.ts';
export { findChannel, insertChannel, updateChannel, type TChannelRow, type TChannelRowOf } from './channels.repo.ts';
export {
  deleteConversationBatch,
  deleteConversationsKeepingFigures,
  deleteMessageBatch,
} from './conversationPurge.repo.ts';
export { purgeMessagesKeepingFigures } from './conversationPurge.ts';
export { inboxDeleteJob } from './inboxDelete.job.ts';
export { flagsToNames } from './inboxes.presenter.ts';
export {
  findInbox,
  findInboxChannelType,
  insertInbox,
  isInboxMember,
  listInboxes,
  listWorkingHours,
  type TInboxRow,
} from './inboxes.repo.ts';
export { registerInboxRoutes } from './inboxes.routes.ts';
export { getInbox, show } from './inboxes.service.ts';
export { openInstagramChannel, sealInstagramToken, type TInstagramChannel } from './instagramToken.ts';
export { openTwitterChannel, sealTwitterTokens, type TTwitterChannel } from './twitterToken.ts';
