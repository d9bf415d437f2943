import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';

const KNOWN = ['email_taken', 'other_mailbox', 'access_denied'] as const;
type TKnown = (typeof KNOWN)[number];
const isKnown = (code: string): code is TKnown => (KNOWN as readonly string[]).includes(code);

/** Why a Google or Microsoft sign-in came back without an inbox (the callback's `oauth_error`), if it did. */
export const MailOauthErrorAlert = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('oauth_error');
  if (!code) return null;
  return (
    <Alert className="mb-4">
      {isKnown(code)
        ? t(`inboxesPage.email.oauthErrors.${code}`)
        : t('inboxesPage.email.oauthErrors.default', { code: code.slice(0, 60) })}
    </Alert>
  );
};
