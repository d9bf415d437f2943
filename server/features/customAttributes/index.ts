// The customAttributes module's public surface: other features and server code import customAttributes only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { findDefinitionByKey, listDefinitions } from './customAttributes.repo.ts';
export { registerCustomAttributeRoutes } from './customAttributes.routes.ts';
