import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useToast } from '../../../components/useToast.ts';
import { isApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { authorizationUrl } from '../inboxApi.ts';

/** Twitter: one sign-in button that asks for an authorization URL and sends the browser there. */
export const TwitterChannel = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const signIn = useMutation({
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
  return (
    <section aria-labelledby="twitter-title" className="max-w-2xl">
      <h2 id="twitter-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('inboxesPage.twitter.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.twitter.description')}</p>
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
