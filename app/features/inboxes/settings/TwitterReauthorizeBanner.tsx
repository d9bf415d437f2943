import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useTwitterSignIn } from '../channels/TwitterChannel.tsx';

/**
 * The reauthorization warning on an X inbox whose tokens X refused: one button signs in with X again; the
 * callback renews the tokens of the same X account and keeps the inbox and conversations.
 */
export const TwitterReauthorizeBanner = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const signIn = useTwitterSignIn(accountId);
  return (
    <Alert title={t('inboxesPage.reauthorize.twitterTitle')}>
      <p>{t('inboxesPage.reauthorize.twitterBody')}</p>
      <Button
        className="mt-3"
        icon={<Icon name="twitter" className="size-4" />}
        isLoading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {t('inboxesPage.reauthorize.twitterAction')}
      </Button>
    </Alert>
  );
};
