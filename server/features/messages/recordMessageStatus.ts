import { MESSAGE_STATUSES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { gather } from '../../db/gather.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import * as repo from './messages.repo.ts';
import { announceMessage } from './messages.service.ts';
import { sendersOf } from './messageThread.service.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * The message status door: the only way messages.status changes (sent, delivered, read, failed), for
 * every origin — a provider's delivery receipt, a delivery job's send or refusal, an API inbox's
 * integration (PATCH …/messages/{id}) and an agent's retry. One rule, `nextStatus`; a change writes the
 * message and announces message.updated in the caller's transaction.
 */

/** Who reports the status (the lead aligns this with common/actor.ts). */
export type TStatusOrigin =
  /** A provider's delivery receipt (Twilio, WhatsApp, Bandwidth…): it may arrive late or out of order. */
  | 'provider'
  /** Our delivery job: the provider took the message (sent, with its id) or refused it (failed). */
  | 'delivery'
  /** An API inbox's integration reports the status of a message it was handed. */
  | 'api'
  /** An agent retries a failed message. */
  | 'agent';

export const SENT = MESSAGE_STATUSES.indexOf('sent');
export const DELIVERED = MESSAGE_STATUSES.indexOf('delivered');
export const READ = MESSAGE_STATUSES.indexOf('read');
export const FAILED = MESSAGE_STATUSES.indexOf('failed');

/** Progress of a message that was not refused: sent → delivered → read. */
const PROGRESS: Record<number, number> = { [SENT]: 0, [DELIVERED]: 1, [READ]: 2 };

/**
 * The one rule (pure): whether a reported status replaces the current one.
 * - An unknown status changes nothing.
 * - Read is final: nothing changes a read message (so a late "delivered" never downgrades it — Chatwoot's
 *   StatusUpdateService rule — and neither does a late "sent" or "failed").
 * - Otherwise progress only moves forward: sent → delivered → read.
 * - Failed may follow sent or delivered. After failed, delivered or read (the message did arrive) apply;
 *   sent applies only to a new attempt (agent retry, delivery job, API) — a provider's late "sent"
 *   receipt belongs to the failed attempt.
 * The same status again changes nothing, except failed with another reason (the reason is updated).
 */
export const nextStatus = (current: number, next: number, origin: TStatusOrigin): boolean => {
  if (next < 0) return false;
  if (current === READ) return false;
  if (next === FAILED) return current !== FAILED;
  if (current === FAILED) return next !== SENT || origin !== 'provider';
  return (PROGRESS[next] ?? -1) > (PROGRESS[current] ?? -1);
};

export interface TStatusReport {
  origin: TStatusOrigin;
  /** sent, delivered, read or failed (anything else changes nothing). */
  status: string;
  /** The reason of a failure, kept in content_attributes.external_error; ignored for other statuses. */
  externalError?: string | null;
  /** The provider's id for the message, written with the status (a delivery job's send). */
  sourceId?: string;
}

/**
 * Applies a status report to a message of `conversation` under the rule above. content_attributes.
 * external_error is there only while the message is failed (the given reason, else "Delivery failed").
 * Returns the updated row and the presented message, or null when nothing changed (no event).
 */
export const recordMessageStatus = async (
  tx: TExecutor,
  conversation: TConversationRow,
  message: repo.TMessageRow,
  report: TStatusReport,
) => {
  const next = (MESSAGE_STATUSES as readonly string[]).indexOf(report.status);
  // A failure the reporter gives no reason for reads "Delivery failed".
  const reason = next === FAILED ? report.externalError || errorText('deliveryFailed') : null;
  const moves = nextStatus(message.status, next, report.origin);
  const newReason = next === FAILED && message.status === FAILED && message.contentAttributes.external_error !== reason;
  const newSource = report.sourceId !== undefined && report.sourceId !== message.sourceId;
  if (!moves && !newReason && !newSource) return null;
  const status = moves || newReason ? next : message.status;
  const attributes = { ...message.contentAttributes };
  if (moves || newReason) {
    delete attributes.external_error;
    if (reason) attributes.external_error = reason;
  }
  const row = await repo.updateMessage(tx, message.id, {
    status,
    contentAttributes: attributes,
    ...(newSource && { sourceId: report.sourceId }),
  });
  const [sender, files] = await gather(tx, [() => sendersOf(tx, [row]), () => attachmentsByMessage(tx, [row.id])]);
  const presented = await announceMessage(tx, 'message.updated', conversation, row, sender(row), files.get(row.id));
  return { message: row, presented };
};
