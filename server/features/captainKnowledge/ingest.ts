import { KNOWLEDGE_LIMITS } from '../../../common/contracts/captainKnowledge.ts';
import type { TDeps } from '../../deps.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { chunkPages, type TSourcePage } from './chunking.ts';
import { CrawlError, crawlSite } from './crawler.ts';
import { replaceChunks, updateDocument, type TDocumentRow } from './documents.repo.ts';
import { embedTexts } from './embeddings.ts';
import { logRetrievalCapability } from './retrieval.ts';

/**
 * Why a document failed, as a code the screens translate (captainKnowledge.documentErrors.*): the guard refused
 * the address, robots.txt forbids it, the start page could not be read, nothing readable was found.
 */
export type TDocumentError = 'refused' | 'robots' | 'unreachable' | 'empty' | 'internal';

const crawlErrorOf = (err: CrawlError): TDocumentError =>
  err.message.startsWith('refused') ? 'refused' : err.message === 'robots' ? 'robots' : 'unreachable';

/** A crawl's pages as one markdown text (what the document shows), cut at the content cap with its pages. */
const joinPages = (pages: TSourcePage[]) => {
  const kept: TSourcePage[] = [];
  let size = 0;
  for (const page of pages) {
    const block = `## ${page.title}\n\n${page.url ?? ''}\n\n${page.text}`;
    const room = KNOWLEDGE_LIMITS.contentChars - size;
    if (room <= 200) break;
    const text = block.length > room ? page.text.slice(0, room - (block.length - page.text.length)) : page.text;
    kept.push({ ...page, text });
    size += block.length + 2;
  }
  return {
    pages: kept,
    content: kept.map((p) => `## ${p.title}\n\n${p.url ?? ''}\n\n${p.text}`).join('\n\n'),
  };
};

/** The document's pages: a crawl of its site, or its own text as one page (files, articles). */
/** What reading a document needs of its row. */
export type TIngestDoc = Pick<
  TDocumentRow,
  'id' | 'accountId' | 'assistantId' | 'sourceType' | 'name' | 'externalLink' | 'content' | 'pages'
>;

const pagesOf = async (deps: TDeps, doc: TIngestDoc) => {
  if (doc.sourceType !== 'url') {
    return { pages: [{ title: doc.name, url: doc.externalLink, text: doc.content }], content: doc.content };
  }
  return joinPages(await crawlSite(doc.externalLink ?? '', outboundPolicy(deps.config)));
};

/**
 * Reads a document into chunks (with embeddings when the account has an embedding model) and marks it
 * `available`, or `failed` with a reason. Answers whether it became available.
 */
export const ingestDocument = async (deps: TDeps, doc: TIngestDoc): Promise<boolean> => {
  void logRetrievalCapability(deps);
  let read: { pages: TSourcePage[]; content: string };
  try {
    read = await pagesOf(deps, doc);
  } catch (err) {
    if (!(err instanceof CrawlError)) throw err;
    await updateDocument(deps.db, doc.id, { status: 'failed', error: crawlErrorOf(err) });
    return false;
  }
  const chunks = chunkPages(read.pages.filter((p) => p.text.trim()));
  if (!chunks.length) {
    await updateDocument(deps.db, doc.id, { status: 'failed', error: 'empty' });
    return false;
  }
  const vectors = await embedTexts(
    deps,
    { accountId: doc.accountId, assistantId: doc.assistantId },
    chunks.map((c) => `${c.title}\n\n${c.content}`),
  );
  await replaceChunks(
    deps.db,
    doc,
    chunks.map((c, i) => ({ ...c, embedding: vectors?.[i] ?? null })),
  );
  await updateDocument(deps.db, doc.id, {
    status: 'available',
    error: null,
    content: read.content,
    pages: doc.sourceType === 'url' ? read.pages.length : Math.max(doc.pages, 1),
  });
  return true;
};
