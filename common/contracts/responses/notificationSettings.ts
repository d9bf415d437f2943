import { z } from 'zod';
import type { TNotificationSettings } from '../notificationSettings.ts';
import { tie } from './tie.ts';

/** TNotificationSettings (common/contracts/notificationSettings.ts), tied to it: a change on one side alone fails tsc. */
export const ZNotificationSettings = tie<TNotificationSettings>()(
  z.object({
    id: z.number(),
    user_id: z.number(),
    account_id: z.number(),
    all_email_flags: z.array(
      z.enum([
        'email_conversation_creation',
        'email_conversation_assignment',
        'email_assigned_conversation_new_message',
        'email_conversation_mention',
        'email_participating_conversation_new_message',
        'email_sla_missed_first_response',
        'email_sla_missed_next_response',
        'email_sla_missed_resolution',
      ]),
    ),
    selected_email_flags: z.array(
      z.enum([
        'email_conversation_creation',
        'email_conversation_assignment',
        'email_assigned_conversation_new_message',
        'email_conversation_mention',
        'email_participating_conversation_new_message',
        'email_sla_missed_first_response',
        'email_sla_missed_next_response',
        'email_sla_missed_resolution',
      ]),
    ),
    all_push_flags: z.array(
      z.enum([
        'push_conversation_creation',
        'push_conversation_assignment',
        'push_assigned_conversation_new_message',
        'push_conversation_mention',
        'push_participating_conversation_new_message',
        'push_sla_missed_first_response',
        'push_sla_missed_next_response',
        'push_sla_missed_resolution',
      ]),
    ),
    selected_push_flags: z.array(
      z.enum([
        'push_conversation_creation',
        'push_conversation_assignment',
        'push_assigned_conversation_new_message',
        'push_conversation_mention',
        'push_participating_conversation_new_message',
        'push_sla_missed_first_response',
        'push_sla_missed_next_response',
        'push_sla_missed_resolution',
      ]),
    ),
  }),
);
