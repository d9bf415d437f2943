import type {
  TCaptainLabelSuggestion,
  TCaptainRewriteRequest,
  TCaptainTask,
  TCaptainTaskResult,
  TRewriteOperation,
} from '../../../common/contracts/captain.ts';
import { isFeatureEnabled } from '../../../common/features.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { transcriptText } from '../conversations/index.ts';
import { knownLabelTitles, listLabels } from '../labels/index.ts';
import { listPublicThread } from '../messages/index.ts';
import { runModel } from './captainRun.ts';
import { chatCompletion, type TChatMessage } from './modelClient.ts';

/** The last part of a thread the model reads (characters): the most recent messages matter most. */
const THREAD_CHARS = 12_000;
const THREAD_MESSAGES = 500;

const REWRITE: Record<TRewriteOperation, string> = {
  fix_spelling_grammar: 'Fix the spelling and grammar; change nothing else.',
  shorten: 'Make it shorter while keeping every fact and request.',
  expand: 'Expand it into a fuller, more helpful reply without inventing facts.',
  make_friendly: 'Make the tone warmer and friendlier.',
  make_formal: 'Make the tone more formal and professional.',
  simplify: 'Use simpler words and shorter sentences.',
};

const SYSTEM = {
  rewrite: (op: TRewriteOperation) =>
    `You rewrite a customer-support agent's draft reply. Task: ${op}. ${REWRITE[op]} ` +
    'Keep its language and any markdown. Answer with the rewritten reply only.',
  summarize:
    'Task: summarize. Summarize this customer-support conversation for a colleague taking over: the customer’s ' +
    'issue, what was done, and what is still open. Use a few short bullet points in the conversation’s language.',
  reply_suggestion:
    'Task: reply_suggestion. Write the next reply the support agent should send to the customer in this ' +
    'conversation, in the customer’s language. Answer with the reply text only; do not promise what the ' +
    'conversation does not support.',
  follow_up:
    'Task: follow_up. The customer has not answered. Write a short, polite follow-up message the agent can ' +
    'send to check whether the customer still needs help, in the customer’s language. Answer with the message only.',
  label_suggestion: (titles: string[]) =>
    'Task: label_suggestion. Pick at most three labels that fit this customer-support conversation, only from ' +
    `this list: ${titles.join(', ')}. Answer with a JSON object {"labels": ["…"]}; an empty list when none fits.`,
};

const threadOf = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await getConversation(deps, m, displayId);
  const rows = await listPublicThread(deps.db, c.id, THREAD_MESSAGES);
  const text = await transcriptText(deps.db, c, rows);
  return text.length > THREAD_CHARS ? text.slice(-THREAD_CHARS) : text;
};

const ask = async (deps: TDeps, m: TMembership, kind: TCaptainTask, messages: TChatMessage[], json = false) => {
  // The account's Captain feature (the console may turn it off): off, the tasks do not exist for it.
  if (!isFeatureEnabled(m.account.features, 'captain_integration'))
    throw new AppError('not_found', errorText('captainDisabled'));
  return runModel(deps, { accountId: m.accountId, userId: m.accountUser.userId, kind }, (ep, opts) =>
    chatCompletion(ep, { messages, json, temperature: json ? 0 : 0.3 }, opts),
  );
};

export const rewrite = async (
  deps: TDeps,
  m: TMembership,
  input: TCaptainRewriteRequest,
): Promise<TCaptainTaskResult> => {
  // The conversation, when named, must be one the agent may see (its content is not sent: the draft is).
  if (input.conversation_display_id !== undefined) await getConversation(deps, m, input.conversation_display_id);
  const r = await ask(deps, m, 'rewrite', [
    { role: 'system', content: SYSTEM.rewrite(input.operation) },
    { role: 'user', content: input.content },
  ]);
  return { message: r.content.trim() };
};

export const conversationTask = async (
  deps: TDeps,
  m: TMembership,
  task: 'summarize' | 'reply_suggestion' | 'follow_up',
  displayId: number,
): Promise<TCaptainTaskResult> => {
  const thread = await threadOf(deps, m, displayId);
  const r = await ask(deps, m, task, [
    { role: 'system', content: SYSTEM[task] },
    { role: 'user', content: thread },
  ]);
  return { message: r.content.trim() };
};

const labelsIn = (content: string): string[] => {
  try {
    const parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
    const list = parsed !== null && typeof parsed === 'object' ? (parsed as { labels?: unknown }).labels : null;
    return Array.isArray(list) ? list.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    throw new AppError('model_unavailable', errorText('captainBadAnswer'));
  }
};

export const suggestLabels = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
): Promise<TCaptainLabelSuggestion> => {
  const thread = await threadOf(deps, m, displayId);
  const titles = (await listLabels(deps.db, m.accountId)).map((l) => l.title);
  if (titles.length === 0) return { message: '', labels: [] };
  const r = await ask(
    deps,
    m,
    'label_suggestion',
    [
      { role: 'system', content: SYSTEM.label_suggestion(titles) },
      { role: 'user', content: thread },
    ],
    true,
  );
  // Only the account's own labels, in its spelling: a model's invention is dropped.
  const labels = (await knownLabelTitles(deps.db, m.accountId, labelsIn(r.content))).slice(0, 3);
  return { message: labels.join(', '), labels };
};
