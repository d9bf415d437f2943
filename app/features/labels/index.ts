/**
 * labels: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { fetchLabels, labelKeys } from './labelQueries.ts';
export { useLabels } from './useLabels.ts';
