import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { addParticipants } from '../participants/index.ts';
import { announce } from '../conversationCore/index.ts';
import * as repo from '../conversationCore/index.ts';

/**
 * The conversation door: the only way a conversation is created, for every origin. The rules are here
 * once: the account's next display_id, the contact and contact inbox it belongs to, the initial status
 * (an inbox an agent bot answers starts pending), a given assignee as participant, and conversation.created
 * in the caller's transaction (which the auto-assignment, notification, automation, bot and webhook
 * consumers react to).
 */

/** Who opens the conversation (the lead aligns this with common/actor.ts). */
export type TConversationOrigin =
  | { kind: 'agent'; userId: number }
  | { kind: 'widget' }
  | { kind: 'client_api' }
  | { kind: 'provider' }
  | { kind: 'email' }
  | { kind: 'campaign_reply' }
  | { kind: 'campaign' };

export interface TOpenConversation {
  origin: TConversationOrigin;
  accountId: number;
  inboxId: number;
  /** The contact's identity in the inbox: the conversation's contact and contact inbox. */
  contactInbox: { id: number; contactId: number };
  /** The status asked for (an agent's create); open by default. */
  status?: number;
  assigneeId?: number | null;
  teamId?: number | null;
  additionalAttributes?: Record<string, unknown>;
  customAttributes?: Record<string, unknown>;
}

/**
 * Chatwoot's determine_conversation_status: in an inbox an active agent bot answers, a conversation that
 * would start open starts pending instead — the bot talks first and hands off by opening it.
 */
const initialStatus = async (tx: TExecutor, inboxId: number, asked: number) =>
  asked === STATUS_VALUE.open && (await repo.hasActiveBot(tx, inboxId)) ? STATUS_VALUE.pending : asked;

export const openConversation = async (tx: TExecutor, input: TOpenConversation) => {
  const conversation = await repo.insertConversation(tx, {
    accountId: input.accountId,
    displayId: await repo.nextDisplayId(tx, input.accountId),
    inboxId: input.inboxId,
    contactId: input.contactInbox.contactId,
    contactInboxId: input.contactInbox.id,
    status: await initialStatus(tx, input.inboxId, input.status ?? STATUS_VALUE.open),
    assigneeId: input.assigneeId ?? null,
    teamId: input.teamId ?? null,
    additionalAttributes: input.additionalAttributes ?? {},
    customAttributes: input.customAttributes ?? {},
  });
  if (conversation.assigneeId) await addParticipants(tx, conversation, [conversation.assigneeId]);
  await announce(
    tx,
    conversation,
    'conversation.created',
    input.origin.kind === 'agent' ? { performerId: input.origin.userId } : {},
  );
  return conversation;
};
