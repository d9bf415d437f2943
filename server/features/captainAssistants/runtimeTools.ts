import type { TAssistantAction, TCitation } from '../../../common/contracts/captainAssistants.ts';
import { PRIORITIES } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import type { TToolSpec } from '../captain/index.ts';
import { searchKnowledge, type TKnowledgeHit } from '../captainKnowledge/index.ts';
import { findConversationByDisplayId, type TConversationRow } from '../conversationCore/index.ts';
import { addLabels, addNote, setPriority } from '../conversations/index.ts';
import { knownLabelTitles } from '../labels/index.ts';
import type { TExecutor } from '../../db/client.ts';
import { articleDocumentIds, type TAssistantRow, type TCustomToolRow } from './assistants.repo.ts';
import { callCustomTool } from './customToolCall.ts';
import { assistantActor } from './assistantActor.ts';

/** One tool the model may call: its spec, whether it changes nothing, and what running it does. */
export interface TRuntimeTool {
  name: string;
  title: string;
  description: string;
  parameters: Record<string, unknown>;
  /** Changes nothing: the playground runs it. The others are reported there, not done. */
  readOnly: boolean;
  /** Ends the turn with this action (hand-off, resolve). */
  ends?: TAssistantAction;
}

/** What the tools of one turn share: the knowledge found (citations may name only these) and where they act. */
export interface TTurnScope {
  deps: TDeps;
  assistant: TAssistantRow;
  /** The live conversation; null in the playground. */
  conversation: TConversationRow | null;
  found: Map<string, TKnowledgeHit>;
}

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const text = (description: string) => ({ type: 'string', description });

export const BUILT_IN_TOOLS: TRuntimeTool[] = [
  {
    name: 'faq_lookup',
    title: 'FAQ lookup',
    description: "Search the assistant's approved FAQs and documents for the answer to a question.",
    parameters: obj({ query: text('The question, in a few words') }, ['query']),
    readOnly: true,
  },
  {
    name: 'search_help_center',
    title: 'Help-centre search',
    description: "Search the account's help-centre articles.",
    parameters: obj({ query: text('What to look for') }, ['query']),
    readOnly: true,
  },
  {
    name: 'add_label',
    title: 'Add label',
    description: "Add labels to the conversation (only the account's existing labels).",
    parameters: obj({ labels: { type: 'array', items: { type: 'string' } } }, ['labels']),
    readOnly: false,
  },
  {
    name: 'add_private_note',
    title: 'Add private note',
    description: 'Leave a private note for the team (the customer does not see it).',
    parameters: obj({ content: text('The note') }, ['content']),
    readOnly: false,
  },
  {
    name: 'update_priority',
    title: 'Set priority',
    description: "Set the conversation's priority.",
    parameters: obj({ priority: { type: 'string', enum: [...PRIORITIES, 'none'] } }, ['priority']),
    readOnly: false,
  },
  {
    name: 'resolve',
    title: 'Resolve',
    description: 'Resolve the conversation when the customer confirms the question is answered.',
    parameters: obj({}),
    readOnly: false,
    ends: 'resolve',
  },
  {
    name: 'handoff',
    title: 'Hand off to a person',
    description:
      'Hand the conversation to a person of the team: when the customer asks for one, or when the knowledge does not answer.',
    parameters: obj({ reason: text('Why') }, ['reason']),
    readOnly: false,
    ends: 'handoff',
  },
];

/** The name the model calls a custom tool by. */
export const customToolName = (t: Pick<TCustomToolRow, 'slug'>) => `custom_${t.slug}`;

/** A team's tool as the model sees it: title, description and parameters only (never its address or secret). */
export const customRuntimeTool = (t: TCustomToolRow): TRuntimeTool => ({
  name: customToolName(t),
  title: t.title,
  description: `${t.title}: ${t.description}`.slice(0, 1000),
  parameters: obj(
    Object.fromEntries(t.paramSchema.map((p) => [p.name, { type: p.type, description: p.description }])),
    t.paramSchema.filter((p) => p.required).map((p) => p.name),
  ),
  // A GET reads; a POST may change something at the team's end, so the playground only reports it.
  readOnly: t.httpMethod === 'GET',
});

export const specOf = (t: TRuntimeTool): TToolSpec => ({
  type: 'function',
  function: { name: t.name, description: t.description, parameters: t.parameters },
});

const hitKey = (h: { kind: string; id: number }) => `${h.kind}:${h.id}`;

