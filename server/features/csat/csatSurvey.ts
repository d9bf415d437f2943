import { CONTENT_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TConversationRow } from '../conversations/conversations.repo.ts';
import { findInboxRow, hasMessageOfContentType } from '../messages/messages.repo.ts';
import { recordTemplate } from '../messages/messages.service.ts';

export const CSAT_TEXT = 'Please rate the conversation';
const INPUT_CSAT = CONTENT_TYPES.indexOf('input_csat');

/**
 * Chatwoot's CSAT survey: when a conversation of an inbox with CSAT on is resolved, an input_csat
 * message asks the customer for a rating, once per conversation.
 */
export const maybeSendCsatSurvey = async (tx: TExecutor, conv: TConversationRow) => {
  const inbox = await findInboxRow(tx, conv.inboxId);
  if (!inbox?.csatSurveyEnabled) return false;
  if (await hasMessageOfContentType(tx, conv.id, INPUT_CSAT)) return false;
  await recordTemplate(tx, conv, CSAT_TEXT, INPUT_CSAT);
  return true;
};
