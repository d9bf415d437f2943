import { z } from 'zod';

/**
 * Chatwoot's notification types. The number is the stored value of `notifications.notification_type`
 * and also the flag's place in `notification_settings.email_flags` / `push_flags`: type N is bit N-1
 * (value 2^(N-1)), as Chatwoot's FlagShihTzu flags count from 1. Never renumber.
 */
export const NOTIFICATION_TYPES = [
  'conversation_creation',
  'conversation_assignment',
  'assigned_conversation_new_message',
  'conversation_mention',
  'participating_conversation_new_message',
  'sla_missed_first_response',
  'sla_missed_next_response',
  'sla_missed_resolution',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** 1…8, Chatwoot's values. */
export const notificationTypeValue = (type: TNotificationType) => NOTIFICATION_TYPES.indexOf(type) + 1;

export const EMAIL_FLAGS = NOTIFICATION_TYPES.map((t) => `email_${t}` as const);
export const PUSH_FLAGS = NOTIFICATION_TYPES.map((t) => `push_${t}` as const);
export type TEmailFlag = `email_${TNotificationType}`;
export type TPushFlag = `push_${TNotificationType}`;

/** What a member gets before ever saving: mail and push when a conversation is assigned to them (Chatwoot's default). */
export const DEFAULT_NOTIFICATION_FLAGS = {
  email: ['email_conversation_assignment'] as TEmailFlag[],
  push: ['push_conversation_assignment'] as TPushFlag[],
};

/** Flag names ↔ the stored bit field. Unknown names are ignored here; the contract refuses them first. */
export const flagsToBits = (flags: readonly string[], prefix: 'email_' | 'push_'): number =>
  flags.reduce((bits, flag) => {
    const index = NOTIFICATION_TYPES.findIndex((t) => `${prefix}${t}` === flag);
    return index < 0 ? bits : bits | (1 << index);
  }, 0);

export const bitsToFlags = <P extends 'email_' | 'push_'>(bits: number, prefix: P): `${P}${TNotificationType}`[] =>
  NOTIFICATION_TYPES.filter((_, i) => (bits & (1 << i)) !== 0).map((t) => `${prefix}${t}` as const);

const flagList = (allowed: readonly string[]) =>
  z
    .array(z.string().max(64))
    .max(allowed.length * 2)
    .superRefine((flags, ctx) => {
      const unknown = flags.filter((f) => !allowed.includes(f));
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `has unknown flags: ${unknown.join(', ')}` });
    });

export const ZUpdateNotificationSettingsRequest = z.object({
  notification_settings: z.object({
    selected_email_flags: flagList(EMAIL_FLAGS).optional(),
    selected_push_flags: flagList(PUSH_FLAGS).optional(),
  }),
});
export type TUpdateNotificationSettingsRequest = z.infer<typeof ZUpdateNotificationSettingsRequest>;

/** GET and PATCH answer (Chatwoot's shape). */
export interface TNotificationSettings {
  id: number;
  user_id: number;
  account_id: number;
  all_email_flags: TEmailFlag[];
  selected_email_flags: TEmailFlag[];
  all_push_flags: TPushFlag[];
  selected_push_flags: TPushFlag[];
}
