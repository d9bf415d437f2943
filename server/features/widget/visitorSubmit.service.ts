import { CONTENT_TYPES, MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { answerSurvey } from '../csat/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import type * as convRepo from '../conversationCore/index.ts';
import { updateMessage } from '../messages/index.ts';
import { announceMessage, publicMessages, type TVisitor } from './visitor.service.ts';
import { updateVisitorContact, type THmacSettings } from './visitorContact.service.ts';
import * as repo from './visitor.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/** Content types a visitor answers by updating the message (Chatwoot's PATCH messages/:id). */
const ANSWERABLE = new Set(['input_email', 'input_csat', 'input_text', 'input_textarea', 'input_select', 'form']);

export interface TSubmission {
  email?: string;
  submittedValues?: unknown;
  csat?: { rating: number; feedback_message?: string };
}

/**
 * The visitor answers a question message: the email-collection prompt (the email also goes on the
 * contact), a CSAT survey (rating 1–5 and feedback; changeable for 14 days, csat/csatAnswer.service.ts),
 * or a bot form. Tells the agents.
 */
export const submitMessage = async (
  deps: TDeps,
  v: TVisitor,
  conv: convRepo.TConversationRow,
  messageId: number,
  input: TSubmission,
  hmac: THmacSettings,
) => {
  const message = await repo.findVisitorMessage(deps.db, conv.id, messageId);
  const type = message ? (CONTENT_TYPES[message.contentType] ?? 'text') : 'text';
  if (!message || message.messageType === MESSAGE_TYPES.incoming || !ANSWERABLE.has(type))
    throw new AppError('not_found', errorText('messageNotFound'));
  const attrs: Record<string, unknown> = { ...message.contentAttributes };
  let visitor = v;
  const csat = input.csat;
  if (type === 'input_csat') {
    if (!csat) throw AppError.invalid('csat_survey_response', errorText('blank'));
  } else if (type === 'input_email') {
    if (!input.email) throw AppError.invalid('email', errorText('blank'));
    visitor = await updateVisitorContact(deps, v, { email: input.email }, { ...hmac, soft: true });
    attrs.submitted_email = input.email;
  } else {
    if (input.submittedValues === undefined) throw AppError.invalid('submitted_values', errorText('blank'));
    attrs.submitted_values = input.submittedValues;
  }
  const row = await deps.db.transaction(async (tx) => {
    const updated =
      type === 'input_csat' && csat
        ? (await answerSurvey(tx, conv, message, csat)).message
        : await updateMessage(tx, message.id, { contentAttributes: attrs });
    const files = (await attachmentsByMessage(tx, [updated.id])).get(updated.id) ?? [];
    await announceMessage(tx, 'message.updated', conv, updated, files);
    return updated;
  });
  const [presented] = await publicMessages(deps.db, conv.displayId, [row]);
  return { message: presented, visitor };
};
