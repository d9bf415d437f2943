/**
 * shell: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { PlaceholderPage } from './PlaceholderPage.tsx';
export { loadAccountLayout } from './loaders.ts';
