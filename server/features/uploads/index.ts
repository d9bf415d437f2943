// The uploads module's public surface: other features and server code import uploads only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerUploadRoutes } from './uploads.routes.ts';
