import {
  ARTICLE_STATUSES,
  HELP_CENTER_LIMITS,
  slugify,
  type TArticleListQuery,
  type TArticleStatus,
  type TCreateArticleRequest,
  type TReorderArticlesRequest,
  type TUpdateArticleRequest,
} from '../../../common/contracts/helpCenter.ts';
import type { TDeps } from '../../deps.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { articlePlainText, sanitizeArticleHtml, searchConfigOf } from './articleContent.ts';
import { presentArticle } from './articles.presenter.ts';
import {
  articleStatusCounts,
  countArticles,
  listAssociatedArticles,
  type TArticleWithRefs,
  deleteArticle,
  findArticle,
  findArticleIdBySlug,
  insertArticle,
  isAccountMember,
  listArticles,
  nextArticlePosition,
  setArticlePositions,
  updateArticle,
  type TArticleFilters,
} from './articles.repo.ts';
import { findCategory, findCategoryBySlug } from './categories.repo.ts';
import { ensurePortalLocale } from './categories.service.ts';
import type { TPortalRow } from './portals.repo.ts';
import { getPortal } from './portals.service.ts';
import { errorText } from '../../lib/serverText.ts';

const notFound = () => new AppError('not_found', errorText('articleNotFound'));

/** Tells consumers (Captain's knowledge sync) that an article changed; no client receives it. */
const announceChange = (deps: TDeps, accountId: number, portalId: number, id: number) =>
  appendEvent(deps.db, accountId, 'article.changed', { article_id: id, portal_id: portalId }, { kind: 'nobody' });
const statusValue = (s: TArticleStatus) => ARTICLE_STATUSES.indexOf(s);

export const list = async (deps: TDeps, m: TMembership, portalSlug: string, q: TArticleListQuery) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  const locale = q.locale;
  let categoryId: number | undefined;
  if (q.category_slug) {
    const category = await findCategoryBySlug(deps.db, portal.id, locale ?? portal.defaultLocale, q.category_slug);
    if (!category) throw new AppError('not_found', errorText('categoryNotFound'));
    categoryId = category.id;
  }
  const filters: TArticleFilters = {
    locale,
    status: q.status === undefined ? undefined : statusValue(q.status),
    authorId: q.author_id,
    categoryId,
    query: q.query || q.q || undefined,
    searchConfig: searchConfigOf(locale ?? portal.defaultLocale),
  };
  const sort = q.sort ?? (categoryId !== undefined ? 'position' : 'updated_at');
  const perPage = HELP_CENTER_LIMITS.articlesPerPage;
  const rows = await listArticles(deps.db, portal.id, filters, sort, q.page, perPage);
  const total = await countArticles(deps.db, portal.id, filters);
  const counts = await articleStatusCounts(deps.db, portal.id, filters, m.accountUser.userId);
  return {
    payload: await presentWithAssociated(deps, portal.id, rows),
    meta: {
      all_articles_count: counts.all,
      mine_articles_count: counts.mine,
      published_count: counts.published,
      draft_articles_count: counts.draft,
      archived_articles_count: counts.archived,
      articles_count: total,
      current_page: q.page,
    },
  };
};

/** Each article with the translations tied to it (Chatwoot's associated_articles), read in one query. */
const presentWithAssociated = async (deps: TDeps, portalId: number, rows: TArticleWithRefs[]) => {
  const tied = await listAssociatedArticles(
    deps.db,
    portalId,
    rows.map((r) => r.article.id),
  );
  return rows.map((r) =>
    presentArticle(
      r,
      tied.filter((x) => x.rootId === r.article.id),
    ),
  );
};

const load = async (deps: TDeps, portalId: number, id: number) => {
  const row = await findArticle(deps.db, portalId, id);
  if (!row) throw notFound();
  const tied = await listAssociatedArticles(deps.db, portalId, [row.article.id]);
  return { payload: presentArticle(row, tied) };
};

export const show = async (deps: TDeps, m: TMembership, portalSlug: string, id: number) =>
  load(deps, (await getPortal(deps.db, m, portalSlug)).id, id);

/** Category and locale settled together: an article lives in its category's locale. */
const placeOf = async (
  deps: TDeps,
  portal: TPortalRow,
  input: TUpdateArticleRequest,
  before?: { categoryId: number | null; locale: string },
) => {
  const categoryId = input.category_id !== undefined ? input.category_id : (before?.categoryId ?? null);
  const category = categoryId == null ? null : await findCategory(deps.db, portal.id, categoryId);
  if (categoryId != null && !category) throw AppError.invalid('category_id', errorText('notCategoryOfPortal'));
  const locale =
    input.locale ??
    (input.category_id != null ? category?.locale : undefined) ??
    before?.locale ??
    portal.defaultLocale;
  ensurePortalLocale(portal, locale);
  if (category && category.locale !== locale)
    throw AppError.invalid('category_id', errorText('categoryOfAnotherLocale'));
  return { categoryId, locale };
};

