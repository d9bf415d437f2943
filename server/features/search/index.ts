// The search module's public surface: other features and server code import search only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerSearchRoutes } from './search.routes.ts';
