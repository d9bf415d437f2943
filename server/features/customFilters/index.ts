// The customFilters module's public surface: other features and server code import customFilters only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerCustomFilterRoutes } from './customFilters.routes.ts';
