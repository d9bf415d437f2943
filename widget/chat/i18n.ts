import type { widgetChat as en } from '../../common/i18n/en.json';
import { bcp47, uiLanguageFor } from '../../common/languages.ts';
import { RTL_LOCALES } from '../../common/limits.ts';

type TWords = typeof en;

/**
 * The widget's own small catalogue: only the widgetChat section of each common/i18n/<code>.json (named JSON
 * imports, vite.widget.config.ts), every language there is — about 1 KB gzip each.
 */
const CATALOGUES = Object.fromEntries(
  Object.entries(import.meta.glob<TWords>('../../common/i18n/*.json', { eager: true, import: 'widgetChat' })).map(
    ([file, words]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), words],
  ),
);
const AVAILABLE = Object.keys(CATALOGUES);
const english = CATALOGUES.en as TWords;

let current = english;
let lang = 'en';

/** The visitor's language (the site's `locale`, the inbox's, else the browser's), in the nearest catalogue. */
export const setLocale = (locale: string | null | undefined) => {
  lang = uiLanguageFor(locale, AVAILABLE) ?? 'en';
  current = CATALOGUES[lang] ?? english;
  document.documentElement.lang = bcp47(lang);
  document.documentElement.dir = (RTL_LOCALES as readonly string[]).includes(lang) ? 'rtl' : 'ltr';
};
/** The catalogue's code, Chatwoot's spelling (pt_BR): help centre articles are asked for in it. */
export const localeOf = () => lang;
/** The same as a BCP 47 tag for Intl (pt-BR). */
export const intlLocale = () => bcp47(lang);

/** t('preChat.submit'), t('typing', { name }) */
export const t = (key: string, vars: Record<string, string | number> = {}) => {
  let node: unknown = current;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
};
