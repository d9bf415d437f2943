import type { TContact } from '../../../common/contracts/responses/contacts.ts';
import type { TWebhookEvent } from '../../../common/contracts/webhooks.ts';
import type { TEventData } from '../../../common/events.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TConsumedEvent } from '../../events/consumers.ts';
import { findConversationByDisplayId } from '../conversationCore/index.ts';
import { findInboxRow, findMessage } from '../messages/index.ts';
import { webhookPayloadOf } from './apiInboxWebhook.ts';
import { findAccountName } from './apiInboxWebhook.repo.ts';

/** The domain events account webhooks hear, by the webhook event name Chatwoot gives each. */
export const WEBHOOK_EVENT_OF = {
  'conversation.created': 'conversation_created',
  'conversation.status_changed': 'conversation_status_changed',
  'conversation.updated': 'conversation_updated',
  'contact.created': 'contact_created',
  'contact.updated': 'contact_updated',
  'message.created': 'message_created',
  'message.updated': 'message_updated',
  'webwidget.triggered': 'webwidget_triggered',
  'conversation.typing_on': 'conversation_typing_on',
  'conversation.typing_off': 'conversation_typing_off',
  'conversation.merged': 'conversation_merged',
  'conversation.unmerged': 'conversation_unmerged',
  'conversation.split': 'conversation_split',
  'contact.erased': 'contact_erased',
} as const satisfies Record<string, TWebhookEvent>;
export type TWebhookSource = keyof typeof WEBHOOK_EVENT_OF;
export const WEBHOOK_SOURCES = Object.keys(WEBHOOK_EVENT_OF) as TWebhookSource[];

/** What a webhook delivery is about: its event and inbox (null: account-wide, as contacts are). */
export interface TWebhookTopic {
  event: TWebhookEvent;
  inboxId: number | null;
}

/** The event's webhook name and inbox, read from the event alone (so accounts without webhooks cost one query). */
export const webhookTopicOf = (e: TConsumedEvent<TWebhookSource>): TWebhookTopic => {
  const event = WEBHOOK_EVENT_OF[e.name];
  switch (e.name) {
    case 'contact.created':
    case 'contact.updated':
    case 'contact.erased':
      return { event, inboxId: null };
    case 'conversation.typing_on':
    case 'conversation.typing_off':
      return { event, inboxId: e.data.conversation.inbox_id };
    case 'conversation.created':
    case 'conversation.status_changed':
    case 'conversation.updated':
    case 'conversation.merged':
    case 'conversation.unmerged':
    case 'conversation.split':
    case 'message.created':
    case 'message.updated':
    case 'webwidget.triggered':
      return { event, inboxId: e.data.inbox_id };
  }
};

/** Where a move webhook puts the other conversation of conversation.merged / .unmerged / .split. */
const MOVE_OTHER_KEY = {
  'conversation.merged': 'merged_conversation',
  'conversation.unmerged': 'unmerged_from',
  'conversation.split': 'split_from',
} as const;

type TConversationData = TEventData<'conversation.created'>;

/** Chatwoot's Conversation#webhook_data: the conversation as the API presents it (no log bookkeeping). */
const conversationData = ({ account_id: _a, performer: _p, changed_attributes: _c, ...c }: TConversationData) => c;

/** Chatwoot's Contact#webhook_data. */
const contactData = (c: TContact, account: { id: number; name: string }) => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone_number: c.phone_number,
  identifier: c.identifier,
  avatar: c.thumbnail,
  thumbnail: c.thumbnail,
  blocked: c.blocked,
  additional_attributes: c.additional_attributes,
  custom_attributes: c.custom_attributes,
  type: 'contact',
  account,
});

/** Chatwoot's webhook body for one committed event (`event` plus the object as Chatwoot sends it), or null when there is none. */
export const webhookMessageOf = async (
  db: TExecutor,
  e: TConsumedEvent<TWebhookSource>,
): Promise<Record<string, unknown> | null> => {
  const account = async () => ({ id: e.accountId, name: await findAccountName(db, e.accountId) });
  switch (e.name) {
    case 'conversation.created':
    case 'conversation.status_changed':
    case 'conversation.updated': {
      const event = WEBHOOK_EVENT_OF[e.name];
      const changed = e.name === 'conversation.created' ? {} : { changed_attributes: e.data.changed_attributes ?? [] };
      return { event, ...conversationData(e.data), ...changed };
    }
    case 'conversation.merged':
    case 'conversation.unmerged':
    case 'conversation.split': {
      // A move across two inboxes is logged once per inbox's agents; the webhook is sent for the first only.
      if (e.audience.kind === 'conversation' && e.audience.inboxId !== e.data.inbox_id) return null;
      // The conversation the messages went into, and beside it the other one: the merge's source
      // (merged_conversation), the target an unmerge took them back from (unmerged_from), a split's original (split_from).
      const { other, ...into } = e.data;
      const beside = MOVE_OTHER_KEY[e.name];
      return { event: WEBHOOK_EVENT_OF[e.name], ...conversationData(into), [beside]: other };
    }
    case 'contact.created':
    case 'contact.updated': {
      const event = WEBHOOK_EVENT_OF[e.name];
      return { event, ...contactData(e.data, await account()) };
    }
    case 'contact.erased':
      // Ids only: the receiver erases its own copy of the person.
      return { event: 'contact_erased', id: e.data.id, type: 'contact', account: await account() };
    case 'message.created':
    case 'message.updated': {
      const m = e.data;
      const conversation = await findConversationByDisplayId(db, e.accountId, m.conversation_id);
      const [message, inbox] = conversation
        ? await Promise.all([findMessage(db, conversation.id, m.id), findInboxRow(db, m.inbox_id)])
        : [null, null];
      if (!conversation || !message || inbox?.accountId !== e.accountId) return null;
      const event = WEBHOOK_EVENT_OF[e.name];
      return webhookPayloadOf(db, { message, conversation, inbox }, event);
    }
    case 'webwidget.triggered': {
      const inbox = await findInboxRow(db, e.data.inbox_id);
      if (inbox?.accountId !== e.accountId) return null;
      const acc = await account();
      const contactInbox = e.data.contact.contact_inboxes?.find((ci) => ci.inbox.id === inbox.id);
      // Chatwoot's ContactInbox#webhook_data plus event_info.
      return {
        event: 'webwidget_triggered',
        id: e.data.contact.id,
        contact: contactData(e.data.contact, acc),
        inbox: { id: inbox.id, name: inbox.name },
        account: acc,
        current_conversation: null,
        source_id: contactInbox?.source_id ?? null,
        event_info: e.data.event_info,
      };
    }
    case 'conversation.typing_on':
    case 'conversation.typing_off': {
      const event = WEBHOOK_EVENT_OF[e.name];
      const { conversation, user, is_private } = e.data;
      return { event, conversation, user, is_private };
    }
  }
};
