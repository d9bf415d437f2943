import type { TExecutor } from '../../db/client.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TConversationRow, TMessageRow } from '../conversationCore/index.ts';
import { findInbox, type TInboxRow } from '../inboxes/index.ts';

export interface TOutboundMessage {
  tx: TExecutor;
  message: TMessageRow;
  conversation: TConversationRow;
  inbox: TInboxRow;
}

/** How a channel sends an agent's reply out; usually enqueues a delivery job in `tx` (see server/jobs/queue.ts). */
export type TOutboundHandler = (out: TOutboundMessage) => Promise<void>;

const handlers = new Map<string, TOutboundHandler>();

/**
 * Each channel (provider adapters, API-inbox webhooks) registers its sender by channel_type,
 * e.g. 'Channel::Telegram'. The module that registers must be imported by the app (its routes file).
 */
export const registerOutbound = (channelType: string, handler: TOutboundHandler) => {
  handlers.set(channelType, handler);
};

/**
 * Called by the messages service in the transaction that created a message: public outgoing and
 * template messages go to the channel's sender; incoming, activity and private ones never leave.
 */
export const dispatchOutbound = async (tx: TExecutor, message: TMessageRow, conversation: TConversationRow) => {
  const outward = message.messageType === MESSAGE_TYPES.outgoing || message.messageType === MESSAGE_TYPES.template;
  if (!outward || message.private) return;
  // One primary-key read per public reply; no process-wide memory of inboxes (it would outlive a database).
  const inbox = await findInbox(tx, conversation.accountId, conversation.inboxId);
  if (!inbox) return;
  const handler = handlers.get(inbox.channelType);
  if (handler) await handler({ tx, message, conversation, inbox });
};
