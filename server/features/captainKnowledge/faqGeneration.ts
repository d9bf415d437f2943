import { KNOWLEDGE_LIMITS } from '../../../common/contracts/captainKnowledge.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import { chatCompletion, runModel } from '../captain/index.ts';
import { listChunks, type TDocumentRow } from './documents.repo.ts';
import { embedTexts } from './embeddings.ts';
import { hasSimilarQuestion, insertFaq, type TNewFaq } from './faqs.repo.ts';
import { assistantOfInbox, customerAndAgentMessages, findConversationRef } from './sources.repo.ts';

export interface TQaPair {
  question: string;
  answer: string;
}

/** Pairs one model answer may add (the rest are ignored). */
const PAIRS_PER_ANSWER = 8;
/** The end of a conversation the model reads (characters). */
const TRANSCRIPT_CHARS = 12_000;

const PROMPTS = {
  faq_generation:
    'Task: faq_generation. You write FAQs for a customer-support knowledge base. From the text below, write the ' +
    'questions a customer might ask that the text answers (at most 5), each with a short answer taken only from ' +
    'the text, in the text’s language. Answer with a JSON object {"faqs": [{"question": "…", "answer": "…"}]}; ' +
    'an empty list when the text answers nothing a customer would ask.',
  faq_suggestion:
    'Task: faq_suggestion. Below is a resolved customer-support conversation (the customer and the support ' +
    'agents). Write the general questions it answered that other customers may ask too (at most 3), each with ' +
    'the answer the agents gave, without names, order numbers or other personal details, in the conversation’s ' +
    'language. Answer with a JSON object {"faqs": [{"question": "…", "answer": "…"}]}; an empty list when none.',
};

/** The pairs in a model's answer (a ```json fence tolerated); nothing when it is not the asked-for shape. */
export const pairsOf = (content: string): TQaPair[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return [];
  }
  const list = parsed !== null && typeof parsed === 'object' ? (parsed as { faqs?: unknown }).faqs : null;
  if (!Array.isArray(list)) return [];
  return list
    .map((p: unknown) => {
      const o = (p ?? {}) as { question?: unknown; answer?: unknown };
      return {
        question: typeof o.question === 'string' ? o.question.trim().slice(0, 1_000) : '',
        answer: typeof o.answer === 'string' ? o.answer.trim().slice(0, 10_000) : '',
      };
    })
    .filter((p) => p.question && p.answer)
    .slice(0, PAIRS_PER_ANSWER);
};

const ask = async (
  deps: TDeps,
  who: { accountId: number; assistantId: number; conversationId?: number },
  kind: keyof typeof PROMPTS,
  text: string,
) => {
  const r = await runModel(deps, { ...who, userId: null, kind }, (ep, opts) =>
    chatCompletion(
      ep,
      {
        messages: [
          { role: 'system', content: PROMPTS[kind] },
          { role: 'user', content: text },
        ],
        json: true,
        temperature: 0,
      },
      opts,
    ),
  );
  return pairsOf(r.content);
};

/**
 * Adds the pairs as pending FAQs of the assistant, skipping questions too close to one it has (pending or
 * approved, trigram similarity > 0.8) and to one added just before; each embedded when a model is set.
 */
export const addPendingFaqs = async (
  deps: TDeps,
  a: { accountId: number; assistantId: number },
  pairs: TQaPair[],
  source: Pick<TNewFaq, 'documentId' | 'documentableType' | 'documentableId'>,
) => {
  const fresh: TQaPair[] = [];
  for (const p of pairs) if (!(await hasSimilarQuestion(deps.db, a.assistantId, p.question))) fresh.push(p);
  const vectors = await embedTexts(
    deps,
    a,
    fresh.map((p) => `${p.question}\n${p.answer}`),
  );
  let added = 0;
  for (const [i, p] of fresh.entries()) {
    // Two pairs of one answer may be near-duplicates of each other: a later one is checked against those added.
    if (added > 0 && (await hasSimilarQuestion(deps.db, a.assistantId, p.question))) continue;
    await insertFaq(deps.db, {
      accountId: a.accountId,
      assistantId: a.assistantId,
      question: p.question,
      answer: p.answer,
      status: 'pending',
      embedding: vectors?.[i] ?? null,
      ...source,
    });
    added += 1;
  }
  return added;
};

/** Pending FAQs from a document's first chunks (KNOWLEDGE_LIMITS.faqChunks), one model call per chunk. */
export const generateDocumentFaqs = async (deps: TDeps, doc: TDocumentRow) => {
  const chunks = await listChunks(deps.db, doc.id, KNOWLEDGE_LIMITS.faqChunks);
  const a = { accountId: doc.accountId, assistantId: doc.assistantId };
  let added = 0;
  for (const chunk of chunks) {
    const pairs = await ask(deps, a, 'faq_generation', `# ${chunk.title}\n\n${chunk.content}`);
    added += await addPendingFaqs(deps, a, pairs, {
      documentId: doc.id,
      documentableType: 'Captain::Document',
      documentableId: doc.id,
    });
  }
  return added;
};

/**
 * Pending FAQs suggested by a resolved conversation of an inbox connected to an assistant: only what the
 * customer and the team's people said in public is sent. Nothing when the inbox has no assistant or the
 * conversation lacks a customer's question and a person's answer.
 */
export const suggestConversationFaqs = async (deps: TDeps, accountId: number, displayId: number) => {
  const conv = await findConversationRef(deps.db, accountId, displayId);
  if (!conv) return 0;
  const assistantId = await assistantOfInbox(deps.db, accountId, conv.inboxId);
  if (assistantId === null) return 0;
  const rows = await customerAndAgentMessages(deps.db, conv.id);
  const asked = rows.some((r) => r.messageType === MESSAGE_TYPES.incoming);
  const answered = rows.some((r) => r.messageType === MESSAGE_TYPES.outgoing);
  if (!asked || !answered) return 0;
  const transcript = rows
    .map((r) => `${r.messageType === MESSAGE_TYPES.incoming ? 'Customer' : 'Agent'}: ${r.content ?? ''}`)
    .join('\n')
    .slice(-TRANSCRIPT_CHARS);
  const pairs = await ask(deps, { accountId, assistantId, conversationId: conv.id }, 'faq_suggestion', transcript);
  return addPendingFaqs(deps, { accountId, assistantId }, pairs, {
    documentId: null,
    documentableType: 'Conversation',
    documentableId: conv.id,
  });
};
