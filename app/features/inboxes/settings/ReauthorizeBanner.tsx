import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useToast } from '../../../components/useToast.ts';
import { isApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { facebookLogin, loadFacebookSdk } from '../channels/facebookSdk.ts';
import { inboxKeys, reauthorizeFacebookPage, type TInbox } from '../inboxApi.ts';
import { useProviders } from '../useProviders.ts';

class LoginNotCompleted extends Error {}

/**
 * The spec's reauthorization warning on a Facebook page inbox whose token Facebook refused: one button
 * logs in with Facebook again and hands the new token to callbacks/reauthorize_page. The inbox, its
 * conversations and contacts stay; the warning goes once the page is reconnected.
 */
export const ReauthorizeBanner = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const providers = useProviders(accountId);
  const fb = providers.data?.facebook;
  const reconnect = useMutation({
    mutationFn: async () => {
      if (!fb) throw new LoginNotCompleted();
      const sdk = await loadFacebookSdk(fb.sdk_url, fb.app_id, fb.api_version);
      const outcome = await facebookLogin(sdk);
      if (outcome.kind !== 'token') throw new LoginNotCompleted();
      return reauthorizeFacebookPage(accountId, inbox.id, outcome.token);
    },
    onSuccess: async (updated) => {
      queryClient.setQueryData(inboxKeys.detail(accountId, inbox.id), updated);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.list(accountId) });
      toast.show(t('inboxesPage.reauthorize.success'), 'success');
    },
    onError: (err) =>
      toast.show(isApiError(err) ? apiErrorMessage(err, t) : t('inboxesPage.reauthorize.failed'), 'error'),
  });
  return (
    <Alert title={t('inboxesPage.reauthorize.title')}>
      <p>{t('inboxesPage.reauthorize.body')}</p>
      <Button
        className="mt-3"
        icon={<Icon name="facebook" className="size-4" />}
        isLoading={reconnect.isPending}
        disabled={!fb}
        onClick={() => reconnect.mutate()}
      >
        {t('inboxesPage.reauthorize.action')}
      </Button>
    </Alert>
  );
};
