// The captain module's public surface: other features and server code import captain only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerCaptainRoutes } from './captain.routes.ts';
