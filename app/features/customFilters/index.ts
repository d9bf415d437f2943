/**
 * customFilters: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { customFilterKeys } from './customFilterQueries.ts';
export { useCustomFilters } from './useCustomFilters.ts';
