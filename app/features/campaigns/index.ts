/**
 * campaigns: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules"); the pages are loaded lazily by app/pages.tsx.
 */
export { campaignKeys } from './campaignQueries.ts';
