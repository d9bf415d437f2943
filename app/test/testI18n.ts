import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../common/i18n/en.json';

/** The English catalogue for DOM tests, so they find controls by the words a person reads. */
export const testI18n = async () => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: en } },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
  }
  return i18n;
};

export { en };
