import { LANGUAGES, type TLanguage } from './i18n.ts';

const supported = (v: unknown): TLanguage | null => {
  if (typeof v !== 'string') return null;
  const base = v.split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as TLanguage) : null;
};

/**
 * The interface language: a choice made in this browser, else the user's saved one
 * (ui_settings.locale), else the account's locale (which also brings right-to-left for
 * ar and the other RTL locales), else English. Languages without a catalogue are skipped.
 */
export const preferredLanguage = (input: {
  stored: string | null;
  userLocale: unknown;
  accountLocale: string | null | undefined;
}): TLanguage => supported(input.stored) ?? supported(input.userLocale) ?? supported(input.accountLocale) ?? 'en';
