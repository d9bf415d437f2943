import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useInstagramLogin } from '../channels/InstagramChannel.tsx';

/**
 * The reauthorization warning on an Instagram inbox whose token Instagram refused: one button signs in with
 * Instagram again; the callback renews the token of the same account and keeps the inbox and conversations.
 */
export const InstagramReauthorizeBanner = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const signIn = useInstagramLogin(accountId);
  return (
    <Alert title={t('inboxesPage.reauthorize.instagramTitle')}>
      <p>{t('inboxesPage.reauthorize.instagramBody')}</p>
      <Button
        className="mt-3"
        icon={<Icon name="instagram" className="size-4" />}
        isLoading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {t('inboxesPage.reauthorize.instagramAction')}
      </Button>
    </Alert>
  );
};
