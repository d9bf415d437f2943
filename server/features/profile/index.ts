// The profile module's public surface: other features and server code import profile only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerProfileRoutes } from './profile.routes.ts';
export { touchActiveAt } from './profile.service.ts';
