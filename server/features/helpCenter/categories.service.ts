import {
  slugify,
  type TCreateCategoryRequest,
  type TUpdateCategoryRequest,
} from '../../../common/contracts/helpCenter.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { presentCategory } from './categories.presenter.ts';
import {
  categoryArticleCounts,
  deleteCategory,
  findCategory,
  findCategoryBySlug,
  insertCategory,
  listPortalCategories,
  nextCategoryPosition,
  updateCategory,
  type TCategoryRow,
} from './categories.repo.ts';
import { relinkCategory, rootForNewCategory, unlinkBeforeDelete } from './categoryLinks.ts';
import { getPortal } from './portals.service.ts';
import type { TPortalRow } from './portals.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const notFound = () => new AppError('not_found', errorText('categoryNotFound'));

/** A locale the portal allows (Chatwoot's allowed_locale validation). */
export const ensurePortalLocale = (portal: TPortalRow, locale: string) => {
  if (!portal.allowedLocales.includes(locale)) throw AppError.invalid('locale', errorText('notPortalLocale'));
};

const presentMany = async (deps: TDeps, portalId: number, rows: TCategoryRow[]) => {
  const all = await listPortalCategories(deps.db, portalId);
  const counts = await categoryArticleCounts(
    deps.db,
    rows.map((c) => c.id),
  );
  return rows.map((c) => presentCategory(c, all, counts.get(c.id) ?? 0));
};
const presentOne = async (deps: TDeps, row: TCategoryRow) => {
  const [payload] = await presentMany(deps, row.portalId, [row]);
  if (!payload) throw notFound();
  return { payload };
};

export const list = async (deps: TDeps, m: TMembership, portalSlug: string, locale?: string) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  const all = await listPortalCategories(deps.db, portal.id);
  const payload = await presentMany(deps, portal.id, locale ? all.filter((c) => c.locale === locale) : all);
  return { payload, meta: { current_page: 1, categories_count: payload.length } };
};

export const show = async (deps: TDeps, m: TMembership, portalSlug: string, id: number) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  const row = await findCategory(deps.db, portal.id, id);
  if (!row) throw notFound();
  return presentOne(deps, row);
};

/** A linked category (associated or parent) must be another category of the same portal. */
const checkLink = async (
  deps: TDeps,
  portalId: number,
  field: string,
  id: number | null | undefined,
  self?: number,
) => {
  if (id == null) return;
  if (id === self || !(await findCategory(deps.db, portalId, id))) {
    throw AppError.invalid(field, errorText('otherCategoryOfPortal'));
  }
};

const ensureFreeSlug = async (deps: TDeps, portalId: number, locale: string, slug: string, self?: number) => {
  const other = await findCategoryBySlug(deps.db, portalId, locale, slug);
  if (other && other.id !== self) throw AppError.invalid('slug', errorText('taken'));
};

export const create = async (deps: TDeps, m: TMembership, portalSlug: string, input: TCreateCategoryRequest) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  const locale = input.locale ?? portal.defaultLocale;
  ensurePortalLocale(portal, locale);
  const slug = input.slug ?? slugify(input.name);
  if (!slug) throw AppError.invalid('slug', errorText('blank'));
  await ensureFreeSlug(deps, portal.id, locale, slug);
  await checkLink(deps, portal.id, 'parent_category_id', input.parent_category_id);
  const associatedCategoryId =
    input.associated_category_id == null
      ? null
      : await rootForNewCategory(deps.db, portal.id, locale, input.associated_category_id);
  const row = await insertCategory(deps.db, {
    accountId: m.accountId,
    portalId: portal.id,
    locale,
    name: input.name,
    slug,
    description: input.description ?? null,
    icon: input.icon ?? null,
    position: input.position ?? (await nextCategoryPosition(deps.db, portal.id, locale)),
    associatedCategoryId,
    parentCategoryId: input.parent_category_id ?? null,
  });
  return presentOne(deps, row);
};

export const update = async (
  deps: TDeps,
  m: TMembership,
  portalSlug: string,
  id: number,
  input: TUpdateCategoryRequest,
) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  const before = await findCategory(deps.db, portal.id, id);
  if (!before) throw notFound();
  const locale = input.locale ?? before.locale;
  if (input.locale !== undefined) ensurePortalLocale(portal, locale);
  if (input.slug !== undefined || input.locale !== undefined) {
    await ensureFreeSlug(deps, portal.id, locale, input.slug ?? before.slug, id);
  }
  await checkLink(deps, portal.id, 'parent_category_id', input.parent_category_id, id);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateCategory(tx, portal.id, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.slug !== undefined && { slug: input.slug }),
      ...(input.locale !== undefined && { locale: input.locale }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.icon !== undefined && { icon: input.icon }),
      ...(input.position !== undefined && { position: input.position }),
      ...(input.parent_category_id !== undefined && { parentCategoryId: input.parent_category_id }),
    });
    if (!updated || input.associated_category_id === undefined) return updated;
    // Linked after the locale change above, so the one-per-locale rule sees the new locale.
    await relinkCategory(tx, portal.id, updated, input.associated_category_id);
    return findCategory(tx, portal.id, id);
  });
  if (!row) throw notFound();
  return presentOne(deps, row);
};

/** Deleting a category keeps its articles, uncategorised (as Chatwoot nullifies them). */
export const remove = async (deps: TDeps, m: TMembership, portalSlug: string, id: number) => {
  const portal = await getPortal(deps.db, m, portalSlug);
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await findCategory(tx, portal.id, id);
    if (!row) return false;
    await unlinkBeforeDelete(tx, portal.id, row);
    return deleteCategory(tx, portal.id, id);
  });
  if (!deleted) throw notFound();
};
