import { CONVERSATION_STATUSES } from '../../../common/contracts/conversations.ts';
import type { TCopilotCitation, TCopilotTool } from '../../../common/contracts/captainCopilot.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import type { TToolSpec } from '../captain/index.ts';
import { searchKnowledge } from '../captainKnowledge/index.ts';
import { getConversation, type TConversationRow } from '../conversationCore/index.ts';
import { transcriptText } from '../conversations/index.ts';
import { findContactCard, listOtherConversations, listRecentThread, searchArticles } from './copilotSources.repo.ts';

/** How much of a conversation the model reads (characters, the latest part) and how many hits a search gives. */
const THREAD_CHARS = 12_000;
const THREAD_MESSAGES = 200;
const HITS = 5;
const HIT_CHARS = 1_200;
const PREVIOUS = 10;

/** What a tool run has to hand: who asks (their visibility applies), the thread's conversation and assistant. */
export interface TToolContext {
  deps: TDeps;
  m: TMembership;
  conversationDisplayId: number | null;
  assistantId: number | null;
  /** Sources found so far, numbered from 1 in order: answers cite them as [n]. */
  sources: TCopilotCitation[];
}

const fn = (name: TCopilotTool, description: string, parameters: Record<string, unknown>): TToolSpec => ({
  type: 'function',
  function: { name, description, parameters },
});
const noArgs = { type: 'object', properties: {}, additionalProperties: false };
const queryArg = {
  type: 'object',
  properties: { query: { type: 'string', description: 'What to look for, in a few words' } },
  required: ['query'],
  additionalProperties: false,
};

/** The tools this thread can use: the conversation's two when it has one, knowledge when the account has an assistant. */
export const toolSpecs = (ctx: Pick<TToolContext, 'conversationDisplayId' | 'assistantId'>): TToolSpec[] => [
  ...(ctx.conversationDisplayId === null
    ? []
    : [
        fn(
          'get_conversation',
          "The open conversation's messages (the customer's, the team's replies and private notes), and its status.",
          noArgs,
        ),
        fn(
          'get_contact_history',
          "The conversation's contact (name, email, phone, company) and their previous conversations with the team.",
          noArgs,
        ),
      ]),
  ...(ctx.assistantId === null
    ? []
    : [fn('search_knowledge', "The team's knowledge base: approved FAQs and documents.", queryArg)]),
  fn('search_help_center', "The team's published help-centre articles.", queryArg),
];

