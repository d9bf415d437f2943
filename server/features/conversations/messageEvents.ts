import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { appendEvent } from '../../events/events.repo.ts';
import type { TAttachmentRow } from '../attachments/attachments.repo.ts';
import { activityWords, type TActivity } from './activityText.ts';
import * as repo from './conversations.repo.ts';
import { presentMessage } from './conversations.presenter.ts';
import { audienceOf } from './conversations.service.ts';

export const findUser = async (db: TExecutor, id: number | null) =>
  id ? ((await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null) : null;

/** The name activity messages use for the acting agent. */
export const userName = async (db: TExecutor, id: number) => (await findUser(db, id))?.name ?? 'System';

/**
 * message.created / message.updated with Chatwoot's payload: the message, echo_id, and a slice of
 * the conversation. Private notes and activity messages never reach the visitor.
 */
export const announceMessage = async (
  tx: TExecutor,
  event: 'message.created' | 'message.updated',
  conv: repo.TConversationRow,
  message: repo.TMessageRow,
  sender: Record<string, unknown> | null,
  files: TAttachmentRow[] = [],
  echoId?: string,
) => {
  // Only the unread count, the source id and the participants, in one query: not the full list context.
  const context = await repo.messageEventContext(tx, conv);
  const payload = {
    ...presentMessage(message, conv.displayId, sender, files),
    ...(echoId && { echo_id: echoId }),
  };
  const conversation = {
    assignee_id: conv.assigneeId,
    unread_count: context.unread,
    last_activity_at: Math.floor(conv.lastActivityAt.getTime() / 1000),
    contact_inbox: { source_id: context.sourceId },
  };
  const hidden = message.private || message.messageType === 2;
  const audience = audienceOf(conv, hidden, context.participantIds);
  await appendEvent(tx, conv.accountId, event, { ...payload, conversation }, audience);
  return payload;
};

/** An activity line in the thread ("Conversation was marked resolved by Jane"), announced like any message. */
export const addActivity = async (tx: TExecutor, conv: repo.TConversationRow, activity: TActivity) => {
  const [account] = await tx.select({ locale: accounts.locale }).from(accounts).where(eq(accounts.id, conv.accountId));
  const content = activity(activityWords(account?.locale));
  const message = await repo.insertMessage(tx, {
    accountId: conv.accountId,
    inboxId: conv.inboxId,
    conversationId: conv.id,
    messageType: 2,
    content,
    contentAttributes: {},
    private: false,
  });
  await announceMessage(tx, 'message.created', conv, message, null);
  return message;
};
