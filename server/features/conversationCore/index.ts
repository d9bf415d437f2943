// The conversationCore module's public surface: other features and server code import conversationCore only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { activityWords, type TActivity, type TActivityWords } from './activityText.ts';
export { actOn, mayActOn, performerIdOf, whoOf, type TWho } from './actor.ts';
export { isBotOfInbox } from './actor.repo.ts';
export {
  ASSISTANT_SENDER_TYPE,
  findAssistantSenders,
  presentAssistantSender,
  type TAssistantSenderRow,
} from './assistantSenders.repo.ts';
export { presentAppliedSla, presentSlaEvent } from './appliedSla.presenter.ts';
export {
  contextColumns,
  contextCtes,
  contextOf,
  loadContext,
  loadPageWithContext,
} from './conversationContext.repo.ts';
export { announce, announceSlaUpdated, audienceFor, audienceOf, present } from './conversationEvents.ts';
export { getConversation } from './conversationLookup.ts';
export { ZConvParams, ZMessageParams } from './conversations.params.ts';
export { presentConversation } from './conversations.presenter.ts';
export {
  countsMeta,
  findAccountContactInboxBySource,
  findConversationByDisplayId,
  peekConversationByDisplayId,
  hasActiveBot,
  insertConversation,
  listAutoResolveAccounts,
  listConversationsQuery,
  listIdleOpenConversationIds,
  lockConversation,
  lockIdleOpenConversation,
  moveContactConversations,
  nextDisplayId,
  participantIds,
  tabCond,
  tabCounts,
  updateConversation,
  visibleTo,
  type TConversationRow,
  type TListFilters,
  type TMessageRow,
} from './conversations.repo.ts';
export { presentMessage, senderOf } from './messages.presenter.ts';
export { followMerges } from './mergedConversation.repo.ts';
export { snoozeKey } from './snooze.ts';
