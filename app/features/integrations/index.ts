/**
 * integrations: the module's public surface. Other features and code outside app/features import only this
 * file (docs/ARCHITECTURE.md, "App modules"). Its settings pages load by path from app/pages.tsx.
 */
export { useDashboardApps } from './dashboardAppsQuery.ts';
export { loadDashboardAppTabs, loadIntegrationSections } from './loaders.ts';
export { useHookStatus } from './useHookStatus.ts';
