// The auth module's public surface: other features and server code import auth only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export {
  callerOf,
  makeGuards,
  membershipOf,
  requestWhere,
  resolveCaller,
  routePermissionsOf,
  type TBotCaller,
  type TGuards,
  type TRequestWhere,
  type TMembership,
} from './auth.context.ts';
export { memberActor, requestActor } from './actor.ts';
export { areasOfType, requireReportArea, routeReportAreasOf, type TReportAreaResolver } from './reportArea.ts';
export { registerAuthRoutes } from './auth.routes.ts';
export { registerMfaRoutes } from './mfa.routes.ts';
export {
  currentUserPayload,
  isFreshInstall,
  issueSession,
  sendConfirmation,
  startPasswordReset,
} from './auth.service.ts';
export { IMPERSONATION_SECONDS, signOutEverywhere } from './auth.service.ts';
export { isMfaEnabled, resetMfa, usersWithMfa } from './mfa.service.ts';
export { issueSsoLoginUrl } from './sso.service.ts';
export { auditUser } from './auth.audit.ts';
