/** Notification types; the value is also the bit position in notification_settings flags: never renumber. */
export const NOTIFICATION_TYPES = {
  conversation_creation: 1,
  conversation_assignment: 2,
  assigned_conversation_new_message: 3,
  conversation_mention: 4,
  participating_conversation_new_message: 5,
  sla_missed_first_response: 6,
  sla_missed_next_response: 7,
  sla_missed_resolution: 8,
} as const;
export type TNotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATIONS_PER_PAGE = 15;
