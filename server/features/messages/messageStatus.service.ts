import { MESSAGE_STATUSES } from '../../../common/contracts/conversations.ts';
import type { TMessageStatusUpdateRequest } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { gather } from '../../db/gather.ts';
import { AppError } from '../../lib/appError.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import type { TMembership } from '../auth/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { presentMessage } from '../conversationCore/index.ts';
import { findInbox } from '../inboxes/index.ts';
import * as repo from './messages.repo.ts';
import { announceMessage } from './messages.service.ts';
import { sendersOf } from './messageThread.service.ts';

const FAILED = MESSAGE_STATUSES.indexOf('failed');
const READ = MESSAGE_STATUSES.indexOf('read');
const DELIVERED = MESSAGE_STATUSES.indexOf('delivered');

/**
 * A message's delivery status as Chatwoot's StatusUpdateService sets it, in `tx`: an unknown status, or
 * a read message reported delivered, changes nothing (null); otherwise the status is set and
 * content_attributes.external_error holds the reason only when it is failed. Announces message.updated.
 */
export const setMessageStatus = async (
  tx: TExecutor,
  conv: TConversationRow,
  message: repo.TMessageRow,
  status: string,
  externalError?: string | null,
) => {
  const next = (MESSAGE_STATUSES as readonly string[]).indexOf(status);
  if (next < 0 || (message.status === READ && next === DELIVERED)) return null;
  const attributes = { ...message.contentAttributes };
  delete attributes.external_error;
  if (next === FAILED && externalError) attributes.external_error = externalError;
  const row = await repo.updateMessage(tx, message.id, { status: next, contentAttributes: attributes });
  const [sender, files] = await gather(tx, [() => sendersOf(tx, [row]), () => attachmentsByMessage(tx, [row.id])]);
  return announceMessage(tx, 'message.updated', conv, row, sender(row), files.get(row.id));
};

/**
 * PATCH conversations/{id}/messages/{id}: an API inbox's integration reports the delivery status of a
 * message it was handed. Other inboxes: 403 with Chatwoot's `{error}` body. Answers the message.
 */
export const updateMessageStatus = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  messageId: number,
  input: TMessageStatusUpdateRequest,
) => {
  const c = await getConversation(deps, m, displayId);
  const inbox = await findInbox(deps.db, c.accountId, c.inboxId);
  if (inbox?.channelType !== 'Channel::Api')
    throw AppError.withError('unsupported_inbox_type', 'Message status update is only allowed for API inboxes');
  const message = await repo.findMessage(deps.db, c.id, messageId);
  if (!message) throw new AppError('not_found', 'Message not found');
  return deps.db.transaction(async (tx) => {
    const changed = input.status ? await setMessageStatus(tx, c, message, input.status, input.external_error) : null;
    if (changed) return changed;
    const [sender, files] = await gather(tx, [
      () => sendersOf(tx, [message]),
      () => attachmentsByMessage(tx, [message.id]),
    ]);
    return presentMessage(message, c.displayId, sender(message), files.get(message.id));
  });
};
