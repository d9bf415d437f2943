import {
  COPILOT_ERROR_CODES,
  type TCopilotCitation,
  type TCopilotTool,
} from '../../../common/contracts/captainCopilot.ts';
import type { TDeps } from '../../deps.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { runModel, streamChatCompletion, type TChatMessage } from '../captain/index.ts';
import {
  findAssistant,
  insertMessage,
  listMessages,
  type TCopilotMessageBody,
  type TCopilotThreadRow,
} from './copilot.repo.ts';
import { presentMessage } from './copilot.presenter.ts';
import { isCopilotTool, runTool, toolSpecs, type TToolContext } from './copilotTools.ts';

/** Model calls one answer may take: tool rounds, then the last call answers with no tools offered. */
export const MAX_MODEL_CALLS = 4;
/** Earlier turns of the thread the model rereads. */
const HISTORY = 20;
/** Streamed pieces are sent at most this often (each is an event in the log): a few a second reads as live. */
const DELTA_EVERY_MS = 150;

/** What an assistant_thinking message says while a tool runs (the panel words it from `tool`). */
const THINKING: Record<TCopilotTool, string> = {
  get_conversation: 'Reading the conversation…',
  get_contact_history: "Looking at the contact's history…",
  search_knowledge: 'Searching the knowledge base…',
  search_help_center: 'Searching the help centre…',
};

const system = (m: TMembership, hasConversation: boolean, product: string | undefined) =>
  [
    `You are Copilot, the assistant of ${m.user?.name || 'an agent'}, an agent of a customer-support team${
      product ? ` for ${product}` : ''
    }. You answer the agent, not the customer.`,
    hasConversation
      ? 'The agent has a conversation open: read it with get_conversation before answering about it, and use get_contact_history for the customer and their earlier conversations.'
      : 'No conversation is open.',
    'Search the knowledge base and the help centre before answering product questions. Use only what the tools return; say so when they do not have the answer.',
    'Tool results number their sources [1], [2]…: cite each source you use with its number. When asked for a reply to the customer, write it ready to send, in the customer’s language.',
    'Answer in the language the agent writes in. Be brief.',
  ].join('\n');

/** The thread's earlier questions and answers (no tool steps, no failures), the newest last. */
const historyOf = async (deps: TDeps, thread: TCopilotThreadRow): Promise<TChatMessage[]> =>
  (await listMessages(deps.db, thread.id))
    .filter((r) => r.messageType === 'user' || (r.messageType === 'assistant' && !r.message.error_code))
    .slice(-HISTORY)
    .map((r) => ({ role: r.messageType === 'user' ? 'user' : 'assistant', content: r.message.content }));

/** Keeps a message in the thread and tells the agent's sockets (theirs only). */
export const keepMessage = async (
  deps: TDeps,
  thread: TCopilotThreadRow,
  type: 'user' | 'assistant' | 'assistant_thinking',
  body: TCopilotMessageBody,
) => {
  const row = await insertMessage(deps.db, thread, type, body);
  const wire = presentMessage(row);
  await appendEvent(deps.db, thread.accountId, 'copilot.message.created', wire, {
    kind: 'user',
    userId: thread.userId,
  });
  return wire;
};

/** The answer's pieces to the agent's sockets as they stream, a few at a time. */
const deltaSender = (deps: TDeps, thread: TCopilotThreadRow) => {
  let pending = '';
  let sentAt = 0;
  const flush = async () => {
    if (!pending) return;
    const delta = pending;
    pending = '';
    sentAt = Date.now();
    await appendEvent(
      deps.db,
      thread.accountId,
      'copilot.message.delta',
      { thread_id: thread.id, delta },
      { kind: 'user', userId: thread.userId },
    );
  };
  const push = async (text: string) => {
    pending += text;
    if (Date.now() - sentAt >= DELTA_EVERY_MS) await flush();
  };
  return { push, flush };
};

