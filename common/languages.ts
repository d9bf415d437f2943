/**
 * Languages, in Chatwoot's spelling (underscores: pt_BR, zh_CN). Two lists:
 *  - ACCOUNT_LANGUAGES (accountLanguages.ts, only the pickers load it): what an account or a person may
 *    choose (Chatwoot's account locale list). Server text and the help centre use the choice even where the
 *    interface has no catalogue.
 *  - UI_LANGUAGES: the languages that may have an interface catalogue, common/i18n/<code>.json. Whether the
 *    file exists is checked where it is read (the SPA's build, the widget's build, the server at start).
 * A choice without a catalogue is shown in the nearest one (uiLanguageFor): pt → pt_BR, es_MX → es, else English.
 */
export const UI_LANGUAGES = [
  'en',
  'ar',
  'es',
  'pt_BR',
  'fr',
  'de',
  'it',
  'nl',
  'ru',
  'zh_CN',
  'ja',
  'hi',
  'id',
] as const;
export type TUiLanguage = (typeof UI_LANGUAGES)[number];

/** Chatwoot's code as a BCP 47 tag for Intl and `lang`: pt_BR → pt-BR. */
export const bcp47 = (code: string) => code.replace(/_/g, '-');

/** A BCP 47 tag or Chatwoot code as Chatwoot's code: pt-br → pt_BR, zh-Hans-CN → zh_Hans_CN. */
export const chatwootCode = (tag: string) =>
  tag
    .trim()
    .split(/[-_]/)
    .map((part, i) => (i === 0 ? part.toLowerCase() : part.length === 2 ? part.toUpperCase() : part))
    .join('_');

/** Chinese written with traditional characters: never shown in the simplified catalogue. */
const TRADITIONAL_CHINESE = /^zh_(?:TW|HK|MO|Hant)(?:_|$)/;

/**
 * The catalogue to show a locale in, among `available` (Chatwoot codes): the same code, else the only or
 * first catalogue of the same language (pt, pt_PT → pt_BR; es_MX → es; zh, zh_Hans_CN → zh_CN), else null.
 * Traditional Chinese has no close match in the simplified catalogue.
 */
export const uiLanguageFor = <T extends string>(locale: unknown, available: readonly T[]): T | null => {
  if (typeof locale !== 'string' || locale.trim() === '') return null;
  const code = chatwootCode(locale);
  const exact = available.find((a) => a.toLowerCase() === code.toLowerCase());
  if (exact) return exact;
  if (TRADITIONAL_CHINESE.test(code)) return null;
  const base = code.split('_')[0];
  return available.find((a) => a.split('_')[0] === base) ?? null;
};
