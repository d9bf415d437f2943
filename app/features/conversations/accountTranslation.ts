import { useQuery } from '@tanstack/react-query';
import type { TIntegrationApp } from '../../../common/contracts/integrations.ts';
import { api } from '../../lib/api.ts';

/**
 * Whether the account's own Google Translate app is on (Settings → Integrations): its messages can be translated
 * though the installation has no translation provider. Asked only then, once per five minutes.
 */
export const useAccountTranslationApp = (accountId: number, asked: boolean) =>
  useQuery({
    queryKey: ['accounts', accountId, 'integrationApp', 'google_translate'],
    queryFn: () =>
      api<TIntegrationApp>(`/api/v1/accounts/${accountId}/integrations/apps/google_translate`, {
        contract: 'integrationApp',
      }),
    enabled: asked,
    staleTime: 5 * 60_000,
    select: (app) => app.enabled,
  }).data === true;