/** The sources the answer cites as [n]; when it cites none, every source the tools found (at most five). */
const citationsOf = (answer: string, sources: TCopilotCitation[]) => {
  const cited = [...answer.matchAll(/\[(\d{1,2})\]/g)].map((x) => Number(x[1]));
  const used = sources.filter((_, i) => cited.includes(i + 1));
  return used.length ? used : sources.slice(0, 5);
};

const failureOf = (deps: TDeps, err: unknown): TCopilotMessageBody => {
  const code = err instanceof AppError ? err.code : null;
  const known = COPILOT_ERROR_CODES.find((c) => c === code);
  if (known && err instanceof AppError) return { content: err.message, error_code: known };
  deps.log.error({ err }, 'copilot answer failed');
  return { content: errorText('captainModelDown', { reason: 'error' }), error_code: 'model_unavailable' };
};

/**
 * Answers the thread's last question: a tool-calling loop over the read-only tools (at most MAX_MODEL_CALLS
 * model calls, each through runModel: quota, a captain_runs row, friendly failures), streaming the text to
 * the agent's sockets, keeping each tool step as an assistant_thinking message and the answer, with the
 * sources it cites, as the assistant message. A failure becomes the assistant message (with its error code):
 * the question stays.
 */
export const answerThread = async (deps: TDeps, m: TMembership, thread: TCopilotThreadRow) => {
  try {
    const assistant = await findAssistant(deps.db, thread.accountId, thread.assistantId);
    const ctx: TToolContext = {
      deps,
      m,
      conversationDisplayId: thread.conversationDisplayId,
      assistantId: assistant?.id ?? null,
      sources: [],
    };
    const messages: TChatMessage[] = [
      { role: 'system', content: system(m, ctx.conversationDisplayId !== null, assistant?.config.product_name) },
      ...(await historyOf(deps, thread)),
    ];
    const stream = deltaSender(deps, thread);
    const who = { accountId: thread.accountId, userId: thread.userId, kind: 'copilot' };
    let answer = '';
    for (let call = 1; call <= MAX_MODEL_CALLS; call++) {
      const tools = call < MAX_MODEL_CALLS ? toolSpecs(ctx) : [];
      const r = await runModel(deps, who, (ep, opts) =>
        streamChatCompletion(ep, { messages, tools, temperature: 0.2 }, opts, stream.push),
      );
      await stream.flush();
      answer = r.content;
      if (!r.toolCalls.length || !tools.length) break;
      messages.push({ role: 'assistant', content: r.content, tool_calls: r.toolCalls });
      for (const tc of r.toolCalls) {
        const name = tc.function.name;
        if (isCopilotTool(name))
          await keepMessage(deps, thread, 'assistant_thinking', { content: THINKING[name], tool: name });
        const result = await runTool(ctx, name, tc.function.arguments).catch((err: unknown) => {
          if (err instanceof AppError) return `The tool could not be used: ${err.message}`;
          throw err;
        });
        messages.push({ role: 'tool', tool_call_id: tc.id, content: result });
      }
    }
    const content = answer.trim();
    const citations = citationsOf(content, ctx.sources);
    return await keepMessage(deps, thread, 'assistant', { content, ...(citations.length && { citations }) });
  } catch (err) {
    return keepMessage(deps, thread, 'assistant', failureOf(deps, err));
  }
};

/** Answers running now, per thread: a question asked while one is answered waits its turn. */
const running = new Map<number, Promise<unknown>>();

/** Starts answering in the background (the route has answered already); a thread's answers run one at a time. */
export const startAnswer = (deps: TDeps, m: TMembership, thread: TCopilotThreadRow) => {
  const next = (running.get(thread.id) ?? Promise.resolve())
    .then(() => answerThread(deps, m, thread))
    .catch((err: unknown) => deps.log.error({ err }, 'copilot answer could not be kept'))
    .finally(() => {
      if (running.get(thread.id) === next) running.delete(thread.id);
    });
  running.set(thread.id, next);
};

/** Tests: resolves when every answer started so far is kept. */
export const answersSettled = async () => {
  while (running.size) await Promise.all([...running.values()]);
};
