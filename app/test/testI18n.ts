import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../common/i18n/en.json';
import { loadPrimitives } from '../components/primitives/usePrimitives.ts';

/**
 * The English catalogue for DOM tests, so they find controls by the words a person reads; and the UI
 * primitives' chunk, in as the app has it right after first paint, so dialogs and menus draw at once.
 */
export const testI18n = async () => {
  await loadPrimitives();
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
