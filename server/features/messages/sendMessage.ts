import type { Actor } from '../../../common/actor.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { actOn } from '../conversationCore/index.ts';
import type { TUserRow } from '../users/index.ts';
import { recordMessage, type TRecordMessage } from './messages.service.ts';

/** What to send: the message without its author, who follows from the actor. */
export type TSendMessage = Omit<TRecordMessage, 'origin' | 'conversation' | 'sender'> & {
  /** The API may record a customer's message (message_type incoming): its sender is the conversation's contact. */
  incoming?: boolean;
  /** The signed-in user's row when the request already has it (spares a look-up when presenting). */
  userRow?: TUserRow | null;
};

/**
 * Who writes the message, by actor: a user (or a macro's runner) is its sender; a bot writes as itself;
 * a rule writes with no sender and marks the message with its id, a macro with its own (Chatwoot's
 * automation_rule_id / macro_id).
 */
const authorOf = (
  actor: Actor,
  c: TConversationRow,
  input: TSendMessage,
): Pick<TRecordMessage, 'origin' | 'sender' | 'contentAttributes' | 'messageType'> => {
  const attrs = input.contentAttributes;
  if (input.incoming)
    return { origin: 'agent', messageType: MESSAGE_TYPES.incoming, sender: { type: 'Contact', id: c.contactId } };
  const outgoing = { messageType: input.messageType ?? MESSAGE_TYPES.outgoing, contentAttributes: attrs };
  switch (actor.kind) {
    case 'user':
      return { ...outgoing, origin: 'agent', sender: { type: 'User', id: actor.id, user: input.userRow ?? null } };
    case 'macro':
      return {
        ...outgoing,
        origin: 'agent',
        sender: { type: 'User', id: actor.user.id },
        contentAttributes: { ...attrs, macro_id: actor.id },
      };
    case 'rule':
      return {
        ...outgoing,
        origin: 'agent',
        sender: null,
        contentAttributes: { ...attrs, automation_rule_id: actor.id },
      };
    case 'bot':
      return { ...outgoing, origin: 'bot', sender: { type: 'AgentBot', id: actor.id } };
    case 'contact':
      return { ...outgoing, origin: 'visitor', sender: { type: 'Contact', id: actor.id } };
    case 'assistant':
      // Captain's reply: the agent side, named as the assistant (Chatwoot's sender_type Captain::Assistant); its
      // welcome is a template message, like an inbox's greeting.
      return { ...outgoing, origin: 'agent', sender: { type: 'Captain::Assistant', id: actor.id } };
    case 'integration':
    case 'system':
      return { ...outgoing, origin: 'agent', sender: null };
  }
};

/**
 * Sends a reply or adds a private note (`private: true`) as the actor, through the one message door
 * (recordMessage): the conversation commands' way to write a message. Null when the door recorded nothing.
 */
export const sendMessage = async (tx: TExecutor, actor: Actor, c: TConversationRow, input: TSendMessage) => {
  await actOn(tx, actor, c);
  const { incoming: _incoming, userRow: _userRow, ...message } = input;
  return recordMessage(tx, { ...message, conversation: c, ...authorOf(actor, c, input) });
};

/** An internal note: sendMessage with `private: true`. */
export const addNote = (tx: TExecutor, actor: Actor, c: TConversationRow, input: Omit<TSendMessage, 'private'>) =>
  sendMessage(tx, actor, c, { ...input, private: true });
