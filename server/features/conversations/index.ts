// The conversations module's public surface: other features and server code import conversations only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { autoAssign } from './autoAssignment.ts';
export { registerContactConversationRoutes } from './contactConversations.routes.ts';
export { mailTranscript, toggleTyping } from './conversationActions.service.ts';
export { transcriptText } from './transcript.ts';
export { findMatchedMessages, findSearchPage, messageMatch, searchVisibility } from './conversationSearch.repo.ts';
export { planSearch, validateConversationFilter, type TSearchPlan } from './conversationSearch.service.ts';
export { autoResolveSweepJob, snoozeReopenJob } from './conversations.jobs.ts';
export { registerConversationRoutes } from './conversations.routes.ts';
// The conversation commands: every actor (agents, bots, rules, macros, bulk actions, jobs) goes through
// these, `(tx, actor, conversation, input)` (docs/ARCHITECTURE.md, "The actor").
export { assign, checkAssignee, checkTeam, type TAssignment } from './commands/assignment.ts';
export { setCustomAttributes, setMuted, setPriority, setSlaPolicy } from './commands/attributes.ts';
export { addLabels, changeLabels, removeLabels, setLabels } from './commands/labels.ts';
export { changeStatus, type TStatusChange } from './commands/status.ts';
export { mergeConversation, unmergeConversation } from './commands/merge.ts';
export { splitConversation } from './commands/split.ts';
export { addNote, sendMessage, type TSendMessage } from '../messages/index.ts';
export { changeParticipants, type TParticipantsChange } from '../participants/index.ts';
export { openConversation } from './openConversation.ts';
