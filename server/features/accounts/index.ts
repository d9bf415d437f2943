// The accounts module's public surface: other features and server code import accounts only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { accountDeleteJob } from './accountDelete.job.ts';
export { presentAccountSettings } from './accounts.presenter.ts';
export { findAccountById, insertAccount } from './accounts.repo.ts';
export { registerAccountRoutes } from './accounts.routes.ts';
export { registerInstallationRoutes } from './installation.routes.ts';
export { accountUsage, findAccountByName, updateAccount } from './accounts.repo.ts';
export { presentLimits } from './accounts.presenter.ts';
export {
  brandingOf,
  loadInstallationSettings,
  saveInstallationSettings,
  storedSignup,
} from './installationSettings.ts';
export {
  cancelAccountDeletion,
  changeAccountAttributes,
  provisionAccount,
  scheduleAccountDeletion,
} from './accountAdmin.service.ts';
export type { TAccountAttributes } from './accountAdmin.service.ts';
