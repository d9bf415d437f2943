import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useToast } from '../../../components/useToast.ts';
import { isApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { mailReauthorizationUrl, type TInbox } from '../inboxApi.ts';

const NAMES = { google: 'Google', microsoft: 'Microsoft' } as const;

/** A Google or Microsoft email inbox: reauthorization is its provider's sign-in again. */
export const isMailOauthInbox = (inbox: TInbox): inbox is TInbox & { provider: keyof typeof NAMES } =>
  inbox.channel_type === 'Channel::Email' && (inbox.provider === 'google' || inbox.provider === 'microsoft');

/**
 * The reauthorization warning of a Google or Microsoft mailbox whose sign-in keeps being refused: one button
 * goes to the provider's consent page for the same inbox; the callback brings the browser back here with the
 * warning gone (the inbox, its conversations and contacts stay).
 */
export const MailReauthorizeBanner = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const provider = isMailOauthInbox(inbox) ? inbox.provider : 'google';
  const vars = { provider: NAMES[provider], email: inbox.email ?? '' };
  const signIn = useMutation({
    mutationFn: () => mailReauthorizationUrl(accountId, provider, inbox.id),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) =>
      toast.show(isApiError(err) ? apiErrorMessage(err, t) : t('inboxesPage.mailReauthorize.failed'), 'error'),
  });
  return (
    <Alert title={t('inboxesPage.mailReauthorize.title', vars)}>
      <p>{t('inboxesPage.mailReauthorize.body', vars)}</p>
      <Button
        className="mt-3"
        icon={<Icon name="mail" className="size-4" />}
        isLoading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {t('inboxesPage.mailReauthorize.action', vars)}
      </Button>
    </Alert>
  );
};
