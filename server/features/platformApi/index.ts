// The platformApi module's public surface: other features and server code import platformApi only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerPlatformApiRoutes } from './platformApi.routes.ts';
export { registerPlatformAppRoutes } from './platformApps.routes.ts';
