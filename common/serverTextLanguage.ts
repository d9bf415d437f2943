import { bcp47, UI_LANGUAGES, uiLanguageFor } from './languages.ts';

/**
 * The languages the server writes activity lines in: those whose server catalogue (common/i18n/server/<code>.json)
 * has the `activity` section — every interface language today (`npm run i18n:check` keeps this list and the
 * catalogues in step: a new interface language without activity lines needs its own list here).
 */
export const SERVER_TEXT_LANGUAGES: readonly string[] = UI_LANGUAGES;

/**
 * The language of the activity lines the server writes for an account is the account's: "ar", "ar_SA", … →
 * Arabic; "pt" → Portuguese (Brazil); a locale without wording → English. The SPA marks such text with `lang`
 * when the person reads the page in another language, so a screen reader speaks it with the right voice.
 */
export const serverTextLanguage = (accountLocale: string | null | undefined): string =>
  uiLanguageFor(accountLocale, SERVER_TEXT_LANGUAGES) ?? 'en';

/** The `lang` attribute (BCP 47) for server text on a page in `pageLanguage`: none when they agree. */
export const langWhereDifferent = (textLanguage: string, pageLanguage: string): string | undefined => {
  const text = bcp47(textLanguage).toLowerCase();
  const page = bcp47(pageLanguage).toLowerCase();
  const same = text.includes('-') ? text === page : text === page.split('-')[0];
  return same ? undefined : bcp47(textLanguage);
};

/** Notification titles (push_message_title) are Chatwoot's English sentences, whatever the account's language. */
export const NOTIFICATION_TITLE_LANGUAGE = 'en';