/** Hits as the model reads them: each with the id it cites (`faq:12`). */
const hitsText = (hits: TKnowledgeHit[]) =>
  hits.length
    ? hits
        .map((h) =>
          h.kind === 'faq'
            ? `[${hitKey(h)}] Q: ${h.title}\nA: ${h.content.slice(0, 1500)}`
            : `[${hitKey(h)}] ${h.title}${h.url ? ` (${h.url})` : ''}\n${h.content.slice(0, 1500)}`,
        )
        .join('\n\n')
    : 'Nothing found.';

const remember = (scope: TTurnScope, hits: TKnowledgeHit[]) => {
  for (const h of hits) scope.found.set(hitKey(h), h);
  return hitsText(hits);
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Runs a conversation action as the assistant, on the conversation as it is now. */
const act = async (scope: TTurnScope, fn: (tx: TExecutor, c: TConversationRow) => Promise<unknown>) => {
  const live = scope.conversation;
  if (!live) return;
  await scope.deps.db.transaction(async (tx) => {
    const c = await findConversationByDisplayId(tx, live.accountId, live.displayId);
    if (c) await fn(tx, c);
  });
};

/**
 * Runs one tool call and answers what the model reads. Knowledge searches remember their hits (only those may
 * be cited). Conversation actions go through the conversation commands as the assistant; in the playground
 * (no conversation) they are only reported.
 */
export const runTool = async (
  scope: TTurnScope,
  tool: TRuntimeTool,
  args: Record<string, unknown>,
  custom: TCustomToolRow | null,
): Promise<string> => {
  const { deps, assistant } = scope;
  const base = { accountId: assistant.accountId, assistantId: assistant.id, query: str(args.query), limit: 5 };
  if (tool.name === 'faq_lookup')
    return base.query ? remember(scope, await searchKnowledge(deps, base)) : 'Nothing found.';
  if (tool.name === 'search_help_center') {
    if (!base.query) return 'Nothing found.';
    const hits = await searchKnowledge(deps, { ...base, limit: 10 });
    const articles = await articleDocumentIdsOf(deps, assistant.accountId, hits);
    return remember(
      scope,
      hits.filter((h) => h.kind === 'chunk' && h.documentId !== null && articles.has(h.documentId)).slice(0, 5),
    );
  }
  if (custom) {
    if (!scope.conversation && !tool.readOnly) return 'Playground: this tool would be called now (not called here).';
    return callCustomTool(deps, custom, args);
  }
  if (!scope.conversation) return 'Playground: the action is reported, not done.';
  const actor = assistantActor(assistant);
  switch (tool.name) {
    case 'add_label': {
      const asked = Array.isArray(args.labels) ? args.labels.map(str).filter(Boolean) : [];
      const known = await knownLabelTitles(deps.db, assistant.accountId, asked);
      if (known.length) await act(scope, (tx, c) => addLabels(tx, actor, c, known));
      return known.length ? `Labels added: ${known.join(', ')}.` : 'No such label.';
    }
    case 'add_private_note': {
      const content = str(args.content).slice(0, 5000);
      if (content) await act(scope, (tx, c) => addNote(tx, actor, c, { content }));
      return content ? 'Note added.' : 'Empty note: nothing added.';
    }
    case 'update_priority': {
      const p = str(args.priority);
      if (![...PRIORITIES, 'none'].includes(p)) return 'Unknown priority.';
      await act(scope, (tx, c) => setPriority(tx, actor, c, p));
      return `Priority set to ${p}.`;
    }
    default:
      return 'Done.';
  }
};

const articleDocumentIdsOf = (deps: TDeps, accountId: number, hits: TKnowledgeHit[]) =>
  articleDocumentIds(
    deps.db,
    accountId,
    hits.flatMap((h) => (h.documentId === null ? [] : [h.documentId])),
  );

/** The citations an answer names, kept to the knowledge this turn found (an invented id is dropped). */
export const citationsOf = (scope: TTurnScope, named: unknown): TCitation[] => {
  const keys = (Array.isArray(named) ? named : []).map((c: unknown) => {
    if (typeof c === 'string') return c.replace(/^\[|\]$/g, '').trim();
    if (c && typeof c === 'object' && 'kind' in c && 'id' in c) return `${String(c.kind)}:${String(c.id)}`;
    return '';
  });
  return [...new Set(keys)].flatMap((k) => {
    const h = scope.found.get(k);
    return h ? [{ kind: h.kind, id: h.id, title: h.title, url: h.url }] : [];
  });
};
