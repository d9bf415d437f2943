import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/useToast.ts';
import { isApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { instagramAuthorizationUrl } from '../inboxApi.ts';
import { useProviders } from '../useProviders.ts';

/** Starts Instagram's business login: the browser goes to Instagram and comes back to /instagram/callback. */
export const useInstagramLogin = (accountId: number) => {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation({
    mutationFn: () => instagramAuthorizationUrl(accountId),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) =>
      toast.show(isApiError(err) ? apiErrorMessage(err, t) : t('inboxesPage.instagram.failed'), 'error'),
  });
};

/**
 * Instagram: one button to Instagram's login; the callback makes the inbox and opens its agents step. A
 * refused login comes back here with ?instagram_error=…; without the app's id and secret, a notice.
 */
export const InstagramChannel = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const providers = useProviders(accountId);
  const signIn = useInstagramLogin(accountId);
  const error = params.get('instagram_error');
  if (providers.isPending) return <Spinner className="size-6" label={t('common.loading')} />;
  if (!providers.data?.instagram)
    return (
      <EmptyState
        icon="instagram"
        title={t('inboxesPage.instagram.notConfiguredTitle')}
        body={t('inboxesPage.instagram.notConfiguredBody')}
      />
    );
  return (
    <section aria-labelledby="instagram-title" className="max-w-2xl">
      <h2 id="instagram-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('inboxesPage.instagram.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.instagram.description')}</p>
      {error ? <Alert className="mt-4">{t('inboxesPage.instagram.error', { reason: error })}</Alert> : null}
      <Button
        className="mt-6"
        icon={<Icon name="instagram" className="size-4" />}
        isLoading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {t('inboxesPage.instagram.signIn')}
      </Button>
    </section>
  );
};
