// The auth module's public surface: other features and server code import auth only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export {
  callerOf,
  makeGuards,
  membershipOf,
  resolveCaller,
  type TBotCaller,
  type TMembership,
} from './auth.context.ts';
export { memberActor, requestActor } from './actor.ts';
export { registerAuthRoutes } from './auth.routes.ts';
export { registerMfaRoutes } from './mfa.routes.ts';
export {
  currentUserPayload,
  isFreshInstall,
  issueSession,
  sendConfirmation,
  startPasswordReset,
} from './auth.service.ts';
export { signOutEverywhere } from './auth.service.ts';
