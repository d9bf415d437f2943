import { z } from 'zod';
import { PRIORITIES } from './conversations.ts';

/** Label titles as the dashboard sends them; the set replaces the conversation's labels. */
export const ZConversationLabelsRequest = z.object({
  labels: z.array(z.string().trim().min(1).max(255)).max(100),
});
export type TConversationLabelsRequest = z.infer<typeof ZConversationLabelsRequest>;

/** PATCH conversations/{id}: priority and SLA policy (Chatwoot's update-conversation). */
export const ZUpdateConversationRequest = z.object({
  priority: z
    .enum([...PRIORITIES, 'none'])
    .nullable()
    .optional(),
  sla_policy_id: z.coerce.number().int().positive().nullable().optional(),
});
export type TUpdateConversationRequest = z.infer<typeof ZUpdateConversationRequest>;

export const ZCustomAttributesRequest = z.object({
  custom_attributes: z.record(z.string().max(255), z.unknown()),
});

export const ZParticipantsRequest = z.object({
  user_ids: z.array(z.coerce.number().int().positive()).max(500),
});

export const TYPING_STATUSES = ['on', 'off', 'recording'] as const;
export const ZTypingStatusRequest = z.object({
  typing_status: z.enum(TYPING_STATUSES),
  is_private: z.boolean().default(false),
});

export const ZTranscriptRequest = z.object({ email: z.string().trim().email().max(255) });

export const ZTranslateRequest = z.object({ target_language: z.string().trim().min(2).max(16) });

/**
 * PATCH …/messages/{id} (API inboxes): sent, delivered, read or failed; anything else changes nothing, as
 * in Chatwoot. external_error is kept only with failed.
 */
export const ZMessageStatusUpdateRequest = z.object({
  status: z.string().max(32).optional(),
  external_error: z.string().max(2000).nullish(),
});
export type TMessageStatusUpdateRequest = z.infer<typeof ZMessageStatusUpdateRequest>;

/** Attachments per message and their size (Chatwoot limits); editor images are checked client-side at 4 MB. */
export const ATTACHMENTS_PER_MESSAGE = 15;
export const ATTACHMENT_MAX_BYTES = 40 * 1024 * 1024;
export const ATTACHMENT_FILE_TYPES = ['image', 'audio', 'video', 'file', 'location', 'fallback'] as const;

/** Transcripts by email: 30 per hour per account (rack-attack in Chatwoot). */
export const TRANSCRIPT_RATE = { max: 30, windowSeconds: 3600 } as const;

export const BULK_ACTIONS_LIMIT = 100;

export const ZBulkActionRequest = z.object({
  type: z.literal('Conversation'),
  ids: z.array(z.coerce.number().int().positive()).min(1).max(BULK_ACTIONS_LIMIT),
  fields: z
    .object({
      assignee_id: z.coerce.number().int().positive().nullable().optional(),
      /** 0 or null unassigns the team (Chatwoot's dashboard sends 0 for "None"). */
      team_id: z.coerce
        .number()
        .int()
        .nonnegative()
        .nullable()
        .optional()
        .transform((v) => (v === 0 ? null : v)),
      /** A null or empty status changes nothing, as Chatwoot ignores it (a form sends nil as ''). */
      status: z
        .union([z.enum(['open', 'resolved', 'pending', 'snoozed']), z.literal('')])
        .nullable()
        .optional()
        .transform((v) => v || undefined),
      snoozed_until: z.coerce.number().int().positive().nullable().optional(),
    })
    .default({ team_id: undefined, status: undefined }),
  labels: z
    .object({
      add: z.array(z.string().trim().min(1).max(255)).max(100).optional(),
      remove: z.array(z.string().trim().min(1).max(255)).max(100).optional(),
    })
    .optional(),
});
export type TBulkActionRequest = z.infer<typeof ZBulkActionRequest>;

/** POST …/conversations/{id}/merge: the conversation this one merges into (its display id). */
export const ZMergeConversationRequest = z.object({
  target_conversation_id: z.coerce.number().int().positive().max(2_147_483_647),
  /** Administrators only: the target may be another contact's conversation. */
  allow_other_contact: z.boolean().optional(),
});
export type TMergeConversationRequest = z.infer<typeof ZMergeConversationRequest>;

/**
 * POST …/conversations/{id}/split: this message and every later one move to a new conversation — or, with
 * `message_ids`, this message and the listed ones only.
 */
export const ZSplitConversationRequest = z.object({
  message_id: z.coerce.number().int().positive(),
  message_ids: z.array(z.coerce.number().int().positive()).max(1000).optional(),
});
export type TSplitConversationRequest = z.infer<typeof ZSplitConversationRequest>;
