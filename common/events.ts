import { z } from 'zod';
import { ZCopilotDelta, ZCopilotMessage } from './contracts/captainCopilotMessage.ts';
import { ZUserBrief } from './contracts/responses/agents.ts';
import { ZContact } from './contracts/responses/contacts.ts';
import { ZConversation } from './contracts/responses/conversations.ts';
import { ZAssistantSender, ZContactSender, ZMessageCreated } from './contracts/responses/messages.ts';
import { ZNotification } from './contracts/responses/notifications.ts';
import { ACCESS_CHANGED_EVENT, VIEWING_EVENT } from './realtime.ts';

/**
 * The one map of domain events: event name → payload schema. The server's appendEvent and the SPA's
 * realtime handlers are both typed by it, so neither side casts. The payload is what sockets and
 * consumers receive; the log adds `account_id` to every payload.
 */

/** One attribute's change, as Chatwoot's webhooks carry it: `[{ status: { previous_value, current_value } }]`. */
export const ZChangedAttributes = z.array(
  z.record(z.string(), z.object({ previous_value: z.unknown(), current_value: z.unknown() })),
);
export type TChangedAttributes = z.infer<typeof ZChangedAttributes>;

/** A conversation event: the presented conversation, and what changed when the writer knew it. */
export const ZConversationEvent = ZConversation.extend({
  changed_attributes: ZChangedAttributes.optional(),
  /** Who made the change, when a person did (assignments). */
  performer: z.object({ id: z.number().int(), type: z.literal('user') }).optional(),
});

/** message.created / message.updated: the message with a slice of its conversation (Chatwoot's push_event_data). */
export const ZMessageEvent = ZMessageCreated.extend({
  conversation: z.object({
    assignee_id: z.number().int().nullable(),
    unread_count: z.number().int(),
    last_activity_at: z.number(),
    contact_inbox: z.object({ source_id: z.string().nullable() }),
  }),
});

const ZTyping = z.object({
  conversation: ZConversation,
  user: z.union([ZUserBrief, ZContactSender, ZAssistantSender]).nullable(),
  is_private: z.boolean(),
});

const ZNotificationChange = z.object({
  notification: ZNotification.nullable(),
  unread_count: z.number().int(),
  count: z.number().int(),
  /** notification.updated only: a new event about its conversation refreshed it (not a read/unread/snooze). */
  activity: z.boolean().optional(),
});

const ZBotOutcome = z.object({
  /** The conversation's display id. */
  conversation_id: z.number().int(),
  inbox_id: z.number().int(),
  /** The agent bot that handed off or resolved; absent when a Captain assistant did (`captain_assistant_id`). */
  agent_bot_id: z.number().int().optional(),
  captain_assistant_id: z.number().int().optional(),
});

/**
 * conversation.merged / .unmerged / .split: the conversation messages moved into (the merge's target, the
 * unmerge's restored source, the split's new conversation) with `other`, the conversation they came from or went to.
 */
export const ZConversationMoveEvent = ZConversationEvent.extend({ other: ZConversation });

/**
 * scheduled_message.*: the scheduled message as the API shows it (common/contracts/responses/scheduledMessages.ts).
 * Checked here by the keys clients act on only, so the dashboard's first load does not carry the whole shape.
 */
const ZScheduledMessageEvent = z.looseObject({ id: z.number(), conversation_id: z.number() });

const ZAvailability = z.enum(['online', 'busy', 'offline']);

