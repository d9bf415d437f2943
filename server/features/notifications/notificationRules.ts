import {
  DEFAULT_NOTIFICATION_FLAGS,
  flagsToBits,
  notificationTypeValue,
} from '../../../common/contracts/notificationSettings.ts';
import type { TExecutor } from '../../db/client.ts';
import { present } from '../conversationCore/index.ts';
import { participantIds, type TConversationRow, type TMessageRow } from '../conversationCore/index.ts';
import { mentionedUserIds } from '../participants/index.ts';
import {
  isContactBlocked,
  listAdministratorIds,
  listInboxRecipients,
  listParticipantIdsAt,
  type TRecipient,
} from './notificationRecipients.repo.ts';
import { notifyUser } from './notify.ts';

/**
 * Who is notified of what (Chatwoot's NotificationListener, NewMessageNotificationService and
 * NotificationBuilder). Never the person who did it. In-app rows are made for every type whatever the
 * settings, except conversation_creation, made only for those who chose it for email or push (Chatwoot:
 * it would otherwise notify every administrator of every conversation). About a blocked contact, only
 * mentions notify.
 */

const DEFAULT_BITS =
  flagsToBits(DEFAULT_NOTIFICATION_FLAGS.email, 'email_') | flagsToBits(DEFAULT_NOTIFICATION_FLAGS.push, 'push_');

const wantsCreation = (r: TRecipient) => {
  const bits = r.emailFlags === null ? DEFAULT_BITS : r.emailFlags | (r.pushFlags ?? 0);
  return (bits & (1 << (notificationTypeValue('conversation_creation') - 1))) !== 0;
};

/** conversation.created: the inbox's members and the administrators who chose creation notifications. */
export const notifyConversationCreated = async (
  tx: TExecutor,
  conv: TConversationRow,
  actorId: number | null,
  eventId?: number,
) => {
  if (await isContactBlocked(tx, conv.contactId)) return;
  const ids = (await listInboxRecipients(tx, conv.accountId, conv.inboxId))
    .filter((r) => r.userId !== actorId && wantsCreation(r))
    .map((r) => r.userId);
  if (!ids.length) return;
  const presented = await present(tx, conv);
  for (const id of new Set(ids)) await notifyUser(tx, id, 'conversation_creation', conv, presented, null, eventId);
};

/** assignee.changed: the new assignee, unless they assigned themselves. */
export const notifyAssigned = async (
  tx: TExecutor,
  conv: TConversationRow,
  actorId: number | null,
  eventId?: number,
) => {
  const assigneeId = conv.assigneeId;
  if (assigneeId === null || assigneeId === actorId) return;
  if (await isContactBlocked(tx, conv.contactId)) return;
  await notifyUser(tx, assigneeId, 'conversation_assignment', conv, await present(tx, conv), null, eventId);
};

/**
 * message.created (incoming or outgoing, private notes included; not activity): the agents a private
 * note mentions, then the assignee, then the participants, each at most once per message, never its author.
 * Assignee and participants as they were when it was written: the consumer may run later.
 */
export const notifyNewMessage = async (
  tx: TExecutor,
  conv: TConversationRow,
  message: TMessageRow,
  /** The author (an agent), and the assignee when the message was written (the event's, not today's). */
  at: { authorId: number | null; assigneeId: number | null },
  eventId?: number,
) => {
  const { authorId, assigneeId } = at;
  const content = message.content ?? '';
  const mentioned =
    message.private && authorId !== null && content.includes('mention://')
      ? await mentionedUserIds(tx, conv, content)
      : [];
  const blocked = await isContactBlocked(tx, conv.contactId);
  const plan: [
    number,
    'conversation_mention' | 'assigned_conversation_new_message' | 'participating_conversation_new_message',
  ][] = [];
  const done = new Set<number | null>([authorId]);
  const add = (id: number | null, type: (typeof plan)[number][1]) => {
    if (id === null || done.has(id)) return;
    done.add(id);
    plan.push([id, type]);
  };
  for (const id of mentioned) add(id, 'conversation_mention');
  if (!blocked) {
    add(assigneeId, 'assigned_conversation_new_message');
    for (const id of await listParticipantIdsAt(tx, conv.id, message.createdAt))
      add(id, 'participating_conversation_new_message');
  }
  if (!plan.length) return;
  const presented = await present(tx, conv);
  for (const [id, type] of plan) await notifyUser(tx, id, type, conv, presented, message, eventId);
};

export type TSlaMiss = 'first_response' | 'next_response' | 'resolution';

/**
 * For the SLA engine (not built yet): a missed target notifies the assignee, the participants and the
 * account's administrators (Chatwoot's Sla::EvaluateAppliedSlaService). Pass the id of the event that
 * found the miss so a replay notifies nobody twice.
 */
export const notifySlaMissed = async (tx: TExecutor, conv: TConversationRow, miss: TSlaMiss, eventId?: number) => {
  const ids = new Set([
    ...(conv.assigneeId === null ? [] : [conv.assigneeId]),
    ...(await participantIds(tx, conv.id)),
    ...(await listAdministratorIds(tx, conv.accountId)),
  ]);
  const presented = await present(tx, conv);
  for (const id of ids) await notifyUser(tx, id, `sla_missed_${miss}`, conv, presented, null, eventId);
};
