// The users module's public surface: other features and server code import users only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export {
  countAdministrators,
  deleteAccountUser,
  findCustomRole,
  findMembership,
  insertAccountUser,
  listAccountMembers,
  listMemberships,
  moveAvailability,
  updateAccountUser,
  type TAccountUserRow,
  type TMembershipRow,
} from './memberships.repo.ts';
export { avatarUrlOf, presentCurrentUser, presentUserAccount } from './users.presenter.ts';
export {
  findUserByApiToken,
  findUserByEmail,
  findUserById,
  findUserByTokenHash,
  hasUsers,
  insertUser,
  resetApiAccessToken,
  updateUser,
  deleteUser,
  userName,
  type TUserRow,
} from './users.repo.ts';
export { rotatePubsubToken } from './users.repo.ts';
export { assertAccountLimit } from './accountLimits.repo.ts';
