// The single sign-on module's public surface (docs/SSO.md; docs/ARCHITECTURE.md, "Modules").
export { registerSsoRoutes } from './sso.routes.ts';
