// The widget module's public surface: other features and server code import widget only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { presentPublicConversation } from './visitor.presenter.ts';
export {
  findApiChannel,
  findContactInbox,
  findVisitorConversation,
  lastPublicMessages,
  listVisitorConversations,
  listVisitorMessages,
} from './visitor.repo.ts';
export {
  createIncomingMessage,
  createVisitorConversation,
  publicMessages,
  resolveConversation,
  toggleTyping,
  updateLastSeen,
  type TVisitor,
} from './visitor.service.ts';
export { checkIdentifierHash, isSessionTrusted, mayClaim, updateVisitorContact } from './visitorContact.service.ts';
export { resolveVisitorSubscriber, visitorFrame } from './visitorRealtime.ts';
export { submitMessage, type TSubmission } from './visitorSubmit.service.ts';
export { loadWidget } from './widget.context.ts';
export { registerWidgetRoutes } from './widget.routes.ts';
