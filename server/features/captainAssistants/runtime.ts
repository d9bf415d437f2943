import {
  ASSISTANT_ACTIONS,
  type TAssistantAction,
  type TCitation,
} from '../../../common/contracts/captainAssistants.ts';
import type { TDeps } from '../../deps.ts';
import { chatCompletion, markAssistantTurn, runModel, type TChatMessage } from '../captain/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { listCustomTools, type TAssistantRow, type TCustomToolRow } from './assistants.repo.ts';
import {
  BUILT_IN_TOOLS,
  citationsOf,
  customRuntimeTool,
  runTool,
  specOf,
  type TRuntimeTool,
  type TTurnScope,
} from './runtimeTools.ts';

/** Model calls in one turn at most: tool rounds, then the answer (the last call offers no tools). */
export const MAX_MODEL_CALLS = 4;

export interface TTurnInput {
  assistant: TAssistantRow;
  /** The conversation answered; null in the playground (read-only tools run, actions are only reported). */
  conversation: TConversationRow | null;
  /** The thread so far, oldest first, ending with the customer's message. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The agent trying it in the playground; null for the live assistant. */
  userId: number | null;
}

export interface TTurnResult {
  reply: string;
  action: TAssistantAction;
  citations: TCitation[];
  /** The tools called, in order. */
  tools: string[];
}

/** The system text: who the assistant is, the team's instructions, guidelines and guardrails, and the rules. */
export const systemPrompt = (a: TAssistantRow) => {
  const c = a.config;
  const lines = [
    `You are ${a.name}, the customer-support assistant${c.product_name ? ` of ${c.product_name}` : ''}.`,
    a.description && `About you: ${a.description}`,
    c.instructions && `Instructions from the team:\n${c.instructions}`,
    a.responseGuidelines.length && `Response guidelines:\n${a.responseGuidelines.map((g) => `- ${g}`).join('\n')}`,
    a.guardrails.length && `Guardrails (never break these):\n${a.guardrails.map((g) => `- ${g}`).join('\n')}`,
    'Look the answer up with the tools first. Answer only from the knowledge found; when unsure, or when the ' +
      'customer asks for a person, hand off. Never invent facts, prices, links or policies. Reply in the ' +
      "customer's language, briefly.",
    'Your final answer is one JSON object: {"reply": "<text for the customer>", "action": "continue" | ' +
      '"handoff" | "resolve", "citations": ["faq:12", "chunk:3"]} — citations name the knowledge you used, by ' +
      'the ids shown in the tool results.',
  ];
  return lines.filter(Boolean).join('\n\n');
};

/** The model's final answer: JSON as asked, or (a server that ignores JSON mode) its text as the reply. */
const parseAnswer = (content: string) => {
  const body = content.replace(/^```(?:json)?\s*|\s*```$/g, '').trim();
  try {
    const j = JSON.parse(body) as { reply?: unknown; action?: unknown; citations?: unknown };
    const action = ASSISTANT_ACTIONS.find((x) => x === j.action) ?? 'continue';
    return { reply: typeof j.reply === 'string' ? j.reply.trim() : '', action, citations: j.citations };
  } catch {
    return { reply: content.trim(), action: 'continue' as const, citations: [] };
  }
};

const argsOf = (raw: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(raw || '{}') as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The tools this assistant offers: built-in ones (FAQ lookup only with feature_faq on) and enabled custom tools. */
export const toolsOf = async (deps: TDeps, a: TAssistantRow) => {
  const customs = (await listCustomTools(deps.db, a.accountId)).filter((t) => t.enabled);
  const builtIn = BUILT_IN_TOOLS.filter((t) => t.name !== 'faq_lookup' || a.config.feature_faq !== false);
  const byName = new Map<string, { tool: TRuntimeTool; custom: TCustomToolRow | null }>();
  for (const tool of builtIn) byName.set(tool.name, { tool, custom: null });
  for (const custom of customs) {
    const tool = customRuntimeTool(custom);
    byName.set(tool.name, { tool, custom });
  }
  return byName;
};

/**
 * One turn of an assistant: a small tool-calling loop (at most MAX_MODEL_CALLS calls, each through runModel with
 * the assistant and conversation, so quotas, run rows and friendly errors apply), then the answer as
 * `{reply, action, citations}`. Citations are kept to what this turn's searches found. A turn that ends with no
 * reply and no action hands off. The last run row records the action and the tools. Errors of the model
 * (down, quota, not configured) are thrown as AppErrors: the auto-reply hands off, the playground shows them.
 */
export const runTurn = async (deps: TDeps, input: TTurnInput): Promise<TTurnResult> => {
  const a = input.assistant;
  const tools = await toolsOf(deps, a);
  const specs = [...tools.values()].map((t) => specOf(t.tool));
  const scope: TTurnScope = { deps, assistant: a, conversation: input.conversation, found: new Map() };
  const messages: TChatMessage[] = [
    { role: 'system', content: systemPrompt(a) },
    ...input.history.map((h) => ({ role: h.role, content: h.content })),
  ];
  const called: string[] = [];
  const who = {
    accountId: a.accountId,
    userId: input.userId,
    kind: input.conversation ? 'assistant' : 'playground',
    assistantId: a.id,
    ...(input.conversation && { conversationId: input.conversation.id }),
  };
  let result: TTurnResult | null = null;
  for (let call = 1; call <= MAX_MODEL_CALLS && !result; call++) {
    const last = call === MAX_MODEL_CALLS;
    const answer = await runModel(deps, who, (ep, opts) =>
      chatCompletion(
        ep,
        { messages, tools: last ? undefined : specs, json: true, temperature: a.config.temperature ?? 0.3 },
        opts,
      ),
    );
    if (!last && answer.toolCalls.length) {
      messages.push({ role: 'assistant', content: answer.content, tool_calls: answer.toolCalls });
      for (const tc of answer.toolCalls) {
        const entry = tools.get(tc.function.name);
        called.push(tc.function.name);
        if (entry?.tool.ends) {
          const args = argsOf(tc.function.arguments);
          result = {
            reply: typeof args.reply === 'string' ? args.reply : '',
            action: entry.tool.ends,
            citations: [],
            tools: called,
          };
          break;
        }
        const out = entry
          ? await runTool(scope, entry.tool, argsOf(tc.function.arguments), entry.custom)
          : 'Unknown tool.';
        messages.push({ role: 'tool', tool_call_id: tc.id, content: out });
      }
      continue;
    }
    const parsed = parseAnswer(answer.content);
    const citations = a.config.feature_citation === false ? [] : citationsOf(scope, parsed.citations);
    result = {
      reply: parsed.reply,
      action: !parsed.reply && parsed.action === 'continue' ? 'handoff' : parsed.action,
      citations,
      tools: called,
    };
  }
  const final = result ?? { reply: '', action: 'handoff' as const, citations: [], tools: called };
  await markAssistantTurn(
    deps.db,
    { accountId: a.accountId, assistantId: a.id, conversationId: input.conversation?.id ?? null },
    { action: final.action === 'continue' ? 'reply' : final.action, tools: final.tools },
  );
  return final;
};
