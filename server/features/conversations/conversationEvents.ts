import type { TExecutor } from '../../db/client.ts';
import type { TAudience } from '../../events/audience.ts';
import { appendEvent } from '../../events/events.repo.ts';
import * as repo from './conversations.repo.ts';
import { loadContext } from './conversationContext.repo.ts';
import { presentConversation } from './conversations.presenter.ts';

/**
 * Who hears about a conversation and what they hear: the audience rule and the presented
 * conversation every conversation event carries. Imports no service, so any writer may use it.
 */

export const audienceOf = (c: repo.TConversationRow, isPrivate = false, participantIds: number[] = []): TAudience => ({
  kind: 'conversation',
  inboxId: c.inboxId,
  assigneeId: c.assigneeId,
  participantIds,
  contactInboxId: c.contactInboxId,
  private: isPrivate,
});

/** The audience with the conversation's participants (so participating custom roles hear about it). */
export const audienceFor = async (tx: TExecutor, c: repo.TConversationRow, isPrivate = false) =>
  audienceOf(c, isPrivate, await repo.participantIds(tx, c.id));

export const present = async (db: TExecutor, c: repo.TConversationRow) =>
  presentConversation(c, await loadContext(db, [c]));

/** Appends a conversation event with the presented conversation as data. */
export const announce = async (
  tx: TExecutor,
  c: repo.TConversationRow,
  event:
    | 'conversation.created'
    | 'conversation.updated'
    | 'conversation.status_changed'
    | 'assignee.changed'
    | 'conversation.read'
    | 'conversation.contact_changed'
    | 'first.reply.created',
) => {
  await appendEvent(tx, c.accountId, event, await present(tx, c), await audienceFor(tx, c));
};

/**
 * After a contact's conversations moved to it (contact merge): conversation.contact_changed with the fresh
 * conversation, to agents only (Chatwoot does not send it to the visitor).
 */
export const announceContactChanged = async (tx: TExecutor, accountId: number, contactId: number) => {
  const rows = await repo.listContactConversations(tx, accountId, contactId);
  for (const c of rows)
    await appendEvent(
      tx,
      accountId,
      'conversation.contact_changed',
      await present(tx, c),
      await audienceFor(tx, c, true),
    );
  return rows.length;
};
