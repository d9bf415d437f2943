import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { audienceFor, type TConversationRow } from '../conversationCore/index.ts';
import { presentScheduledMessage } from './scheduledMessages.presenter.ts';
import { findAuthors, type TScheduledMessageRow } from './scheduledMessages.repo.ts';

export type TScheduledEvent =
  'scheduled_message.created' | 'scheduled_message.updated' | 'scheduled_message.deleted' | 'scheduled_message.sent';

/** The row as the API shows it, with its author. */
export const presentRow = async (db: TExecutor, c: TConversationRow, r: TScheduledMessageRow) => {
  const [author] = await findAuthors(db, [r.authorId]);
  return presentScheduledMessage(r, c.displayId, author);
};

/**
 * Announces a change of a scheduled message to the conversation's agents (private: never the visitor),
 * in the writer's transaction; returns the presented row.
 */
export const announceScheduled = async (
  tx: TExecutor,
  name: TScheduledEvent,
  c: TConversationRow,
  r: TScheduledMessageRow,
) => {
  const data = await presentRow(tx, c, r);
  await appendEvent(tx, c.accountId, name, { ...data }, await audienceFor(tx, c, true));
  return data;
};
