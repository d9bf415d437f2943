// The conversations module's public surface: other features and server code import conversations only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { autoAssign } from './autoAssignment.ts';
export { registerContactConversationRoutes } from './contactConversations.routes.ts';
export { applyLabels, applyMuted, mailTranscript } from './conversationActions.service.ts';
export { findMatchedMessages, findSearchPage, messageMatch, searchVisibility } from './conversationSearch.repo.ts';
export { planSearch, type TSearchPlan } from './conversationSearch.service.ts';
export { autoResolveSweepJob, snoozeReopenJob } from './conversations.jobs.ts';
export { registerConversationRoutes } from './conversations.routes.ts';
export { applyAssignment, checkAssignee, checkTeam, setPriority } from './conversations.service.ts';
export { applyStatus } from './status.ts';
export { openConversation } from './openConversation.ts';
