import { z } from 'zod';
import { parseEmailList } from '../emailList.ts';

export const CONVERSATION_STATUSES = ['open', 'resolved', 'pending', 'snoozed'] as const;
export type TConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const STATUS_VALUE: Record<TConversationStatus, number> = { open: 0, resolved: 1, pending: 2, snoozed: 3 };

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TPriority = (typeof PRIORITIES)[number];
export const PRIORITY_VALUE: Record<TPriority, number> = { low: 0, medium: 1, high: 2, urgent: 3 };

export const MESSAGE_TYPES = { incoming: 0, outgoing: 1, activity: 2, template: 3 } as const;
export const CONTENT_TYPES = [
  'text',
  'input_text',
  'input_textarea',
  'input_email',
  'input_select',
  'cards',
  'form',
  'article',
  'incoming_email',
  'input_csat',
  'integrations',
  'sticker',
] as const;
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

export const CONVERSATIONS_PER_PAGE = 25;
export const MESSAGES_PER_PAGE = 20;
export const MESSAGE_CONTENT_MAX = 150_000;

export const ASSIGNEE_TYPES = ['me', 'unassigned', 'all', 'assigned'] as const;
export const CONVERSATION_SORTS = [
  'last_activity_at_desc',
  'last_activity_at_asc',
  'created_at_desc',
  'created_at_asc',
  'priority_desc',
  'priority_asc',
  'waiting_since_desc',
  'waiting_since_asc',
] as const;
export type TConversationSort = (typeof CONVERSATION_SORTS)[number];

const ZIdList = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.string().max(255)).max(50).optional(),
);

export const ZConversationListQuery = z.object({
  /** Chatwoot's ConversationFinder: no assignee_type means every conversation the member may see. */
  assignee_type: z.enum(ASSIGNEE_TYPES).default('all'),
  status: z.enum([...CONVERSATION_STATUSES, 'all']).default('open'),
  inbox_id: z.coerce.number().int().positive().optional(),
  team_id: z.coerce.number().int().positive().optional(),
  'labels[]': ZIdList,
  labels: ZIdList,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort_by: z.enum(CONVERSATION_SORTS).default('last_activity_at_desc'),
  /** The mentions, participating and unattended views. */
  conversation_type: z.enum(['mention', 'participating', 'unattended']).optional(),
  updated_within: z.coerce
    .number()
    .int()
    .min(1)
    .max(31 * 24 * 3600)
    .optional(),
});
export type TConversationListQuery = z.infer<typeof ZConversationListQuery>;

/** "a@x.test, b@y.test": addresses separated by commas (or semicolons, new lines), each one valid. */
export const ZEmailList = z
  .string()
  .max(2000)
  .refine((v) => parseEmailList(v).invalid.length === 0, {
    message: 'must be comma-separated email addresses',
  });

/** Dashboard forms send unset fields as '' (or 'undefined'): treat them as absent. */
const unset = (v: unknown) => (v === '' || v === 'undefined' || v === 'null' ? undefined : v);

/**
 * POST conversations: an inbox and a contact (the contact inbox is found or made, with `source_id` when
 * given), or `source_id` alone naming an existing contact inbox (Chatwoot's older form).
 */
export const ZCreateConversationRequest = z.object({
  inbox_id: z.preprocess(unset, z.coerce.number().int().positive().optional()),
  contact_id: z.preprocess(unset, z.coerce.number().int().positive().optional()),
  source_id: z.preprocess(unset, z.string().trim().min(1).max(255).optional()),
  status: z.enum(['open', 'resolved', 'pending']).default('open'),
  assignee_id: z.preprocess(unset, z.coerce.number().int().positive().nullable().optional()),
  team_id: z.preprocess(unset, z.coerce.number().int().positive().nullable().optional()),
  additional_attributes: z.record(z.string(), z.unknown()).optional(),
  custom_attributes: z.record(z.string(), z.unknown()).optional(),
  message: z
    .object({
      content: z.string().trim().max(MESSAGE_CONTENT_MAX).default(''),
      cc_emails: ZEmailList.optional(),
      bcc_emails: ZEmailList.optional(),
      to_emails: ZEmailList.optional(),
      template_params: z.lazy(() => ZTemplateParams).optional(),
    })
    .optional(),
});
export type TCreateConversationRequest = z.infer<typeof ZCreateConversationRequest>;

/** An empty (or null) status toggles open ↔ resolved, as Chatwoot's `params[:status].present?` reads it. */
export const ZToggleStatusRequest = z.object({
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(CONVERSATION_STATUSES).optional()),
  snoozed_until: z.coerce.number().int().positive().nullable().optional(),
});
/** No priority (or null, or 'none') clears it, as Chatwoot's toggle_priority does. */
export const ZTogglePriorityRequest = z.object({ priority: z.enum([...PRIORITIES, 'none']).nullish() });
/** An id of 0 (or null) removes the assignee / team: Chatwoot's find_by finds nothing and unassigns. */
const ZAssignId = z.coerce.number().int().min(0).nullable().optional();
export const ZAssignmentRequest = z.object({ assignee_id: ZAssignId, team_id: ZAssignId });

/** WhatsApp template sends (Twilio and Cloud): which template, and the values for its variables. */
export const ZTemplateParams = z.object({
  name: z.string().trim().min(1).max(512),
  category: z.string().max(64).optional(),
  language: z.string().max(32).optional(),
  processed_params: z.record(z.string(), z.unknown()).default({}),
});

export const ZCreateMessageRequest = z.object({
  content: z
    .string()
    .max(MESSAGE_CONTENT_MAX, { message: `is too long (maximum is ${MESSAGE_CONTENT_MAX} characters)` })
    .default(''),
  private: z.boolean().default(false),
  message_type: z.enum(['outgoing', 'incoming']).default('outgoing'),
  content_type: z.enum(CONTENT_TYPES).default('text'),
  content_attributes: z.record(z.string(), z.unknown()).default({}),
  echo_id: z.string().max(100).optional(),
  /** Email replies: comma-separated addresses. */
  cc_emails: z.string().max(2000).optional(),
  bcc_emails: z.string().max(2000).optional(),
  to_emails: z.string().max(2000).optional(),
  template_params: ZTemplateParams.optional(),
  campaign_id: z.coerce.number().int().positive().optional(),
});
export type TCreateMessageRequest = z.infer<typeof ZCreateMessageRequest>;

export const ZMessageListQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().positive().optional(),
});
