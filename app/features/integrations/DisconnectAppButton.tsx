import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { integrationKeys } from './dashboardAppsQuery.ts';

interface TDisconnectAppButtonProps {
  accountId: number;
  /** The app's name as the page shows it ("Slack", "Linear"). */
  name: string;
  /** The app's own DELETE (integrations/slack, integrations/linear, …). */
  disconnect: () => Promise<unknown>;
}

/**
 * A connected app's Disconnect: asks first, then disconnects, refreshes the account's apps and says how it went.
 * One for every app page that connects through the app's own flow (Slack, Linear, Shopify).
 */
export const DisconnectAppButton = ({ accountId, name, disconnect }: TDisconnectAppButtonProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: disconnect,
    onSuccess: () => qc.invalidateQueries({ queryKey: integrationKeys.apps(accountId) }),
  });
  return (
    <>
      <Button variant="danger" isLoading={mutation.isPending} onClick={() => setConfirming(true)}>
        {t('integrationsPage.disconnect')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          open
          danger
          title={t('integrationsPage.disconnectTitle', { name })}
          description={t('integrationsPage.disconnectBody')}
          confirmLabel={t('integrationsPage.disconnect')}
          cancelLabel={t('common.cancel')}
          onResult={(confirmed) => {
            setConfirming(false);
            if (!confirmed) return;
            mutation.mutate(undefined, {
              onSuccess: () => toast.show(t('integrationsPage.disconnected')),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};
