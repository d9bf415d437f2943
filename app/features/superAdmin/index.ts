/**
 * superAdmin: the installation console (/super_admin). Other code imports only this file (docs/ARCHITECTURE.md,
 * "App modules"); the console itself loads lazily.
 */
export { loadSuperAdminConsole } from './loaders.ts';
