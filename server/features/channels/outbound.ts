import type { TExecutor } from '../../db/client.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TConversationRow, TMessageRow } from '../conversations/conversations.repo.ts';
import { findInbox, type TInboxRow } from '../inboxes/inboxes.repo.ts';

export interface TOutboundMessage {
  tx: TExecutor;
  message: TMessageRow;
  conversation: TConversationRow;
  inbox: TInboxRow;
}

/** How a channel sends an agent's reply out; usually enqueues a delivery job in `tx` (see server/jobs/queue.ts). */
export type TOutboundHandler = (out: TOutboundMessage) => Promise<void>;

const handlers = new Map<string, TOutboundHandler>();
/** inbox id → channel_type (immutable once created; ids are never reused). */
const channelTypes = new Map<number, string>();
const MAX_REMEMBERED = 10_000;

/**
 * Each channel (provider adapters, API-inbox webhooks) registers its sender by channel_type,
 * e.g. 'Channel::Telegram'. The module that registers must be imported by the app (its routes file).
 */
export const registerOutbound = (channelType: string, handler: TOutboundHandler) => {
  handlers.set(channelType, handler);
};

/** True when a public reply in this inbox is known to send nothing (a channel with no sender, e.g. website chat). */
export const sendsNothing = (inboxId: number) => {
  const known = channelTypes.get(inboxId);
  return known !== undefined && !handlers.has(known);
};

/**
 * Called by the messages service in the transaction that created a message: public outgoing and
 * template messages go to the channel's sender; incoming, activity and private ones never leave.
 */
export const dispatchOutbound = async (tx: TExecutor, message: TMessageRow, conversation: TConversationRow) => {
  const outward = message.messageType === MESSAGE_TYPES.outgoing || message.messageType === MESSAGE_TYPES.template;
  if (!outward || message.private) return;
  // An inbox never changes its channel type, so a channel with no sender (website chat) costs no query after the first.
  if (sendsNothing(conversation.inboxId)) return;
  const inbox = await findInbox(tx, conversation.accountId, conversation.inboxId);
  if (!inbox) return;
  if (channelTypes.size >= MAX_REMEMBERED) channelTypes.clear();
  channelTypes.set(inbox.id, inbox.channelType);
  const handler = handlers.get(inbox.channelType);
  if (handler) await handler({ tx, message, conversation, inbox });
};
