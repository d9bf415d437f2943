import fs from 'node:fs';
import { uiLanguageFor } from '../../common/languages.ts';

type TStrings = Record<string, string>;
const dir = new URL('../../common/i18n/', import.meta.url);

let all: Map<string, Record<string, unknown>> | null = null;
/** Every common/i18n/<code>.json there is, read once: a language is served when its file exists. */
const catalogues = () => {
  all ??= new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.slice(0, -'.json'.length),
        JSON.parse(fs.readFileSync(new URL(f, dir), 'utf8')) as Record<string, unknown>,
      ]),
  );
  return all;
};

/** The codes with a catalogue (Chatwoot spelling: pt_BR). */
export const catalogueLanguages = () => [...catalogues().keys()];

/** The catalogue a locale reads: its own, the nearest (pt → pt_BR), else null (English then). */
export const catalogueLanguageFor = (locale: unknown) => uiLanguageFor(locale, catalogueLanguages());

export type TSectionText = (key: string, vars?: Record<string, string | number>) => string;

/** t() over one flat section of a language's catalogue (csatSurvey, publicPortal), English where a key lacks. */
export const sectionText = (section: string, code: string): TSectionText => {
  const of = (c: string) => (catalogues().get(c)?.[section] ?? {}) as TStrings;
  const strings = of(code);
  const english = of('en');
  return (key, vars = {}) =>
    (strings[key] ?? english[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name] ?? ''));
};
