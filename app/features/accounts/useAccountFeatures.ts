import { DEFAULT_FEATURES } from '../../../common/features.ts';
import { useAccountDetails } from './useAccountDetails.ts';
import { useCurrentAccount } from './useCurrentAccount.ts';

/** The current account's feature map; Chatwoot's defaults until it has loaded. */
export const useAccountFeatures = (): Readonly<Record<string, boolean>> => {
  const { account } = useCurrentAccount();
  return useAccountDetails(account.id).data?.features ?? DEFAULT_FEATURES;
};
