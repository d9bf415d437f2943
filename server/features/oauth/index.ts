// The oauth module's public surface: other features and server code import oauth only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerOauthRoutes } from './oauth.routes.ts';
