import type { TFunction } from 'i18next';
import { ACCOUNT_LANGUAGES } from '../../../common/accountLanguages.ts';
import { nativeLanguageName } from '../../../common/languageNames.ts';
import { CATALOGUE_LANGUAGES } from '../../lib/uiCatalogues.ts';

const option = (code: string) => ({ value: code, label: nativeLanguageName(code) });
const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/**
 * Every account language, each named in its own language, in two groups: those the interface is fully
 * translated into, and the others (server text and the help centre use them; the interface shows the
 * nearest translation, else English).
 */
export const languageGroups = (t: TFunction, available: readonly string[] = CATALOGUE_LANGUAGES) => [
  { label: t('language.translated'), options: available.map(option).sort(byName) },
  {
    label: t('language.untranslated'),
    options: ACCOUNT_LANGUAGES.filter((l) => !available.includes(l))
      .map(option)
      .sort(byName),
  },
];
