/**
 * preferences: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { languageGroups } from './languageGroups.ts';
export { PreferencesBar } from './PreferencesBar.tsx';
export { useAppearance } from './useAppearance.ts';
export { useLanguage } from './useLanguage.ts';
