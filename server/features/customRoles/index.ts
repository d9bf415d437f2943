// The custom roles module's public surface (docs/ARCHITECTURE.md, "Modules").
export { registerCustomRoleRoutes } from './customRoles.routes.ts';
