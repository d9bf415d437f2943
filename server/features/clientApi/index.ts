// The clientApi module's public surface: other features and server code import clientApi only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerClientApiRoutes } from './clientApi.routes.ts';
