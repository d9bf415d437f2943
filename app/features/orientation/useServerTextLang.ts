import { useTranslation } from 'react-i18next';
import { langWhereDifferent, serverTextLanguage } from '../../../common/serverTextLanguage.ts';
import { useAccountDetails, useCurrentAccount } from '../accounts/index.ts';

/** The `lang` to put on text the server wrote in the account's language, when the page speaks another. */
export const useServerTextLang = () => {
  const { i18n } = useTranslation();
  const { account } = useCurrentAccount();
  const locale = useAccountDetails(account.id).data?.locale;
  return langWhereDifferent(serverTextLanguage(locale), i18n.language);
};
