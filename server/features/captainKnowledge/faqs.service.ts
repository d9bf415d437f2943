import {
  KNOWLEDGE_LIMITS,
  type TCreateFaqRequest,
  type TFaqBulkActionRequest,
  type TFaqListQuery,
  type TUpdateFaqRequest,
} from '../../../common/contracts/captainKnowledge.ts';
import { isFeatureEnabled } from '../../../common/features.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { assistantOf } from './documents.service.ts';
import { embedText } from './embeddings.ts';
import { approveFaqs, deleteFaqs, findFaq, insertFaq, listFaqs, updateFaq } from './faqs.repo.ts';
import { presentAssistant, presentFaq } from './knowledge.presenter.ts';

const faqOf = async (deps: TDeps, m: TMembership, id: number) => {
  const faq = await findFaq(deps.db, m.accountId, id);
  if (!faq || !isFeatureEnabled(m.account.features, 'captain_integration'))
    throw new AppError('not_found', errorText('captainFaqNotFound'));
  return faq;
};

export const list = async (deps: TDeps, m: TMembership, q: TFaqListQuery) => {
  const assistant = q.assistant_id === undefined ? null : await assistantOf(deps, m, q.assistant_id);
  const { rows, total } = await listFaqs(deps.db, m.accountId, {
    assistantId: q.assistant_id,
    documentId: q.document_id,
    status: q.status,
    search: q.search,
    page: q.page,
    perPage: KNOWLEDGE_LIMITS.perPage,
  });
  return {
    payload: rows.map(presentFaq),
    meta: { total_count: total, page: q.page, assistant: assistant && presentAssistant(assistant) },
  };
};

export const show = async (deps: TDeps, m: TMembership, id: number) => presentFaq(await faqOf(deps, m, id));

const embeddingOf = (deps: TDeps, a: { accountId: number; assistantId: number }, q: string, answer: string) =>
  embedText(deps, a, `${q}\n${answer}`);

/** An FAQ an administrator writes: approved at once, its author recorded as Chatwoot's `User` documentable. */
export const create = async (deps: TDeps, m: TMembership, input: TCreateFaqRequest) => {
  const a = await assistantOf(deps, m, input.assistant_id);
  const row = await insertFaq(deps.db, {
    accountId: m.accountId,
    assistantId: a.id,
    question: input.question,
    answer: input.answer,
    status: 'approved',
    documentableType: 'User',
    documentableId: m.accountUser.userId,
    embedding: await embeddingOf(deps, { accountId: m.accountId, assistantId: a.id }, input.question, input.answer),
  });
  return show(deps, m, row.id);
};

/** Question, answer or status; a changed text is embedded again. */
export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateFaqRequest) => {
  const { faq } = await faqOf(deps, m, id);
  const question = input.question ?? faq.question;
  const answer = input.answer ?? faq.answer;
  const changed = question !== faq.question || answer !== faq.answer;
  await updateFaq(deps.db, faq.id, {
    question,
    answer,
    ...(input.status !== undefined && { status: input.status }),
    ...(changed && {
      embedding: await embeddingOf(deps, { accountId: m.accountId, assistantId: faq.assistantId }, question, answer),
    }),
  });
  return show(deps, m, faq.id);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const { faq } = await faqOf(deps, m, id);
  await deleteFaqs(deps.db, m.accountId, [faq.id]);
  return {};
};

/** Approves or deletes the account's FAQs among `ids`; answers the ids it changed. */
export const bulk = async (deps: TDeps, m: TMembership, input: TFaqBulkActionRequest) => {
  if (!isFeatureEnabled(m.account.features, 'captain_integration'))
    throw new AppError('not_found', errorText('captainDisabled'));
  const ids = [...new Set(input.ids)];
  const done =
    input.fields.status === 'approve'
      ? await approveFaqs(deps.db, m.accountId, ids)
      : await deleteFaqs(deps.db, m.accountId, ids);
  return { ids: done.sort((x, y) => x - y) };
};
