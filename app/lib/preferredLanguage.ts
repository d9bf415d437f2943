import { uiLanguageFor } from '../../common/languages.ts';
import { CATALOGUE_LANGUAGES } from './uiCatalogues.ts';

/** The interface catalogue (Chatwoot code) to show a chosen locale in: its own, the nearest one, else English. */
export const uiLanguageOf = (locale: unknown, available: readonly string[] = CATALOGUE_LANGUAGES): string =>
  uiLanguageFor(locale, available) ?? 'en';

const given = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The interface language (Chatwoot code): the first choice made — in this browser, else the user's saved
 * one (ui_settings.locale), else the account's locale (which also brings right-to-left for ar) — shown in
 * its catalogue, the nearest one (pt → pt_BR) or English when there is none (ko, zh_TW).
 */
export const preferredLanguage = (
  input: { stored: string | null; userLocale: unknown; accountLocale: string | null | undefined },
  available: readonly string[] = CATALOGUE_LANGUAGES,
): string => {
  const choice = [input.stored, input.userLocale, input.accountLocale].find(given);
  return uiLanguageOf(choice, available);
};
