import type { TDeps } from '../../deps.ts';
import * as repo from './campaignDelivery.repo.ts';
import { providerErrorOf } from './campaignSend.service.ts';

/** Statuses in the order a campaign message moves through them; failed may follow any but read. */
const RANK: Record<string, number> = { sent: 0, delivered: 1, read: 2 };

/**
 * A campaign message's status changed (the message door applied a provider's callback, a delivery job's
 * refusal…): its recipient row follows — delivered, read (with their times), or failed with the
 * provider's error. Idempotent: the same status again changes nothing.
 */
export const followMessageStatus = async (
  deps: TDeps,
  accountId: number,
  message: { id: number; status: string; externalError: string | null; at: Date },
) => {
  const recipient = await repo.findRecipientByMessage(deps.db, accountId, message.id);
  if (!recipient || recipient.status === message.status || recipient.status === 'read') return;
  if (message.status === 'failed') {
    const { code, text } = providerErrorOf(message.externalError ?? '');
    await repo.updateRecipient(deps.db, recipient.id, { status: 'failed', errorCode: code, error: text || null });
    return;
  }
  const next = RANK[message.status];
  if (next === undefined || (recipient.status !== 'failed' && next <= (RANK[recipient.status] ?? -1))) return;
  await repo.updateRecipient(deps.db, recipient.id, {
    status: message.status,
    deliveredAt: recipient.deliveredAt ?? (next >= 1 ? message.at : null),
    readAt: next === 2 ? message.at : null,
    errorCode: null,
    error: null,
  });
};