export const EVENT_SCHEMAS = {
  'message.created': ZMessageEvent,
  'message.updated': ZMessageEvent,
  'conversation.created': ZConversationEvent,
  'conversation.updated': ZConversationEvent,
  'conversation.status_changed': ZConversationEvent,
  'conversation.read': ZConversationEvent,
  'conversation.mentioned': ZConversationEvent,
  'conversation.contact_changed': ZConversationEvent,
  'assignee.changed': ZConversationEvent,
  'first.reply.created': ZConversationEvent,
  /**
   * Beyond Chatwoot: the conversation's applied SLA changed (a target met or missed, the SLA ended).
   * Sent to the conversation's agents only; no webhook or automation rule reacts to it.
   */
  'conversation.sla_updated': ZConversationEvent,
  /** Beyond Chatwoot: messages moved between two conversations (webhooks conversation_merged / _unmerged / _split). */
  'conversation.merged': ZConversationMoveEvent,
  'conversation.unmerged': ZConversationMoveEvent,
  'conversation.split': ZConversationMoveEvent,
  /**
   * Beyond Chatwoot: send later. A scheduled message was created, edited, cancelled (deleted: by hand or on
   * resolve) or sent (its message follows as message.created). To the conversation's agents only.
   */
  'scheduled_message.created': ZScheduledMessageEvent,
  'scheduled_message.updated': ZScheduledMessageEvent,
  'scheduled_message.deleted': ZScheduledMessageEvent,
  'scheduled_message.sent': ZScheduledMessageEvent,
  'conversation.typing_on': ZTyping,
  'conversation.typing_off': ZTyping,
  'presence.update': z.object({
    users: z.record(z.string(), ZAvailability),
    contacts: z.record(z.string(), z.literal('online')),
  }),
  'contact.created': ZContact,
  'contact.updated': ZContact,
  'contact.deleted': ZContact,
  /** The person was erased (POST …/erase): ids only, never what they were. Webhook: contact_erased. */
  'contact.erased': z.object({
    id: z.number().int(),
    account_id: z.number().int(),
    conversation_ids: z.array(z.number().int()),
  }),
  'notification.created': ZNotificationChange,
  'notification.updated': ZNotificationChange,
  'notification.deleted': ZNotificationChange,
  'account.cache_invalidated': z.object({
    cache_keys: z.object({ label: z.number(), inbox: z.number(), team: z.number() }),
  }),
  'user:logout': z.object({ user_id: z.number().int() }),
  'page:reload': z.object({ reason: z.string() }),
  /** The widget opened on a visitor's page (webhook: webwidget_triggered). */
  'webwidget.triggered': z.object({
    contact: ZContact,
    inbox_id: z.number().int(),
    event_info: z.record(z.string(), z.unknown()),
  }),
  /**
   * An agent bot handed a pending conversation to the agents (set it open) / resolved it without them.
   * Server-internal (no client receives them): reports count bot_handoffs and bot_resolutions from these.
   */
  'conversation.bot_handoff': ZBotOutcome,
  /**
   * Beyond Chatwoot's payloads: the provider refused an inbox's token (Messenger error 190), so the inbox
   * needs reconnecting. Server-internal: the reauthorization mail to administrators reacts to it.
   */
  'inbox.reauthorization_required': z.object({
    inbox_id: z.number().int(),
    inbox_name: z.string(),
    /** Who refused: Facebook when absent; Google, Microsoft or "email" (the mail server) for email inboxes. */
    provider: z.string().max(32).optional(),
  }),
  'conversation.bot_resolved': ZBotOutcome,
  [VIEWING_EVENT]: z.object({
    conversation_id: z.number().int(),
    viewing: z.boolean(),
    user: z.object({ id: z.number().int(), name: z.string(), thumbnail: z.string() }),
  }),
  /**
   * Beyond Chatwoot's payloads: Captain's copilot. While an answer is written, its pieces (delta); then each
   * message kept in the thread (a tool step, the answer). To the thread's agent only; nothing else reacts.
   */
  'copilot.message.delta': ZCopilotDelta,
  'copilot.message.created': ZCopilotMessage,
  /**
   * Server-internal (no client receives it): a help-centre article was created, changed or deleted (Captain's
   * knowledge keeps published articles in sync).
   */
  'article.changed': z.object({ article_id: z.number().int(), portal_id: z.number().int() }),
  /** Server-internal (no client receives it): whose access to the account changed; null for everyone's. */
  [ACCESS_CHANGED_EVENT]: z.object({ user_ids: z.array(z.number().int()).nullable() }),
} as const;

export type TEventName = keyof typeof EVENT_SCHEMAS;
/** What a writer passes (appendEvent adds account_id). */
export type TEventPayload<E extends TEventName> = z.infer<(typeof EVENT_SCHEMAS)[E]>;
/** A change made by an automation rule or a macro (Chatwoot's `performed_by`); absent for a person's. */
export interface TPerformedBy {
  type: 'automation_rule' | 'macro';
  id: number;
}
/** What a reader receives. */
export type TEventData<E extends TEventName> = TEventPayload<E> & { account_id: number; performed_by?: TPerformedBy };

export const isEventName = (name: string): name is TEventName => Object.hasOwn(EVENT_SCHEMAS, name);

/** An agent opened (viewing: true) or left a conversation; repeated while it stays open. */
export type TViewingData = TEventData<typeof VIEWING_EVENT>;
export type TCacheKeysData = TEventData<'account.cache_invalidated'>;
export type TPresenceData = TEventData<'presence.update'>;
