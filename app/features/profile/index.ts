/**
 * profile: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { resendConfirmation, setAutoOffline, setAvailability } from './profileApi.ts';
export { SettingsSection } from './SettingsSection.tsx';
export { editorMessageKey, isSignatureEnabled, messageKeySettings, signatureFlagKey } from './uiSettings.ts';
export { useProfileMutation } from './useProfileMutation.ts';
export { useUiSettings } from './useUiSettings.ts';
export { ArrangeSectionsButton } from './ArrangeSectionsButton.tsx';
export { useSidebarOrder } from './useSidebarOrder.ts';
export { useUiSettingsPatch } from './useUiSettings.ts';
export { loadMfaRequiredScreen } from './loaders.ts';
