/**
 * accounts: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { CurrentAccountContext } from './accountContext.ts';
export { fallbackPathFor, permissionsOfAccount, reportAreasOfAccount } from './accountPermissions.ts';
export { accountKeys } from './accountQueries.ts';
export { AccountRedirect } from './AccountRedirect.tsx';
export { setActiveAccount } from './accountsApi.ts';
export { FeatureGate } from './FeatureGate.tsx';
export { NoAccessPage } from './NoAccessPage.tsx';
export { RootRedirect } from './RootRedirect.tsx';
export { useAccountDetails } from './useAccountDetails.ts';
export { useAccountFeatures } from './useAccountFeatures.ts';
export { useAccountLimits } from './useAccountLimits.ts';
export { useAccountSwitching } from './useAccountSwitching.ts';
export { useCurrentAccount } from './useCurrentAccount.ts';
export { useGlobalConfig } from './useGlobalConfig.ts';
export { loadAccountSelectorDialog, loadCreateAccountDialog } from './loaders.ts';
