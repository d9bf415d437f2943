import type { TMessageStatusUpdateRequest } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { gather } from '../../db/gather.ts';
import { AppError } from '../../lib/appError.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import type { TMembership } from '../auth/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { presentMessage } from '../conversationCore/index.ts';
import { findInbox } from '../inboxes/index.ts';
import * as repo from './messages.repo.ts';
import { recordMessageStatus } from './recordMessageStatus.ts';
import { sendersOf } from './messageThread.service.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * PATCH conversations/{id}/messages/{id}: an API inbox's integration reports the delivery status of a
 * message it was handed, through the status door (recordMessageStatus). Other inboxes: 403 with Chatwoot's
 * `{error}` body. Answers the message.
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
    throw AppError.withError('unsupported_inbox_type', errorText('statusOnlyForApiInboxes'));
  const message = await repo.findMessage(deps.db, c.id, messageId);
  if (!message) throw new AppError('not_found', errorText('messageNotFound'));
  return deps.db.transaction(async (tx) => {
    const changed = input.status
      ? await recordMessageStatus(tx, c, message, {
          origin: 'api',
          status: input.status,
          externalError: input.external_error,
        })
      : null;
    if (changed) return changed.presented;
    const [sender, files] = await gather(tx, [
      () => sendersOf(tx, [message]),
      () => attachmentsByMessage(tx, [message.id]),
    ]);
    return presentMessage(message, c.displayId, sender(message), files.get(message.id));
  });
};
