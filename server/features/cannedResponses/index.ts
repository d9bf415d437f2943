// The cannedResponses module's public surface: other features and server code import cannedResponses only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerCannedResponseRoutes } from './cannedResponses.routes.ts';
