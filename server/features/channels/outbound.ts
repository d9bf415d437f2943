import type { TExecutor } from '../../db/client.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TConversationRow, TMessageRow } from '../conversationCore/index.ts';
import { findInboxChannelType } from '../inboxes/index.ts';

export interface TOutboundMessage {
  tx: TExecutor;
  message: TMessageRow;
  conversation: TConversationRow;
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
export const dispatchOutbound = async (
  tx: TExecutor,
  message: TMessageRow,
  conversation: TConversationRow,
  /** The inbox's channel type when the caller read it already (the message door, in its insert's RETURNING). */
  known?: string | null,
) => {
  const outward = message.messageType === MESSAGE_TYPES.outgoing || message.messageType === MESSAGE_TYPES.template;
  if (!outward || message.private) return;
  // One primary-key read of one column per public reply (senders read what else they need when they send);
  // no process-wide memory of inboxes (it would outlive a database).
  const channelType =
    known !== undefined ? known : await findInboxChannelType(tx, conversation.accountId, conversation.inboxId);
  const handler = channelType ? handlers.get(channelType) : undefined;
  if (handler) await handler({ tx, message, conversation });
};
