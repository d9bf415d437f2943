import type { TArticle, TArticleInput, TArticleStatus } from './helpCenterTypes.ts';

/** What the article editor holds and autosaves. */
export interface TArticleDraft {
  title: string;
  content: string;
  status: TArticleStatus;
  category_id: number | null;
  author_id: number | null;
  slug: string;
  meta_title: string;
  meta_description: string;
}

export const draftOf = (article: TArticle | null, authorId: number): TArticleDraft => ({
  title: article?.title ?? '',
  content: article?.content ?? '',
  status: article?.status ?? 'draft',
  category_id: article?.category_id ?? null,
  author_id: article?.author_id ?? authorId,
  slug: article?.slug ?? '',
  meta_title: article?.meta?.title ?? '',
  meta_description: article?.meta?.description ?? '',
});

/** The draft as the API takes it; an empty slug is left for the server to derive from the title. */
export const articleInput = (draft: TArticleDraft, locale: string): TArticleInput => ({
  title: draft.title.trim(),
  content: draft.content,
  status: draft.status,
  category_id: draft.category_id,
  author_id: draft.author_id,
  locale,
  ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
  meta: { title: draft.meta_title.trim(), description: draft.meta_description.trim() },
});

/** A new article is created once it has a title (the server requires one). */
export const canCreate = (draft: TArticleDraft) => draft.title.trim() !== '';
