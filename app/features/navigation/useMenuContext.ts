import { useMemo } from 'react';
import { permissionsOfAccount } from '../accounts/accountPermissions.ts';
import { useAccountFeatures } from '../accounts/useAccountFeatures.ts';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import { useGlobalConfig } from '../accounts/useGlobalConfig.ts';
import type { TMenuContext } from './menuContext.ts';

export const useMenuContext = (): TMenuContext => {
  const { account } = useCurrentAccount();
  const features = useAccountFeatures();
  const config = useGlobalConfig();
  return useMemo(
    () => ({
      accountId: account.id,
      permissions: permissionsOfAccount(account),
      features,
      isCloud: config.isCloud,
      isEnterprise: config.isEnterprise,
      globalConfig: { csmlEditorHost: config.csmlEditorHost },
    }),
    [account, features, config.isCloud, config.isEnterprise, config.csmlEditorHost],
  );
};
