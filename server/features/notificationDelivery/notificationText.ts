/**
 * What notification mails and pushes say, in the recipient's language (their interface language, else
 * the account's): English with Chatwoot's wording, Arabic, and the interface's other languages
 * (notificationWordsMore.ts). A locale without words reads the nearest language (pt → pt_BR), else English.
 */
import { uiLanguageFor } from '../../../common/languages.ts';
import type { TNotificationType } from '../../../common/notifications.ts';
import { MORE_LANGUAGES, type TWordTemplates } from './notificationWordsMore.ts';

const EN = {
  title: {
    conversation_creation: (id: number) => `A new conversation #${id} has been created`,
    conversation_assignment: (id: number) => `A new conversation #${id} has been assigned to you`,
    assigned_conversation_new_message: (id: number) => `A new message is created in conversation #${id}`,
    conversation_mention: (id: number) => `You have been mentioned in conversation #${id}`,
    participating_conversation_new_message: (id: number) => `A new message is created in conversation #${id}`,
    sla_missed_first_response: (id: number) => `SLA target first response missed for conversation #${id}`,
    sla_missed_next_response: (id: number) => `SLA target next response missed for conversation #${id}`,
    sla_missed_resolution: (id: number) => `SLA target resolution missed for conversation #${id}`,
  } satisfies Record<TNotificationType, (id: number) => string>,
  greeting: (name: string) => `Hi ${name},`,
  more: (n: number) =>
    n === 1
      ? 'There was 1 more update in this conversation since the last email.'
      : `There were ${n} more updates in this conversation since the last email.`,
  open: 'Open the conversation',
  footer: (account: string) => `You receive this email because of your notification settings in ${account}.`,
  settings: 'Change notification settings',
};

export type TNotificationWords = typeof EN;

/** Arabic plural of "update": one, two, three to ten, eleven and more. */
const arMore = (n: number) =>
  n === 1
    ? 'وصل تحديث آخر في هذه المحادثة منذ آخر بريد.'
    : n === 2
      ? 'وصل تحديثان آخران في هذه المحادثة منذ آخر بريد.'
      : n <= 10
        ? `وصلت ${n} تحديثات أخرى في هذه المحادثة منذ آخر بريد.`
        : `وصل ${n} تحديثًا آخر في هذه المحادثة منذ آخر بريد.`;

const AR: TNotificationWords = {
  title: {
    conversation_creation: (id) => `أُنشئت محادثة جديدة رقم ${id}`,
    conversation_assignment: (id) => `أُسندت إليك محادثة جديدة رقم ${id}`,
    assigned_conversation_new_message: (id) => `رسالة جديدة في المحادثة رقم ${id}`,
    conversation_mention: (id) => `أُشير إليك في المحادثة رقم ${id}`,
    participating_conversation_new_message: (id) => `رسالة جديدة في المحادثة رقم ${id}`,
    sla_missed_first_response: (id) => `فات موعد الرد الأول المستهدف في المحادثة رقم ${id}`,
    sla_missed_next_response: (id) => `فات موعد الرد التالي المستهدف في المحادثة رقم ${id}`,
    sla_missed_resolution: (id) => `فات موعد الحل المستهدف في المحادثة رقم ${id}`,
  },
  greeting: (name) => `مرحبًا ${name}،`,
  more: arMore,
  open: 'افتح المحادثة',
  footer: (account) => `وصلك هذا البريد بسبب إعدادات الإشعارات في ${account}.`,
  settings: 'تغيير إعدادات الإشعارات',
};

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_m, k: string) => String(vars[k] ?? ''));

const fromTemplates = (code: string, w: TWordTemplates): TNotificationWords => {
  const plural = new Intl.PluralRules(code.replace(/_/g, '-'));
  const title = Object.fromEntries(
    Object.entries(w.title).map(([type, tpl]) => [type, (id: number) => fill(tpl, { id })]),
  ) as TNotificationWords['title'];
  return {
    title,
    greeting: (name) => fill(w.greeting, { name }),
    more: (n) => fill(w.more[plural.select(n)] ?? w.more.other, { n }),
    open: w.open,
    footer: (account) => fill(w.footer, { account }),
    settings: w.settings,
  };
};

const WORDS: Record<string, TNotificationWords> = {
  en: EN,
  ar: AR,
  ...Object.fromEntries(Object.entries(MORE_LANGUAGES).map(([code, w]) => [code, fromTemplates(code, w)])),
};
const CODES = Object.keys(WORDS);

/** The code of the words a locale reads: "ar_SA" → ar, "pt" → pt_BR, "ko" → en. */
export const notificationLanguage = (locale: string) => uiLanguageFor(locale, CODES) ?? 'en';

/** The words of a locale ("ar", "ar_SA", "pt_BR"; English where there are none). */
export const notificationWords = (locale: string): TNotificationWords => WORDS[notificationLanguage(locale)] ?? EN;

export const isRtl = (locale: string) => /^(ar|fa|he|ur)\b/.test(locale.split(/[-_]/)[0] ?? '');