const cite = (ctx: TToolContext, source: TCopilotCitation) => {
  const at = ctx.sources.findIndex((s) => s.title === source.title && s.url === source.url);
  if (at >= 0) return at + 1;
  ctx.sources.push(source);
  return ctx.sources.length;
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

const dashboardLink = (ctx: TToolContext, displayId: number) =>
  `${publicUrl(ctx.deps)}/app/accounts/${ctx.m.accountId}/conversations/${displayId}`;

const conversationOf = async (ctx: TToolContext): Promise<TConversationRow | null> =>
  // Looked up again with the agent's visibility: access may have changed since the thread began.
  ctx.conversationDisplayId === null ? null : getConversation(ctx.deps, ctx.m, ctx.conversationDisplayId);

const getConversationTool = async (ctx: TToolContext) => {
  const c = await conversationOf(ctx);
  if (!c) return 'There is no conversation in this thread.';
  const rows = await listRecentThread(ctx.deps.db, c.id, THREAD_MESSAGES);
  const marked = rows.map((r) => (r.private ? { ...r, content: `[private note] ${r.content ?? ''}` } : r));
  const text = await transcriptText(ctx.deps.db, c, marked);
  const n = cite(ctx, { title: `#${c.displayId}`, url: dashboardLink(ctx, c.displayId) });
  return [
    `[${n}] Conversation #${c.displayId}, status ${CONVERSATION_STATUSES[c.status] ?? 'open'}.`,
    text.length > THREAD_CHARS ? text.slice(-THREAD_CHARS) : text,
  ].join('\n');
};

const contactHistoryTool = async (ctx: TToolContext) => {
  const c = await conversationOf(ctx);
  if (!c) return 'There is no conversation in this thread.';
  const card = await findContactCard(ctx.deps.db, ctx.m.accountId, c.contactId);
  const company = card?.additionalAttributes?.company_name;
  const others = await listOtherConversations(ctx.deps.db, ctx.m, c.contactId, c.id, PREVIOUS);
  const lines = others.map((o) => {
    const n = cite(ctx, { title: `#${o.displayId}`, url: dashboardLink(ctx, o.displayId) });
    const last = o.lastMessage ? `; last message: "${clip(o.lastMessage.replace(/\s+/g, ' '), 200)}"` : '';
    return `[${n}] Conversation #${o.displayId} (${CONVERSATION_STATUSES[o.status] ?? 'open'}, started ${o.createdAt
      .toISOString()
      .slice(0, 10)})${last}`;
  });
  return [
    `Contact: ${card?.name || 'unknown'}; email: ${card?.email ?? 'none'}; phone: ${card?.phoneNumber ?? 'none'}${
      typeof company === 'string' && company ? `; company: ${company}` : ''
    }; customer since ${card?.createdAt.toISOString().slice(0, 10) ?? 'unknown'}.`,
    lines.length ? `Previous conversations (${lines.length}):\n${lines.join('\n')}` : 'No previous conversations.',
  ].join('\n');
};

const knowledgeTool = async (ctx: TToolContext, query: string) => {
  if (ctx.assistantId === null) return 'There is no knowledge base.';
  const hits = await searchKnowledge(ctx.deps, {
    accountId: ctx.m.accountId,
    assistantId: ctx.assistantId,
    query,
    limit: HITS,
  });
  if (!hits.length) return `Nothing in the knowledge base matches "${query}".`;
  return hits
    .map((h) => `[${cite(ctx, { title: h.title, url: h.url })}] ${h.title}\n${clip(h.content, HIT_CHARS)}`)
    .join('\n\n');
};

const helpCenterTool = async (ctx: TToolContext, query: string) => {
  const hits = await searchArticles(ctx.deps.db, ctx.m.accountId, query, HITS);
  if (!hits.length) return `No help-centre article matches "${query}".`;
  return hits
    .map((a) => {
      const url = `${publicUrl(ctx.deps)}/hc/${encodeURIComponent(a.portalSlug)}/articles/${encodeURIComponent(a.slug)}`;
      const text = a.text.replace(/\s+/g, ' ').trim();
      return `[${cite(ctx, { title: a.title, url })}] ${a.title}\n${clip(text, HIT_CHARS)}`;
    })
    .join('\n\n');
};

const queryOf = (args: string) => {
  try {
    const parsed = JSON.parse(args || '{}') as { query?: unknown };
    return typeof parsed.query === 'string' ? parsed.query.trim().slice(0, 500) : '';
  } catch {
    return '';
  }
};

/** Runs one tool call; its answer is text for the model (a refusal is text too: the model goes on without it). */
export const runTool = async (ctx: TToolContext, name: string, args: string): Promise<string> => {
  switch (name) {
    case 'get_conversation':
      return getConversationTool(ctx);
    case 'get_contact_history':
      return contactHistoryTool(ctx);
    case 'search_knowledge':
    case 'search_help_center': {
      const query = queryOf(args);
      if (!query) return 'The query is missing.';
      return name === 'search_knowledge' ? knowledgeTool(ctx, query) : helpCenterTool(ctx, query);
    }
    default:
      return `There is no tool named ${name}.`;
  }
};

export const isCopilotTool = (name: string): name is TCopilotTool =>
  ['get_conversation', 'get_contact_history', 'search_knowledge', 'search_help_center'].includes(name);
