import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enNow from 'virtual:en-catalogue/now';
import type en from '../../common/i18n/en.json';
import { bcp47, chatwootCode } from '../../common/languages.ts';
import { RTL_LOCALES } from '../../common/limits.ts';
import { uiLanguageOf } from './preferredLanguage.ts';
import { catalogueLoader } from './uiCatalogues.ts';

const STORAGE_KEY = 'cw_locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export const isRtl = (lng: string) => (RTL_LOCALES as readonly string[]).includes(lng.split(/[-_]/)[0] ?? '');

const applyToDocument = (lng: string) => {
  document.documentElement.lang = lng;
  document.documentElement.dir = isRtl(lng) ? 'rtl' : 'ltr';
};

/** The language chosen in this browser, if any (the login page, the user menu and the profile set it). */
export const chosenLanguage = () => localStorage.getItem(STORAGE_KEY);

/**
 * i18next's language for a locale: the BCP 47 tag of its catalogue (pt → "pt-BR", ko → "en"), so that
 * `i18n.language` goes straight to Intl and to `lang`.
 */
export const i18nLanguageOf = (locale: unknown) => bcp47(uiLanguageOf(locale));

/** Chooses a language in this browser: any account language; the interface shows its nearest catalogue. */
export const setLanguage = async (locale: string) => {
  localStorage.setItem(STORAGE_KEY, locale);
  await i18n.changeLanguage(i18nLanguageOf(locale));
};

/**
 * English (the fallback) ships with the app; another language's catalogue is its own chunk, fetched when that
 * language is chosen — i18next waits for it before it switches, so no screen shows half-translated.
 */
const otherCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = catalogueLoader(chatwootCode(language));
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
      lng: i18nLanguageOf(chosenLanguage()),
      fallbackLng: 'en',
      load: 'currentOnly', // pt-BR's catalogue is whole: no pt to fetch
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
 * The English sections the conversation screen never reads (app/lib/catalogueSections.ts): fetched once,
 * with the first page or dialog that reads them, which waits for them. Other languages' catalogues are whole already.
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

/** A lazy chunk that reads later sections: the chunk and the later part, fetched side by side. */
export const withLaterCatalogue = <TModule>(loading: Promise<TModule>) =>
  Promise.all([loading, loadLaterCatalogue()]).then(([m]) => m);

let installationName: string | null = null;
const applyInstallationName = (lng: string) => {
  if (installationName && i18n.hasResourceBundle(lng, 'translation'))
    i18n.addResource(lng, 'translation', 'app.name', installationName);
};

/**
 * The installation's name (its console's setting) in place of "Helpdesk" wherever the UI names the product —
 * sign-in pages, document titles, page headers — in every language, also one loaded later.
 */
export const setInstallationName = (name: string) => {
  if (name === installationName) return;
  if (installationName === null) i18n.on('languageChanged', applyInstallationName);
  installationName = name;
  for (const lng of new Set(['en', ...i18n.languages])) applyInstallationName(lng);
};
