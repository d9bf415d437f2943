import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { announceMessage } from '../messages/index.ts';
import { sendersOf } from '../messages/index.ts';
import type { TMessageRow } from '../conversationCore/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import { findConversationById, findMessageBySourceIdForUpdate } from './messageStatus.repo.ts';
import { recordMessageStatus } from '../messages/index.ts';
import type { TStatusReport } from '../messages/index.ts';
import { findMessageByIdForUpdate } from './messageStatus.repo.ts';
import { touchMessage } from './messageStatus.repo.ts';

/** messages.status: sent 0, delivered 1, read 2, failed 3. */
export const MESSAGE_STATUS = { sent: 0, delivered: 1, read: 2, failed: 3 } as const;
export type TMessageStatusName = keyof typeof MESSAGE_STATUS;

/**
 * Touches a message whose attachments changed (a fetched media file) and announces message.updated to its
 * conversation. Its status changes only through recordMessageStatus.
 */
export const patchAndAnnounce = async (tx: TExecutor, message: TMessageRow) => {
  const row = await touchMessage(tx, message.accountId, message.id);
  const conv = await findConversationById(tx, message.accountId, message.conversationId);
  if (!row || !conv) return null;
  const files = (await attachmentsByMessage(tx, [row.id])).get(row.id) ?? [];
  // Chatwoot's message.updated: the message with its conversation slice, to the conversation's audience.
  await announceMessage(tx, 'message.updated', conv, row, (await sendersOf(tx, [row]))(row), files);
  return row;
};

/** A status report for a message locked in `tx`, through the one door (recordMessageStatus). */
const report = async (tx: TExecutor, message: TMessageRow, r: TStatusReport) => {
  const conv = await findConversationById(tx, message.accountId, message.conversationId);
  return conv ? recordMessageStatus(tx, conv, message, r) : null;
};

/** Our delivery job's outcome for a message, read again under lock (it may have changed during the send). */
const reportDelivery = (deps: TDeps, message: TMessageRow, r: Omit<TStatusReport, 'origin'>) =>
  deps.db.transaction(async (tx) => {
    const locked = await findMessageByIdForUpdate(tx, message.accountId, message.id);
    return locked ? report(tx, locked, { ...r, origin: 'delivery' }) : null;
  });

/** The provider took the message: keep its id (later status callbacks find the message by it). */
export const markSent = (deps: TDeps, message: TMessageRow, sourceId: string) =>
  reportDelivery(deps, message, { status: 'sent', sourceId });

/**
 * markSent inside the caller's transaction: the delivery job of a channel that echoes our sends keeps the
 * sender's inbound lock from before the provider call until the id is stored (see delivery.job.ts).
 */
export const markSentIn = async (tx: TExecutor, message: TMessageRow, sourceId: string) => {
  const locked = await findMessageByIdForUpdate(tx, message.accountId, message.id);
  return locked ? report(tx, locked, { status: 'sent', sourceId, origin: 'delivery' }) : null;
};

/** The provider refused (or never answered): failed, with its reason in content_attributes.external_error. */
export const markFailed = (deps: TDeps, message: TMessageRow, externalError: string) =>
  reportDelivery(deps, message, { status: 'failed', externalError });

/**
 * A provider's delivery receipt for one of our messages in `inboxId` (found by its source id), under the
 * one status rule (messages/recordMessageStatus.ts). Returns false when no such message exists.
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
    await report(tx, message, { origin: 'provider', status, externalError });
    return true;
  });
