import {
  KNOWLEDGE_LIMITS,
  type TCreateDocumentRequest,
  type TDocumentListQuery,
} from '../../../common/contracts/captainKnowledge.ts';
import { isFeatureEnabled } from '../../../common/features.ts';
import type { TDeps } from '../../deps.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { wakeJobs } from '../../jobs/wake.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import {
  deleteDocument,
  findAssistant,
  findDocument,
  insertDocument,
  listDocuments,
  setHelpCenterSync,
  type TNewDocument,
} from './documents.repo.ts';
import { fileTypeOf, readFileText } from './fileText.ts';
import { documentIngestJob, queueHelpCenterSync } from './knowledge.jobs.ts';
import { presentAssistant, presentDocument, presentDocumentDetail } from './knowledge.presenter.ts';
import { deleteArticleDocuments } from './sources.repo.ts';

/** The account's assistant (404 for another account's, or when Captain is off for the account). */
export const assistantOf = async (deps: TDeps, m: TMembership, id: number) => {
  if (!isFeatureEnabled(m.account.features, 'captain_integration'))
    throw new AppError('not_found', errorText('captainDisabled'));
  const a = await findAssistant(deps.db, m.accountId, id);
  if (!a) throw new AppError('not_found', errorText('captainAssistantNotFound'));
  return a;
};

const documentOf = async (deps: TDeps, m: TMembership, id: number) => {
  const doc = await findDocument(deps.db, m.accountId, id);
  if (!doc || !isFeatureEnabled(m.account.features, 'captain_integration'))
    throw new AppError('not_found', errorText('captainDocumentNotFound'));
  return doc;
};

export const list = async (deps: TDeps, m: TMembership, q: TDocumentListQuery) => {
  const assistant = q.assistant_id === undefined ? null : await assistantOf(deps, m, q.assistant_id);
  const { rows, total } = await listDocuments(deps.db, m.accountId, {
    assistantId: q.assistant_id,
    page: q.page,
    perPage: KNOWLEDGE_LIMITS.perPage,
  });
  return {
    payload: rows.map(presentDocument),
    meta: { total_count: total, page: q.page, assistant: assistant && presentAssistant(assistant) },
  };
};

export const show = async (deps: TDeps, m: TMembership, id: number) =>
  presentDocumentDetail(await documentOf(deps, m, id));

/** A new document, read by the ingest job (then its FAQs are generated). */
const start = async (deps: TDeps, values: TNewDocument) => {
  const doc = await deps.db.transaction(async (tx) => {
    const row = await insertDocument(tx, values);
    await enqueueJob(
      tx,
      documentIngestJob,
      { accountId: row.accountId, documentId: row.id },
      { accountId: row.accountId },
    );
    return row;
  });
  wakeJobs(documentIngestJob.name);
  return presentDocumentDetail(doc);
};

/** A site to crawl from `external_link`; named after its address unless a name is given. */
export const createFromUrl = async (deps: TDeps, m: TMembership, input: TCreateDocumentRequest) => {
  const a = await assistantOf(deps, m, input.assistant_id);
  const url = new URL(input.external_link);
  return start(deps, {
    accountId: m.accountId,
    assistantId: a.id,
    name: (input.name || `${url.host}${url.pathname === '/' ? '' : url.pathname}`).slice(0, 255),
    sourceType: 'url',
    externalLink: url.toString(),
  });
};

/** An uploaded PDF, Markdown or text file: its text is read now (a clear 422 when it cannot be). */
export const createFromFile = async (
  deps: TDeps,
  m: TMembership,
  input: { name?: string; assistant_id: number },
  file: { filename: string; bytes: Buffer },
) => {
  const a = await assistantOf(deps, m, input.assistant_id);
  const type = fileTypeOf(file.filename, file.bytes);
  if (!type) throw AppError.invalid('file', errorText('captainFileType'));
  const read = await readFileText(type, file.bytes);
  return start(deps, {
    accountId: m.accountId,
    assistantId: a.id,
    name: (input.name || file.filename).slice(0, 255),
    sourceType: type,
    content: read.text,
    pages: read.pages,
  });
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  const doc = await documentOf(deps, m, id);
  await deleteDocument(deps.db, m.accountId, doc.id);
  return {};
};

/**
 * Turns the assistant's help-centre sync on (its published articles become documents, kept in sync) or off
 * (its article documents are removed).
 */
export const setHelpCenter = async (deps: TDeps, m: TMembership, assistantId: number, enabled: boolean) => {
  await assistantOf(deps, m, assistantId);
  const a = await deps.db.transaction(async (tx) => {
    const row = await setHelpCenterSync(tx, m.accountId, assistantId, enabled);
    if (enabled) await queueHelpCenterSync(tx, m.accountId, assistantId);
    else await deleteArticleDocuments(tx, m.accountId, assistantId);
    return row;
  });
  wakeJobs('captain.help_center_sync');
  if (!a) throw new AppError('not_found', errorText('captainAssistantNotFound'));
  return presentAssistant(a);
};
