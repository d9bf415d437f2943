// The macros module's public surface: other features and server code import macros only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerMacroRoutes } from './macros.routes.ts';
