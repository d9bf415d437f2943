import fs from 'node:fs';

type TStrings = Record<string, string>;
const load = (lng: string): TStrings => {
  const all = JSON.parse(fs.readFileSync(new URL(`../../../common/i18n/${lng}.json`, import.meta.url), 'utf8')) as {
    publicPortal: TStrings;
  };
  return all.publicPortal;
};
/** The public portal's words in the catalogue's languages; other locales read English. */
const CATALOGUE: Record<string, TStrings> = { en: load('en'), ar: load('ar') };

export type TPortalText = (key: string, vars?: Record<string, string | number>) => string;

export const portalText = (locale: string): TPortalText => {
  const strings = CATALOGUE[locale.split('_')[0] ?? ''] ?? CATALOGUE.en ?? {};
  return (key, vars = {}) =>
    (strings[key] ?? CATALOGUE.en?.[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) =>
      String(vars[name] ?? ''),
    );
};

const displayNames = new Map<string, string>();
/** A locale's name in its own language (العربية, English, Português (Brasil)). */
export const languageName = (code: string) => {
  let name = displayNames.get(code);
  if (name === undefined) {
    const tag = code.replace(/_/g, '-');
    try {
      name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
    } catch {
      name = code;
    }
    displayNames.set(code, name);
  }
  return name;
};
