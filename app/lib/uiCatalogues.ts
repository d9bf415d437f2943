import { type TUiLanguage, UI_LANGUAGES } from '../../common/languages.ts';

/**
 * Every interface catalogue but English (which ships in parts with the app, app/lib/catalogueSections.ts),
 * each its own chunk, fetched when that language is chosen. A language of UI_LANGUAGES whose
 * common/i18n/<code>.json exists is picked up by the build; none is bundled eagerly.
 */
const files = import.meta.glob<{ default: object }>(['../../common/i18n/*.json', '!../../common/i18n/en.json']);

const loaders = new Map<string, () => Promise<{ default: object }>>(
  Object.entries(files).map(([file, load]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), load]),
);

/** The languages with a full interface catalogue, in UI_LANGUAGES's order (English first). */
export const CATALOGUE_LANGUAGES: readonly TUiLanguage[] = UI_LANGUAGES.filter((l) => l === 'en' || loaders.has(l));

/** The loader of a language's catalogue (Chatwoot code: pt_BR); null for English and unknown codes. */
export const catalogueLoader = (code: string) => (code === 'en' ? null : (loaders.get(code) ?? null));
