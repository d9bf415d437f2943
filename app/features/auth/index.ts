/**
 * auth: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { authKeys, signOutEverywhere, type TInstallation } from './authApi.ts';
export { AuthLayout } from './AuthLayout.tsx';
export { landingPath } from './landingPath.ts';
export { useCurrentUser } from './useCurrentUser.ts';
export { useInstallation } from './useInstallation.ts';
export { useSignOut } from './useSignOut.ts';
export { mfaErrorMessage } from './mfaErrorMessage.ts';
export { BrandLogo } from './BrandLogo.tsx';
export { InstallationBranding } from './InstallationBranding.tsx';
