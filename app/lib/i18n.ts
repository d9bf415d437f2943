import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enNow from 'virtual:en-catalogue/now';
import type en from '../../common/i18n/en.json';
import { RTL_LOCALES } from '../../common/limits.ts';

export const LANGUAGES = ['en', 'ar'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'cw_locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

const isLanguage = (v: string | null): v is TLanguage => v !== null && (LANGUAGES as readonly string[]).includes(v);

export const isRtl = (lng: string) => (RTL_LOCALES as readonly string[]).includes(lng);

const applyToDocument = (lng: string) => {
  document.documentElement.lang = lng;
  document.documentElement.dir = isRtl(lng) ? 'rtl' : 'ltr';
};

/** The language chosen in this browser, if any (the login page and the user menu set it). */
export const chosenLanguage = () => localStorage.getItem(STORAGE_KEY);

export const storedLanguage = (): TLanguage => {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
};

export const setLanguage = async (lng: TLanguage) => {
  localStorage.setItem(STORAGE_KEY, lng);
  await i18n.changeLanguage(lng);
};

/**
 * English (the fallback) ships with the app; another language's catalogue is its own chunk, fetched when that
 * language is chosen — i18next waits for it before it switches, so no screen shows half-translated.
 */
const CATALOGUES: Record<Exclude<TLanguage, 'en'>, () => Promise<{ default: object }>> = {
  ar: () => import('../../common/i18n/ar.json'),
};

const otherCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = isLanguage(language) && language !== 'en' ? CATALOGUES[language] : null;
    if (!load) return callback(null, null);
    load().then(
      (m) => callback(null, m.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

export const initI18n = async () => {
  i18n.on('languageChanged', applyToDocument);
  await i18n
    .use(otherCatalogues)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: enNow } },
      partialBundledLanguages: true,
      lng: storedLanguage(),
      fallbackLng: 'en',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      // A part of the catalogue added later (loadLaterCatalogue) renders again whatever reads it.
      react: { bindI18nStore: 'added' },
    });
  applyToDocument(i18n.language);
  return i18n;
};

let later: Promise<void> | null = null;

/**
 * The English sections only settings pages read (app/lib/catalogueSections.ts): fetched once, with the
 * first settings page, which waits for them. Other languages' catalogues are whole already.
 */
export const loadLaterCatalogue = () => {
  later ??= import('virtual:en-catalogue/later').then(
    (m) => void i18n.addResourceBundle('en', 'translation', m.default, true, false),
    (error: unknown) => {
      later = null;
      throw error;
    },
  );
  return later;
};
