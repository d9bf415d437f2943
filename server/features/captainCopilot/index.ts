// The captainCopilot module's public surface: other features and server code import it only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerCopilotRoutes } from './copilot.routes.ts';
