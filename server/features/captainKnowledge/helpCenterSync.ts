import { publicUrl, type TDeps } from '../../deps.ts';
import { insertDocument, updateDocument } from './documents.repo.ts';
import { htmlToMarkdown } from './htmlPage.ts';
import { ingestDocument } from './ingest.ts';
import {
  articleContents,
  deleteArticleDocumentsExcept,
  helpCenterAssistants,
  publishedArticlesWithDocuments,
} from './sources.repo.ts';
import { KNOWLEDGE_LIMITS } from '../../../common/contracts/captainKnowledge.ts';

/** The article's public address (the portal's page on this server). */
export const articleUrl = (deps: TDeps, portalSlug: string, slug: string) =>
  `${publicUrl(deps)}/hc/${encodeURIComponent(portalSlug)}/articles/${encodeURIComponent(slug)}`;

/**
 * Makes the assistant's article documents match the account's published articles: a document for each (name =
 * title, url = its public page, the article as markdown, chunked), re-read when the article changed after it,
 * deleted when the article is no longer published. Unchanged articles cost one row read, nothing else.
 */
const syncAssistant = async (deps: TDeps, a: { id: number; accountId: number }) => {
  const rows = await publishedArticlesWithDocuments(deps.db, a.accountId, a.id);
  const removed = await deleteArticleDocumentsExcept(
    deps.db,
    a.id,
    rows.map((r) => r.articleId),
  );
  const stale = rows.filter(
    (r) =>
      r.documentId === null ||
      r.documentStatus !== 'available' ||
      r.documentName !== r.title ||
      r.documentLink !== articleUrl(deps, r.portalSlug, r.slug) ||
      (r.documentUpdatedAt !== null && r.articleUpdatedAt > r.documentUpdatedAt),
  );
  const contents = new Map(
    (
      await articleContents(
        deps.db,
        stale.map((r) => r.articleId),
      )
    ).map((c) => [c.id, c]),
  );
  for (const r of stale) {
    const content = (await htmlToMarkdown(contents.get(r.articleId)?.content ?? '')).slice(
      0,
      KNOWLEDGE_LIMITS.contentChars,
    );
    const values = {
      name: r.title.slice(0, 255),
      externalLink: articleUrl(deps, r.portalSlug, r.slug),
      content,
      pages: 1,
    };
    const owner = { accountId: a.accountId, assistantId: a.id, sourceType: 'article' };
    if (r.documentId === null) {
      await ingestDocument(deps, await insertDocument(deps.db, { ...values, ...owner, articleId: r.articleId }));
    } else {
      await updateDocument(deps.db, r.documentId, { ...values, status: 'in_progress', error: null });
      await ingestDocument(deps, { ...values, ...owner, id: r.documentId });
    }
  }
  return { updated: stale.length, removed };
};

/** Syncs every assistant of the account that keeps help-centre articles (or the one named). */
export const syncHelpCenter = async (deps: TDeps, accountId: number, assistantId?: number) => {
  let updated = 0;
  let removed = 0;
  for (const a of await helpCenterAssistants(deps.db, accountId, assistantId)) {
    const r = await syncAssistant(deps, a);
    updated += r.updated;
    removed += r.removed;
  }
  return { updated, removed };
};
