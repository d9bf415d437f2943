// The agents module's public surface: other features and server code import agents only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { presentAgent } from './agents.presenter.ts';
export { registerAgentRoutes } from './agents.routes.ts';
