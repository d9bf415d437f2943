/**
 * What notification mails and pushes say, in the recipient's language (their interface language, else
 * the account's): English with Chatwoot's wording, and Arabic. Other languages fall back to English,
 * as the thread's activity lines do (conversations/activityText.ts).
 */
import type { TNotificationType } from '../../../common/notifications.ts';

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

const WORDS: Record<string, TNotificationWords> = { en: EN, ar: AR };

/** The words of a locale ("ar", "ar_SA", "pt_BR" → English). */
export const notificationWords = (locale: string): TNotificationWords => WORDS[locale.split(/[-_]/)[0] ?? 'en'] ?? EN;

export const isRtl = (locale: string) => /^(ar|fa|he|ur)\b/.test(locale.split(/[-_]/)[0] ?? '');
