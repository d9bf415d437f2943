import { CSAT_EDIT_WINDOW_DAYS, type TCsatAnswer } from '../../../common/contracts/csat.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import type { TConversationRow, TMessageRow } from '../conversationCore/index.ts';
import { updateMessage } from '../messages/index.ts';
import { upsertResponse } from './csat.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const WINDOW_MS = CSAT_EDIT_WINDOW_DAYS * 24 * 3600 * 1000;

/** Whether the survey can no longer be answered or changed (Chatwoot locks it 14 days after it was sent). */
export const isSurveyLocked = (message: Pick<TMessageRow, 'createdAt'>, now = new Date()) =>
  now.getTime() - message.createdAt.getTime() > WINDOW_MS;

/**
 * The customer rates (widget, client API or public page): the one response of the conversation is
 * written or changed, and the survey message's submitted_values kept in step (as Chatwoot's). The
 * caller announces the updated message.
 */
export const answerSurvey = async (
  tx: TExecutor,
  conv: TConversationRow,
  message: TMessageRow,
  answer: TCsatAnswer,
  now = new Date(),
) => {
  if (isSurveyLocked(message, now))
    throw AppError.invalid('csat_survey_response', errorText('surveyClosed', { days: CSAT_EDIT_WINDOW_DAYS }));
  const feedback = answer.feedback_message?.trim() || null;
  const response = await upsertResponse(tx, {
    accountId: conv.accountId,
    conversationId: conv.id,
    messageId: message.id,
    contactId: conv.contactId,
    assignedAgentId: conv.assigneeId,
    inboxId: conv.inboxId,
    rating: answer.rating,
    feedbackMessage: feedback,
  });
  const updated = await updateMessage(tx, message.id, {
    contentAttributes: {
      ...message.contentAttributes,
      submitted_values: {
        csat_survey_response: {
          rating: answer.rating,
          ...(feedback && { feedback_message: feedback }),
          submitted_at: Math.floor(now.getTime() / 1000),
        },
      },
    },
  });
  return { response, message: updated };
};
