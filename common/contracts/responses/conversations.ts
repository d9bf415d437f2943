import { z } from 'zod';
import { CONVERSATION_STATUSES, PRIORITIES } from '../conversations.ts';
import { ZContact } from './contacts.ts';
import { ZAttributes, ZUnixTime } from './fields.ts';
import { ZMessage } from './messages.ts';
import { ZAppliedSlaBrief, ZSlaEvent } from '../sla.ts';
import { ZUserBrief } from './agents.ts';
import { ZAgentBotSender, ZAssistantSender } from './messages.ts';

/**
 * A conversation as the list, show and create return it (conversations.presenter
 * presentConversation). `id` is the account's display id; `messages` holds the last message that
 * is not an activity (without its sender), as Chatwoot's list does.
 */
export const ZConversation = z.object({
  id: z.number().int(),
  uuid: z.string(),
  account_id: z.number().int(),
  inbox_id: z.number().int(),
  status: z.enum(CONVERSATION_STATUSES),
  priority: z.enum(PRIORITIES).nullable(),
  muted: z.boolean(),
  labels: z.array(z.string()),
  can_reply: z.boolean(),
  meta: z.object({
    sender: ZContact.nullable(),
    assignee: ZUserBrief.nullable(),
    team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    channel: z.string().nullable(),
    hmac_verified: z.boolean(),
  }),
  contact_inbox: z.object({ source_id: z.string() }).nullable(),
  messages: z.array(ZMessage),
  last_non_activity_message: ZMessage.nullable(),
  unread_count: z.number().int(),
  additional_attributes: ZAttributes,
  custom_attributes: ZAttributes,
  agent_last_seen_at: ZUnixTime,
  assignee_last_seen_at: ZUnixTime,
  contact_last_seen_at: ZUnixTime,
  first_reply_created_at: ZUnixTime.nullable(),
  waiting_since: ZUnixTime.nullable(),
  /** Chatwoot sends it always; null when no SLA policy is applied. */
  sla_policy_id: z.number().int().nullable(),
  /** With a policy applied (Chatwoot Enterprise): its applied SLA and the targets it missed. */
  applied_sla: ZAppliedSlaBrief.optional(),
  sla_events: z.array(ZSlaEvent).optional(),
  snoozed_until: ZUnixTime.nullable(),
  /** Beyond Chatwoot: the conversation (display id) this one was merged into; absent when not merged. */
  merged_into_id: z.number().int().optional(),
  last_activity_at: ZUnixTime.nullable(),
  timestamp: ZUnixTime.nullable(),
  created_at: ZUnixTime,
  /** Fractional seconds (Chatwoot's `updated_at.to_f`). */
  updated_at: z.number(),
});
export type TConversation = z.infer<typeof ZConversation>;

/** The tab counts of the conversation list (meta of the list and of …/conversations/meta). */
export const ZTabCounts = z.object({
  mine_count: z.number().int(),
  unassigned_count: z.number().int(),
  assigned_count: z.number().int(),
  all_count: z.number().int(),
});
export type TTabCounts = z.infer<typeof ZTabCounts>;

/** GET …/conversations. */
export const ZConversationList = z.object({
  data: z.object({ meta: ZTabCounts, payload: z.array(ZConversation) }),
});
export type TConversationList = z.infer<typeof ZConversationList>;

/** GET …/conversations/search: the list; `meta.count_capped` (ours) once the counts stop at the cap. */
export const ZConversationSearchResult = z.object({
  data: z.object({
    meta: ZTabCounts.extend({ count_capped: z.literal(true).optional() }),
    payload: z.array(ZConversation),
  }),
});

/** POST …/conversations/filter: Chatwoot's filter view has no `data` wrapper. */
export const ZConversationFilterResult = z.object({ meta: ZTabCounts, payload: z.array(ZConversation) });
export type TConversationFilterResult = z.infer<typeof ZConversationFilterResult>;

/** GET …/conversations/meta. */
export const ZConversationMeta = z.object({ meta: ZTabCounts });
export type TConversationMeta = z.infer<typeof ZConversationMeta>;

/** GET …/:id/conversations. */
export const ZContactConversations = z.object({ payload: z.array(ZConversation) });

/** POST …/custom_attributes. */
export const ZConversationCustomAttributes = z.object({ custom_attributes: z.record(z.string(), z.unknown()) });

/** GET …/attachments. */
export const ZConversationAttachments = z.object({
  payload: z.array(
    z.object({
      created_at: z.number(),
      sender: z
        .union([ZUserBrief, ZAgentBotSender, ZAssistantSender, ZContact.extend({ type: z.string() })])
        .nullable(),
      id: z.number(),
      message_id: z.number(),
      file_type: z.enum(['file', 'image', 'audio', 'video', 'location', 'fallback']),
      account_id: z.number(),
      extension: z.string().nullable(),
      data_url: z.string(),
      thumb_url: z.string(),
      file_size: z.number(),
      file_name: z.string().nullable(),
      content_type: z.string().nullable(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    }),
  ),
});

/** POST …/:conversationId/toggle_status. */
export const ZStatusToggled = z.object({
  meta: z.object({}),
  payload: z.object({
    success: z.boolean(),
    conversation_id: z.number(),
    current_status: z.enum(['open', 'resolved', 'pending', 'snoozed']),
    snoozed_until: z.number().nullable(),
  }),
});

/** POST …/conversations/:id/assignments: the new assignee (a user brief), or the team when only team_id was sent; null when unassigned. */
export const ZAssignee = z.union([ZUserBrief, z.object({ id: z.number(), name: z.string() })]).nullable();
