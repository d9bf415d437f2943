// The helpCenter module's public surface: other features and server code import helpCenter only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerHelpCenterRoutes } from './helpCenter.routes.ts';
