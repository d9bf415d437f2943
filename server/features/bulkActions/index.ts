// The bulkActions module's public surface: other features and server code import bulkActions only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { listVisibleConversations } from './bulkActions.repo.ts';
export { registerBulkActionRoutes } from './bulkActions.routes.ts';
