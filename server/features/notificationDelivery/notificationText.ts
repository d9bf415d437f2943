/**
 * What notification mails and pushes say, in the recipient's language (their interface language, else
 * the account's): the `notification` section of the server catalogues (common/i18n/server/<code>.json;
 * English is Chatwoot's wording). A locale without words reads the nearest language (pt → pt_BR), else English.
 */
import { NOTIFICATION_TYPES, type TNotificationType } from '../../../common/notifications.ts';
import { serverText, serverTextLanguageFor } from '../../lib/serverText.ts';

/** The code of the words a locale reads: "ar_SA" → ar, "pt" → pt_BR, "ko" → en. */
export const notificationLanguage = (locale: string) => serverTextLanguageFor('notification', locale);

/** The words of a locale ("ar", "ar_SA", "pt_BR"; English where there are none). */
export const notificationWords = (locale: string) => {
  const t = serverText('notification', locale);
  return {
    title: Object.fromEntries(
      (Object.keys(NOTIFICATION_TYPES) as TNotificationType[]).map((type) => [
        type,
        (id: number) => t(`title.${type}`, { id }),
      ]),
    ) as Record<TNotificationType, (id: number) => string>,
    greeting: (name: string) => t('greeting', { name }),
    /** "There were 3 more updates…", counted by the language's plural rules. */
    more: (count: number) => t('more', { count }),
    open: t('open'),
    footer: (account: string) => t('footer', { account }),
    settings: t('settings'),
  };
};

export type TNotificationWords = ReturnType<typeof notificationWords>;

export const isRtl = (locale: string) => /^(ar|fa|he|ur)\b/.test(locale.split(/[-_]/)[0] ?? '');
