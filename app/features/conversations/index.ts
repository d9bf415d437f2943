/**
 * conversations: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { conversationKeys, fetchConversation } from './conversationQueries.ts';
export { registerConversationRealtime } from './conversationRealtime.ts';
export { VIEW_ROUTES, WORKSPACE_ROUTES } from './conversationRoutes.ts';
export { ConversationView } from './ConversationView.tsx';
export { MenuPopover } from './MenuPopover.tsx';
export { NewConversationButton } from './newConversation/NewConversationButton.tsx';
export { snoozeUntil } from './snoozeTimes.ts';
export { useConversationActions } from './useConversationActions.ts';
export { useOutboxFlush } from './useOutbox.ts';
export { useWorkspaceShortcuts } from './useWorkspaceShortcuts.ts';
