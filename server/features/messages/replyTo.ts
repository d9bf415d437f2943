import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import * as repo from './messages.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const idOf = (raw: unknown) => {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
  return Number.NaN;
};

/**
 * content_attributes.in_reply_to as Chatwoot keeps it: the id of a message of the same conversation,
 * with that message's channel id as in_reply_to_external_id. A message of another conversation (or no
 * message) is refused with a 422; an incoming reply quoted only by external id is linked when found.
 */
export const resolveReplyTo = async (
  db: TExecutor,
  conversationId: number,
  attrs: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const raw = attrs.in_reply_to;
  if (raw === undefined || raw === null || raw === '') {
    const rest = { ...attrs };
    delete rest.in_reply_to;
    const external = attrs.in_reply_to_external_id;
    if (typeof external !== 'string' || external === '') return rest;
    const quoted = await repo.findMessageBySourceId(db, conversationId, external);
    return quoted ? { ...rest, in_reply_to: quoted.id } : rest;
  }
  const id = idOf(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.invalid('in_reply_to', errorText('mustBeAMessageId'));
  const quoted = await repo.findMessage(db, conversationId, id);
  if (!quoted || quoted.messageType === MESSAGE_TYPES.activity)
    throw AppError.invalid('in_reply_to', errorText('notMessageOfConversation'));
  const rest: Record<string, unknown> = { ...attrs, in_reply_to: quoted.id };
  delete rest.in_reply_to_external_id;
  return quoted.sourceId ? { ...rest, in_reply_to_external_id: quoted.sourceId } : rest;
};
