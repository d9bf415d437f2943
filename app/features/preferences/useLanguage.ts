import { useTranslation } from 'react-i18next';
import { chatwootCode } from '../../../common/languages.ts';
import { chosenLanguage, setLanguage } from '../../lib/i18n.ts';

/**
 * The language chosen for the interface (a Chatwoot code: the choice made in this browser, which may have no
 * catalogue of its own, else the catalogue shown) and the function that chooses one.
 */
export const useLanguage = () => {
  const { i18n } = useTranslation();
  return [chosenLanguage() ?? chatwootCode(i18n.language), setLanguage] as const;
};
