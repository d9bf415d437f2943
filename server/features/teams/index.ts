// The teams module's public surface: other features and server code import teams only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { accountMemberIds, findTeam } from './teams.repo.ts';
export { registerTeamRoutes } from './teams.routes.ts';
