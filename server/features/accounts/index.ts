// The accounts module's public surface: other features and server code import accounts only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { accountDeleteJob } from './accountDelete.job.ts';
export { presentAccountSettings } from './accounts.presenter.ts';
export { findAccountById, insertAccount } from './accounts.repo.ts';
export { registerAccountRoutes } from './accounts.routes.ts';
export { registerInstallationRoutes } from './installation.routes.ts';
