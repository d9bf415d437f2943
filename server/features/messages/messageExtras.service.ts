import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { dispatchOutbound } from '../channels/index.ts';
import type { TMembership } from '../auth/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import * as repo from './messages.repo.ts';
import { getConversation } from '../conversationCore/index.ts';
import { announceMessage } from './messages.service.ts';
import { sendersOf } from './messageThread.service.ts';
import { translatorOf } from './translate.ts';
import { FAILED, recordMessageStatus } from './recordMessageStatus.ts';
import { gather } from '../../db/gather.ts';
import { errorText } from '../../lib/serverText.ts';

const getMessage = async (deps: TDeps, m: TMembership, displayId: number, messageId: number) => {
  const c = await getConversation(deps, m, displayId);
  const message = await repo.findMessage(deps.db, c.id, messageId);
  if (!message) throw new AppError('not_found', errorText('messageNotFound'));
  return { c, message };
};

/**
 * A failed outgoing message is sent again through its channel — the same message, not a new one:
 * status back to sent, external_error cleared, dispatched in the same transaction, message.updated.
 */
export const retryMessage = async (deps: TDeps, m: TMembership, displayId: number, messageId: number) => {
  const c = await getConversation(deps, m, displayId);
  const message = await repo.findMessage(deps.db, c.id, messageId);
  // Chatwoot answers a retry of a message it cannot find with 422, not 404.
  if (!message) throw AppError.invalid('message', errorText('couldNotBeFound'));
  if (message.status !== FAILED || message.messageType !== MESSAGE_TYPES.outgoing)
    throw AppError.invalid('status', errorText('onlyFailedRetried'));
  return deps.db.transaction(async (tx) => {
    const retried = await recordMessageStatus(tx, c, message, { origin: 'agent', status: 'sent' });
    if (!retried) throw new Error(`message ${message.id}: a failed message refused the retry`);
    await dispatchOutbound(tx, retried.message, c);
    return retried.presented;
  });
};

/**
 * Translates through the account's translation app (Google Translate) or the installation's provider, and keeps
 * the result in content_attributes.translations.
 */
export const translateMessage = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  messageId: number,
  target: string,
) => {
  const translator = await translatorOf(deps, m.accountId);
  if (!translator) throw new AppError('provider_not_configured', errorText('noTranslationProvider'));
  const { c, message } = await getMessage(deps, m, displayId, messageId);
  const existing = (message.contentAttributes.translations ?? {}) as Record<string, string>;
  const cached = existing[target];
  if (typeof cached === 'string') return { content: cached };
  if (!message.content?.trim()) throw AppError.invalid('content', errorText('nothingToTranslate'));
  const text = await translator.translate(message.content, target);
  await deps.db.transaction(async (tx) => {
    const fresh = (await repo.findMessage(tx, c.id, message.id)) ?? message;
    const translations = {
      ...((fresh.contentAttributes.translations ?? {}) as Record<string, string>),
      [target]: text,
    };
    const row = await repo.updateMessage(tx, message.id, {
      contentAttributes: { ...fresh.contentAttributes, translations },
    });
    const [sender, files] = await gather(tx, [() => sendersOf(tx, [row]), () => attachmentsByMessage(tx, [row.id])]);
    await announceMessage(tx, 'message.updated', c, row, sender(row), files.get(row.id));
  });
  return { content: text };
};
