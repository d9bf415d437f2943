import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type TLanguage } from '../../lib/i18n.ts';

export const useLanguage = () => {
  const { i18n } = useTranslation();
  const current: TLanguage = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as TLanguage)
    : 'en';
  return [current, setLanguage] as const;
};
