import { api } from '../../lib/api.ts';
import type {
  TArticle,
  TArticleInput,
  TArticleList,
  TArticleTab,
  TCategory,
  TCategoryInput,
  TPortal,
  TPortalInput,
} from './helpCenterTypes.ts';

export const helpCenterKeys = {
  all: (accountId: number) => ['accounts', accountId, 'helpCenter'] as const,
  portals: (accountId: number) => [...helpCenterKeys.all(accountId), 'portals'] as const,
  portal: (accountId: number, slug: string, locale: string) =>
    [...helpCenterKeys.portals(accountId), slug, locale] as const,
  categories: (accountId: number, slug: string, locale: string) =>
    [...helpCenterKeys.all(accountId), 'categories', slug, locale] as const,
  articles: (accountId: number, slug: string) => [...helpCenterKeys.all(accountId), 'articles', slug] as const,
  articleList: (accountId: number, slug: string, filters: TArticleFilters) =>
    [...helpCenterKeys.articles(accountId, slug), 'list', filters] as const,
  article: (accountId: number, slug: string, id: number) =>
    [...helpCenterKeys.articles(accountId, slug), 'detail', id] as const,
};

export interface TArticleFilters {
  locale: string;
  tab: TArticleTab;
  page: number;
  categorySlug?: string;
  query?: string;
  authorId?: number;
}

const base = (accountId: number) => `/api/v1/accounts/${accountId}/portals`;
const enc = encodeURIComponent;

/** Chatwoot wraps one category or article in `payload` (a portal comes bare). */
const unwrap = <T>(body: { payload: T }): T => body.payload;

export const listPortals = async (accountId: number) =>
  (await api<{ payload: TPortal[] }>(base(accountId), { contract: 'portalList' })).payload;

export const getPortal = (accountId: number, slug: string, locale: string) =>
  api<TPortal>(`${base(accountId)}/${enc(slug)}?locale=${enc(locale)}`, { contract: 'portal' });

export const createPortal = (accountId: number, input: TPortalInput) =>
  api<TPortal>(base(accountId), { method: 'POST', body: input, contract: 'portal' });

export const updatePortal = (accountId: number, slug: string, input: TPortalInput) =>
  api<TPortal>(`${base(accountId)}/${enc(slug)}`, { method: 'PATCH', body: input, contract: 'portal' });

/** Chatwoot's logo flow: the file goes to POST …/upload, its blob_id to the portal. */
export const uploadPortalLogo = async (accountId: number, slug: string, file: File) => {
  const form = new FormData();
  form.append('attachment', file, file.name);
  const { blob_id } = await api<{ blob_id: string }>(`/api/v1/accounts/${accountId}/upload`, {
    method: 'POST',
    body: form,
    contract: 'directUpload',
  });
  return updatePortal(accountId, slug, { blob_id });
};

export const deletePortalLogo = (accountId: number, slug: string) =>
  api<unknown>(`${base(accountId)}/${enc(slug)}/logo`, { method: 'DELETE', contract: 'portal' });

export const deletePortal = (accountId: number, slug: string) =>
  api<unknown>(`${base(accountId)}/${enc(slug)}`, { method: 'DELETE', contract: 'empty' });

/** A locale's categories; `locale` null: every locale's (for linking across them). */
export const listCategories = async (accountId: number, slug: string, locale: string | null) =>
  (
    await api<{ payload: TCategory[] }>(
      `${base(accountId)}/${enc(slug)}/categories${locale === null ? '' : `?locale=${enc(locale)}`}`,
      { contract: 'categoryList' },
    )
  ).payload;

export const createCategory = (accountId: number, slug: string, input: TCategoryInput) =>
  api<{ payload: TCategory }>(`${base(accountId)}/${enc(slug)}/categories`, {
    method: 'POST',
    body: input,
    contract: 'category',
  }).then(unwrap);

export const updateCategory = (accountId: number, slug: string, id: number, input: Partial<TCategoryInput>) =>
  api<{ payload: TCategory }>(`${base(accountId)}/${enc(slug)}/categories/${id}`, {
    method: 'PATCH',
    body: input,
    contract: 'category',
  }).then(unwrap);

export const deleteCategory = (accountId: number, slug: string, id: number) =>
  api<unknown>(`${base(accountId)}/${enc(slug)}/categories/${id}`, { method: 'DELETE', contract: 'empty' });

/** The query string of an article list: the tab becomes a status or the author (mine). */
export const articleListQuery = (filters: TArticleFilters, userId: number) => {
  const q = new URLSearchParams({ locale: filters.locale, page: String(filters.page) });
  if (filters.tab === 'draft' || filters.tab === 'archived') q.set('status', filters.tab);
  if (filters.tab === 'mine') q.set('author_id', String(userId));
  if (filters.categorySlug) q.set('category_slug', filters.categorySlug);
  if (filters.query?.trim()) q.set('query', filters.query.trim());
  return q.toString();
};

export const listArticles = (accountId: number, slug: string, filters: TArticleFilters, userId: number) =>
  api<TArticleList>(`${base(accountId)}/${enc(slug)}/articles?${articleListQuery(filters, userId)}`, {
    contract: 'articleList',
  });

/**
 * Article saves still on their way, by id. Leaving the editor flushes a save; a read of that article
 * started meanwhile (coming straight back) waits for it, so it never returns what was there before.
 */
const savesInFlight = new Map<number, Promise<unknown>>();

export const getArticle = async (accountId: number, slug: string, id: number) => {
  await savesInFlight.get(id);
  return api<{ payload: TArticle }>(`${base(accountId)}/${enc(slug)}/articles/${id}`, { contract: 'article' }).then(
    unwrap,
  );
};

export const createArticle = (accountId: number, slug: string, input: TArticleInput) =>
  api<{ payload: TArticle }>(`${base(accountId)}/${enc(slug)}/articles`, {
    method: 'POST',
    body: input,
    contract: 'article',
  }).then(unwrap);

export const updateArticle = (accountId: number, slug: string, id: number, input: TArticleInput) => {
  const saved = api<{ payload: TArticle }>(`${base(accountId)}/${enc(slug)}/articles/${id}`, {
    method: 'PATCH',
    body: input,
    contract: 'article',
  }).then(unwrap);
  const settled = saved.catch(() => undefined);
  savesInFlight.set(id, settled);
  void settled.then(() => {
    if (savesInFlight.get(id) === settled) savesInFlight.delete(id);
  });
  return saved;
};

export const deleteArticle = (accountId: number, slug: string, id: number) =>
  api<unknown>(`${base(accountId)}/${enc(slug)}/articles/${id}`, { method: 'DELETE', contract: 'empty' });

/** positions_hash: article id → its new position (1-based) within the category. */
export const reorderArticles = (accountId: number, slug: string, categorySlug: string, ids: number[]) =>
  api<unknown>(`${base(accountId)}/${enc(slug)}/articles/reorder`, {
    method: 'POST',
    body: {
      category_slug: categorySlug,
      positions_hash: Object.fromEntries(ids.map((id, i) => [String(id), i + 1])),
    },
    contract: 'empty',
  });
