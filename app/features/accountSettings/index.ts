/**
 * accountSettings: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { fetchOnboarding, onboardingKeys } from './accountSettingsApi.ts';
export { useAccountUpdate } from './useAccountUpdate.ts';
