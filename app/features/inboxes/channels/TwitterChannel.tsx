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
import { authorizationUrl } from '../inboxApi.ts';
import { useProviders } from '../useProviders.ts';

/** Starts "Sign in with X": the browser goes to X and comes back to /twitter/callback. */
export const useTwitterSignIn = (accountId: number) => {
  const { t } = useTranslation();
  const toast = useToast();
  return useMutation({
    mutationFn: () => authorizationUrl(accountId, 'twitter'),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) =>
      toast.show(
        isApiError(err) && err.code === 'provider_not_configured'
          ? apiErrorMessage(err, t)
          : t('inboxesPage.twitter.failed'),
        'error',
      ),
  });
};

/**
 * Twitter: one sign-in button that asks for an authorization URL and sends the browser there; the callback
 * makes the inbox and opens its agents step, or comes back here with ?twitter_error=…. Without the
 * installation's consumer key and secret, a "not configured" notice as for Facebook.
 */
export const TwitterChannel = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const providers = useProviders(accountId);
  const signIn = useTwitterSignIn(accountId);
  const error = params.get('twitter_error');
  if (providers.isPending) return <Spinner className="size-6" label={t('common.loading')} />;
  if (!providers.data?.twitter)
    return (
      <EmptyState
        icon="twitter"
        title={t('inboxesPage.twitter.notConfiguredTitle')}
        body={t('inboxesPage.twitter.notConfiguredBody')}
      />
    );
  return (
    <section aria-labelledby="twitter-title" className="max-w-2xl">
      <h2 id="twitter-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('inboxesPage.twitter.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.twitter.description')}</p>
      {error ? <Alert className="mt-4">{t('inboxesPage.twitter.error', { reason: error })}</Alert> : null}
      <Button
        className="mt-6"
        icon={<Icon name="twitter" className="size-4" />}
        isLoading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {t('inboxesPage.twitter.signIn')}
      </Button>
    </section>
  );
};
