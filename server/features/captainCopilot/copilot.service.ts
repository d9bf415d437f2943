import type {
  TCopilotMessage,
  TCopilotMessageList,
  TCopilotThread,
  TCopilotThreadList,
  TCreateCopilotMessageRequest,
  TCreateCopilotThreadRequest,
} from '../../../common/contracts/captainCopilot.ts';
import { isFeatureEnabled } from '../../../common/features.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { findAssistant, findOwnThread, insertThread, listMessages, listThreads } from './copilot.repo.ts';
import { presentMessage, presentThread } from './copilot.presenter.ts';
import { keepMessage, startAnswer } from './copilotAnswer.ts';

const TITLE_CHARS = 80;

/** The account's Captain feature (the console may turn it off): off, the copilot does not exist for it. */
const requireCaptain = (m: TMembership) => {
  if (!isFeatureEnabled(m.account.features, 'captain_integration'))
    throw new AppError('not_found', errorText('captainDisabled'));
};

/** A thread's title: the first question's first line, cut at a word near 80 characters. */
export const titleOf = (question: string) => {
  const line = question.trim().split('\n')[0]!.replace(/\s+/g, ' ');
  if (line.length <= TITLE_CHARS) return line;
  const cut = line.slice(0, TITLE_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > TITLE_CHARS / 2 ? cut.slice(0, space) : cut}…`;
};

const ownThread = async (deps: TDeps, m: TMembership, id: number) => {
  requireCaptain(m);
  const thread = await findOwnThread(deps.db, m.accountId, m.accountUser.userId, id);
  // Another agent's thread, or another account's, is not found: threads are private to their agent.
  if (!thread) throw new AppError('not_found', errorText('resourceNotFound'));
  return thread;
};

export const listOwnThreads = async (
  deps: TDeps,
  m: TMembership,
  conversationDisplayId: number | undefined,
): Promise<TCopilotThreadList> => {
  requireCaptain(m);
  const c = conversationDisplayId === undefined ? null : await getConversation(deps, m, conversationDisplayId);
  const rows = await listThreads(deps.db, m.accountId, m.accountUser.userId, c?.id);
  return { payload: rows.map(presentThread) };
};

export const createThread = async (
  deps: TDeps,
  m: TMembership,
  input: TCreateCopilotThreadRequest,
): Promise<TCopilotThread> => {
  requireCaptain(m);
  // The conversation must be one the agent may see (404 elsewhere, 401 outside its inbox), the assistant the account's.
  const c = input.conversation_id === undefined ? null : await getConversation(deps, m, input.conversation_id);
  if (input.assistant_id !== undefined && !(await findAssistant(deps.db, m.accountId, input.assistant_id)))
    throw new AppError('not_found', errorText('resourceNotFound'));
  const thread = await insertThread(
    deps.db,
    {
      accountId: m.accountId,
      userId: m.accountUser.userId,
      assistantId: input.assistant_id ?? null,
      conversationId: c?.id ?? null,
      title: titleOf(input.message),
    },
    c?.displayId ?? null,
  );
  await keepMessage(deps, thread, 'user', { content: input.message });
  startAnswer(deps, m, thread);
  return presentThread(thread);
};

export const listThreadMessages = async (deps: TDeps, m: TMembership, id: number): Promise<TCopilotMessageList> => {
  const thread = await ownThread(deps, m, id);
  return { payload: (await listMessages(deps.db, thread.id)).map(presentMessage) };
};

export const askInThread = async (
  deps: TDeps,
  m: TMembership,
  id: number,
  input: TCreateCopilotMessageRequest,
): Promise<TCopilotMessage> => {
  const thread = await ownThread(deps, m, id);
  const message = await keepMessage(deps, thread, 'user', { content: input.message });
  startAnswer(deps, m, thread);
  return message;
};
