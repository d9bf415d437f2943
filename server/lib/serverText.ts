import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { bcp47, uiLanguageFor } from '../../common/languages.ts';
import type english from '../../common/i18n/server/en.json';
import { fromRoot } from './projectRoot.ts';

/**
 * The text the server writes for people (activity lines, notification mails and pushes, the CSAT page, the
 * public portal, mails, error messages) from the server catalogues, common/i18n/server/<code>.json: one file
 * per language, a section per concern, rendered with i18next ({{name}} placeholders, plural keys _one/_other…
 * chosen by the language's rules). They are never part of the SPA's bundle (app/lib/uiCatalogues.ts reads
 * common/i18n/*.json only). A language lacking a section or a key reads English.
 */
const dir = fromRoot('common', 'i18n', 'server');

type TCatalogue = Record<string, Record<string, unknown>>;

/** i18next's t() without the SPA's typed keys (app/ declares its catalogue's key types for i18next). */
type TLooseT = (key: string, options: Record<string, unknown>) => string;

let loaded: { t: TLooseT; sections: Map<string, string[]> } | null = null;
const load = () => {
  if (loaded) return loaded;
  const files = new Map(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as TCatalogue]),
  );
  const sections = new Map<string, string[]>();
  for (const [code, catalogue] of files)
    for (const section of Object.keys(catalogue)) sections.set(section, [...(sections.get(section) ?? []), code]);
  const instance = i18next.createInstance();
  void instance.init({
    // i18next takes BCP 47 tags (pt-BR): its plural rules come from Intl.PluralRules of that tag.
    resources: Object.fromEntries([...files].map(([code, catalogue]) => [bcp47(code), catalogue])),
    ns: [...sections.keys()],
    defaultNS: false,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    nsSeparator: false,
    returnNull: false,
  });
  loaded = { t: instance.t.bind(instance) as unknown as TLooseT, sections };
  return loaded;
};

/** The catalogue codes (Chatwoot spelling: pt_BR) that have wording for a section. */
export const serverTextLanguages = (section: string) => load().sections.get(section) ?? [];

/** The language a locale reads a section in: its own, the nearest (ar_SA → ar, pt → pt_BR), else English. */
export const serverTextLanguageFor = (section: string, locale: string | null | undefined) =>
  uiLanguageFor(locale, serverTextLanguages(section)) ?? 'en';

export type TServerText = (key: string, vars?: Record<string, string | number>) => string;

/** t() over one section in the language a locale reads it in ("ar_SA" → Arabic; "ko" → English). */
export const serverText = (section: string, locale: string | null | undefined): TServerText => {
  const { t } = load();
  const lng = bcp47(serverTextLanguageFor(section, locale));
  return (key, vars) => t(key, { ...vars, lng, ns: section });
};

/** A key of the `errors` section (common/i18n/server/en.json): a typo is a type error. */
export type TErrorKey = keyof (typeof english)['errors'];

/**
 * An error message of the API, from the `errors` section. Always English: API clients read Chatwoot's
 * English `message` and `error` whatever the account's language, so the wording stays byte-identical.
 */
export const errorText = (key: TErrorKey, vars?: Record<string, string | number>) =>
  serverText('errors', 'en')(key, vars);

/** A key of the `responses` section: the English `message` of a successful API response. */
export type TResponseKey = keyof (typeof english)['responses'];

/** The `message` some successful API responses carry (Chatwoot's), English for the same reason as errorText. */
export const responseText = (key: TResponseKey, vars?: Record<string, string | number>) =>
  serverText('responses', 'en')(key, vars);
