import { csatConfigOf, type TCsatAnswer, type TPublicCsatSurvey } from '../../../common/contracts/csat.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { announceMessage } from '../messages/index.ts';
import { answerSurvey, isSurveyLocked } from './csatAnswer.service.ts';
import { findConversationByUuid, findSurveyMessage } from './csat.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/** Reads per address and minute, and answers per address and minute, of the public survey. */
const READS_PER_MINUTE = 120;
const WRITES_PER_MINUTE = 20;

export const limitSurveyReads = (deps: TDeps, ip: string) =>
  hitRateLimit(deps.db, `csat_survey:read:${ip}`, READS_PER_MINUTE, 60);

const loadSurvey = async (deps: TDeps, uuid: string) => {
  const found = await findConversationByUuid(deps.db, uuid);
  const message = found ? await findSurveyMessage(deps.db, found.conversation.id) : null;
  if (!found || !message) throw new AppError('not_found', errorText('surveyNotFound'));
  return { ...found, message };
};

type TLoaded = Awaited<ReturnType<typeof loadSurvey>>;

const present = ({ conversation, inbox, message }: TLoaded): TPublicCsatSurvey => {
  const submitted = (message.contentAttributes.submitted_values as { csat_survey_response?: unknown } | undefined)
    ?.csat_survey_response as { rating: number; feedback_message?: string; submitted_at?: number } | undefined;
  const question = (message.content ?? '').split('\n')[0] ?? '';
  return {
    id: message.id,
    conversation_id: conversation.displayId,
    content: question,
    display_type: csatConfigOf(inbox.csatConfig).display_type,
    inbox_name: inbox.name,
    locked: isSurveyLocked(message),
    csat_survey_response: submitted
      ? {
          conversation_id: conversation.displayId,
          message_id: message.id,
          rating: submitted.rating,
          feedback_message: submitted.feedback_message ?? null,
          submitted_at: submitted.submitted_at ?? 0,
        }
      : null,
    created_at: Math.floor(message.createdAt.getTime() / 1000),
  };
};

/** GET /public/api/v1/csat_survey/{uuid} and the survey page: the question and the answer so far. */
export const showSurvey = async (deps: TDeps, uuid: string) => present(await loadSurvey(deps, uuid));

/** The customer rates from the public page or API (rate limited per address); 422 once locked. */
export const submitSurvey = async (deps: TDeps, ip: string, uuid: string, answer: TCsatAnswer) => {
  await hitRateLimit(deps.db, `csat_survey:write:${ip}`, WRITES_PER_MINUTE, 60);
  const loaded = await loadSurvey(deps, uuid);
  const message = await deps.db.transaction(async (tx) => {
    const saved = await answerSurvey(tx, loaded.conversation, loaded.message, answer);
    await announceMessage(tx, 'message.updated', loaded.conversation, saved.message, null);
    return saved.message;
  });
  return present({ ...loaded, message });
};
