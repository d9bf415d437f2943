import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { announceMessage } from '../messages/index.ts';
import { sendersOf } from '../messages/index.ts';
import type { TMessageRow } from '../conversationCore/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import { findConversationById, findMessageBySourceIdForUpdate, updateMessageStatus } from './messageStatus.repo.ts';

/** messages.status: sent 0, delivered 1, read 2, failed 3. */
export const MESSAGE_STATUS = { sent: 0, delivered: 1, read: 2, failed: 3 } as const;
export type TMessageStatusName = keyof typeof MESSAGE_STATUS;

/** Applies a patch to a message and announces message.updated to its conversation, in one transaction. */
export const patchAndAnnounce = async (
  tx: TExecutor,
  message: TMessageRow,
  patch: Parameters<typeof updateMessageStatus>[3],
) => {
  const row = await updateMessageStatus(tx, message.accountId, message.id, patch);
  const conv = await findConversationById(tx, message.accountId, message.conversationId);
  if (!row || !conv) return null;
  const files = (await attachmentsByMessage(tx, [row.id])).get(row.id) ?? [];
  // Chatwoot's message.updated: the message with its conversation slice, to the conversation's audience.
  await announceMessage(tx, 'message.updated', conv, row, (await sendersOf(tx, [row]))(row), files);
  return row;
};

/** The provider took the message: keep its id (later status callbacks find the message by it). */
export const markSent = (deps: TDeps, message: TMessageRow, sourceId: string) =>
  deps.db.transaction((tx) => patchAndAnnounce(tx, message, { sourceId, status: MESSAGE_STATUS.sent }));

/** The provider refused (or never answered): failed, with its reason in content_attributes.external_error. */
export const markFailed = (deps: TDeps, message: TMessageRow, externalError: string) =>
  deps.db.transaction((tx) =>
    patchAndAnnounce(tx, message, {
      status: MESSAGE_STATUS.failed,
      contentAttributes: { ...message.contentAttributes, external_error: externalError },
    }),
  );

/** Order of progress; a late "delivered" never downgrades "read", and nothing changes a read message. */
const RANK: Record<number, number> = { 0: 0, 1: 1, 2: 2, 3: 1 };

/**
 * A provider's delivery receipt for one of our messages in `inboxId` (found by its source id).
 * Returns false when no such message exists.
 */
export const applyDeliveryStatus = async (
  deps: TDeps,
  inboxId: number,
  sourceId: string,
  status: TMessageStatusName,
  externalError?: string | null,
) =>
  deps.db.transaction(async (tx) => {
    const message = await findMessageBySourceIdForUpdate(tx, inboxId, sourceId);
    if (!message) return false;
    const next = MESSAGE_STATUS[status];
    const current = message.status;
    const regress = current === MESSAGE_STATUS.read || (next !== MESSAGE_STATUS.failed && RANK[next]! < RANK[current]!);
    if (next === current || regress) return true;
    await patchAndAnnounce(tx, message, {
      status: next,
      ...(next === MESSAGE_STATUS.failed && {
        contentAttributes: { ...message.contentAttributes, external_error: externalError || 'Delivery failed' },
      }),
    });
    return true;
  });
