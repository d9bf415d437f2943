import { useMemo } from 'react';
import {
  permissionsOfAccount,
  reportAreasOfAccount,
  useAccountFeatures,
  useCurrentAccount,
  useGlobalConfig,
} from '../accounts/index.ts';
import type { TMenuContext } from './menuContext.ts';

export const useMenuContext = (): TMenuContext => {
  const { account } = useCurrentAccount();
  const features = useAccountFeatures();
  const config = useGlobalConfig();
  return useMemo(
    () => ({
      accountId: account.id,
      permissions: permissionsOfAccount(account),
      reportAreas: reportAreasOfAccount(account),
      features,
      isCloud: config.isCloud,
      isEnterprise: config.isEnterprise,
      globalConfig: { csmlEditorHost: config.csmlEditorHost },
    }),
    [account, features, config.isCloud, config.isEnterprise, config.csmlEditorHost],
  );
};