const checkAuthor = async (deps: TDeps, m: TMembership, authorId: number | null | undefined) => {
  if (authorId != null && !(await isAccountMember(deps.db, m.accountId, authorId))) {
    throw AppError.invalid('author_id', errorText('notAgentOfAccount'));
  }
};

const freeSlug = async (deps: TDeps, portalId: number, wanted: string | undefined, title: string, self?: number) => {
  if (wanted !== undefined) {
    const other = await findArticleIdBySlug(deps.db, portalId, wanted);
    if (other !== null && other !== self) throw AppError.invalid('slug', errorText('taken'));
    return wanted;
  }
  const base = slugify(title) || 'article';
  const other = await findArticleIdBySlug(deps.db, portalId, base);
  return other === null || other === self ? base : `${base}-${Date.now().toString(36)}`;
};

const searchSource = (locale: string, title: string, description: string | null, content: string) => ({
  config: searchConfigOf(locale),
  title,
  description,
  text: articlePlainText(content),
});

export const create = async (deps: TDeps, m: TMembership, portalSlug: string, input: TCreateArticleRequest) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  const { categoryId, locale } = await placeOf(deps, portal, input);
  await checkAuthor(deps, m, input.author_id);
  const content = sanitizeArticleHtml(input.content ?? '');
  const description = input.description ?? null;
  const id = await insertArticle(
    deps.db,
    {
      accountId: m.accountId,
      portalId: portal.id,
      categoryId,
      authorId: input.author_id ?? m.accountUser.userId,
      associatedArticleId: await checkAssociated(deps, portal.id, input.associated_article_id),
      locale,
      title: input.title,
      slug: await freeSlug(deps, portal.id, input.slug, input.title),
      content,
      description,
      status: statusValue(input.status ?? 'draft'),
      position: input.position ?? (await nextArticlePosition(deps.db, portal.id, categoryId)),
      meta: input.meta ?? {},
    },
    searchSource(locale, input.title, description, content),
  );
  await announceChange(deps, m.accountId, portal.id, id);
  return load(deps, portal.id, id);
};

/**
 * The root article a translation ties to, as Chatwoot: naming a translation ties to that translation's root, so
 * every translation of an article points at the same one. Another portal's article, or itself, is refused.
 */
const checkAssociated = async (deps: TDeps, portalId: number, id: number | null | undefined, self?: number) => {
  if (id == null) return id ?? null;
  const found = id === self ? null : await findArticle(deps.db, portalId, id);
  const root = found ? (found.article.associatedArticleId ?? found.article.id) : null;
  if (root === null || root === self) {
    throw AppError.invalid('associated_article_id', errorText('otherArticleOfPortal'));
  }
  return root;
};

export const update = async (
  deps: TDeps,
  m: TMembership,
  portalSlug: string,
  id: number,
  input: TUpdateArticleRequest,
) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  const before = (await findArticle(deps.db, portal.id, id))?.article;
  if (!before) throw notFound();
  const { categoryId, locale } = await placeOf(deps, portal, input, before);
  await checkAuthor(deps, m, input.author_id);
  const title = input.title ?? before.title;
  const content = input.content !== undefined ? sanitizeArticleHtml(input.content) : before.content;
  const description = input.description !== undefined ? input.description : before.description;
  await updateArticle(
    deps.db,
    portal.id,
    id,
    {
      categoryId,
      locale,
      title,
      content,
      description,
      ...(input.slug !== undefined && { slug: await freeSlug(deps, portal.id, input.slug, title, id) }),
      ...(input.author_id !== undefined && { authorId: input.author_id }),
      ...(input.associated_article_id !== undefined && {
        associatedArticleId: await checkAssociated(deps, portal.id, input.associated_article_id, id),
      }),
      ...(input.status !== undefined && { status: statusValue(input.status) }),
      ...(input.position !== undefined && { position: input.position }),
      ...(input.meta !== undefined && { meta: input.meta }),
    },
    searchSource(locale, title, description, content),
  );
  await announceChange(deps, m.accountId, portal.id, id);
  return load(deps, portal.id, id);
};

export const remove = async (deps: TDeps, m: TMembership, portalSlug: string, id: number) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  if (!(await deleteArticle(deps.db, portal.id, id))) throw notFound();
  await announceChange(deps, m.accountId, portal.id, id);
};

/** Drag-and-drop order: positions of the given articles (within category_slug's category when given). */
export const reorder = async (deps: TDeps, m: TMembership, portalSlug: string, input: TReorderArticlesRequest) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  let categoryId: number | undefined;
  if (input.category_slug) {
    const categories = await Promise.all(
      portal.allowedLocales.map((l) => findCategoryBySlug(deps.db, portal.id, l, input.category_slug ?? '')),
    );
    const category = categories.find((c) => c !== null);
    if (!category) throw AppError.invalid('category_slug', errorText('notCategoryOfPortal'));
    categoryId = category.id;
  }
  const positions = Object.entries(input.positions_hash).map(([key, position]) => ({ id: Number(key), position }));
  await setArticlePositions(deps.db, portal.id, positions, categoryId);
  return {};
};
