import fs from 'node:fs';

type TStrings = Record<string, string>;
const load = (lng: string): TStrings =>
  (
    JSON.parse(fs.readFileSync(new URL(`../../../common/i18n/${lng}.json`, import.meta.url), 'utf8')) as {
      csatSurvey: TStrings;
    }
  ).csatSurvey;
const CATALOGUE: Record<string, TStrings> = { en: load('en'), ar: load('ar') };

export type TSurveyText = (key: string, vars?: Record<string, string | number>) => string;

/** The survey page's language: `?locale=`, else the browser's first catalogue language, else English. */
export const surveyLocale = (query: string | undefined, acceptLanguage: string | undefined) => {
  const wanted = [query, ...(acceptLanguage ?? '').split(',').map((p) => p.split(';')[0]?.trim())];
  for (const w of wanted) {
    const base = w?.toLowerCase().split(/[-_]/)[0];
    if (base && CATALOGUE[base]) return base;
  }
  return 'en';
};

export const surveyText = (locale: string): TSurveyText => {
  const strings = CATALOGUE[locale] ?? CATALOGUE.en ?? {};
  return (key, vars = {}) =>
    (strings[key] ?? CATALOGUE.en?.[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) =>
      String(vars[name] ?? ''),
    );
};
