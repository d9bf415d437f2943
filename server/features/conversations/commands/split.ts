import { actingUser, type Actor } from '../../../../common/actor.ts';
import { STATUS_VALUE } from '../../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../../db/client.ts';
import { AppError } from '../../../lib/appError.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import { actOn, announce, lockConversation, updateConversation, whoOf } from '../../conversationCore/index.ts';
import { recordActivity } from '../../messages/index.ts';
import * as repo from '../merge.repo.ts';
import { openConversation } from '../openConversation.ts';
import { announceMove } from './merge.ts';
import { errorText } from '../../../lib/serverText.ts';

/** What the new conversation takes over from the original: the email thread's subject and source. */
const THREAD_ATTRIBUTES = ['mail_subject', 'source', 'cc', 'bcc', 'in_reply_to'];

/**
 * Splits the conversation at a message as the actor: that message and every later one (or a chosen set)
 * move to a new conversation of the same contact and inbox, opened through the conversation door (assignee and team
 * kept, open). Messages keep their times and their email Message-IDs, so replies thread into the new
 * conversation. Both conversations get an activity line naming the other.
 */
export const splitConversation = async (
  tx: TExecutor,
  actor: Actor,
  row: TConversationRow,
  /** The message to split at; with `messageIds`, that message and the listed ones only (a chosen set). */
  input: { messageId: number; messageIds?: number[] },
) => {
  await actOn(tx, actor, row);
  const c = await lockConversation(tx, row.id);
  if (!c) throw new AppError('not_found', errorText('conversationNotFound'));
  if (c.mergedIntoDisplayId !== null) throw AppError.invalid('conversation', errorText('mergedIntoAnother'));
  if (!c.contactInboxId) throw AppError.invalid('conversation', errorText('noContactInboxToContinue'));
  const at = await repo.findConversationMessage(tx, c.id, input.messageId);
  if (!at || at.messageType === 2) throw AppError.invalid('message_id', errorText('isNotMessageOfConversation'));
  const chosen = input.messageIds ? [...new Set([at.id, ...input.messageIds])] : null;
  if (chosen && (await repo.conversationMessageIds(tx, c.id, chosen)).length !== chosen.length)
    throw AppError.invalid('message_ids', errorText('mustAllBeMessagesOfConversation'));
  const staysBehind = chosen
    ? await repo.hasMessageBesides(tx, c.id, chosen)
    : await repo.hasMessageBefore(tx, c.id, at);
  if (!staysBehind) throw AppError.invalid(chosen ? 'message_ids' : 'message_id', errorText('wouldLeaveNoMessage'));
  const user = actingUser(actor);
  const carried = Object.fromEntries(
    Object.entries(c.additionalAttributes).filter(([k]) => THREAD_ATTRIBUTES.includes(k)),
  );
  const opened = await openConversation(tx, {
    origin: user ? { kind: 'agent', userId: user.id } : { kind: 'client_api' },
    accountId: c.accountId,
    inboxId: c.inboxId,
    contactInbox: { id: c.contactInboxId, contactId: c.contactId },
    status: STATUS_VALUE.open,
    assigneeId: c.assigneeId,
    teamId: c.teamId,
    additionalAttributes: carried,
  });
  const ids = chosen ?? (await repo.messagesFrom(tx, c.id, at));
  await repo.moveMessages(tx, c.id, opened.id, ids);
  // The customer's wait moves with the messages that started it.
  const waitMoves = c.waitingSince !== null && c.waitingSince.getTime() >= at.createdAt.getTime();
  const split = await updateConversation(tx, opened.id, {
    lastActivityAt: (await repo.lastMessageAt(tx, opened.id)) ?? opened.lastActivityAt,
    waitingSince: waitMoves ? c.waitingSince : null,
  });
  const original = await updateConversation(tx, c.id, {
    lastActivityAt: (await repo.lastMessageAt(tx, c.id)) ?? c.lastActivityAt,
    ...(waitMoves && { waitingSince: null }),
  });
  const who = whoOf(actor);
  await recordActivity(tx, original, (w) => w.merge.splitInto(split.displayId, who(w)), {
    linked_conversation_id: split.displayId,
  });
  await recordActivity(tx, split, (w) => w.merge.splitFrom(original.displayId, who(w)), {
    linked_conversation_id: original.displayId,
  });
  await announce(tx, original, 'conversation.updated', { before: c });
  await announceMove(tx, 'conversation.split', split, original);
  return { original, split, movedMessages: ids.length };
};
