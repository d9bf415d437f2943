/**
 * The language of text the server writes for an account — activity lines, notification texts — is the
 * account's: Arabic for "ar", "ar_SA", …, English for anything else (server/features/conversations/activityText.ts).
 * The SPA marks such text with `lang` when the person reads the page in another language, so a screen reader
 * speaks it with the right voice.
 */
export const serverTextLanguage = (accountLocale: string | null | undefined): 'ar' | 'en' =>
  accountLocale && /^ar(?:[-_]|$)/i.test(accountLocale) ? 'ar' : 'en';

/** The `lang` attribute for server text on a page in `pageLanguage`: none when they agree. */
export const langWhereDifferent = (textLanguage: string, pageLanguage: string): string | undefined =>
  textLanguage === pageLanguage.split(/[-_]/)[0] ? undefined : textLanguage;

/** Notification titles (push_message_title) are Chatwoot's English sentences, whatever the account's language. */
export const NOTIFICATION_TITLE_LANGUAGE = 'en';
