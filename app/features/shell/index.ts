/**
 * shell: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { loadAccountLayout } from './loaders.ts';
