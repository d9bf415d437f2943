import type { TCategory, TCategoryRef } from '../../../common/contracts/responses/helpCenter.ts';
import type { TCategoryRow } from './categories.repo.ts';

export const presentCategoryRef = (c: TCategoryRow): TCategoryRef => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  locale: c.locale,
  icon: c.icon,
});

/**
 * The same category in other locales: linked to it, linked from it, or linked to the same one. `all` is
 * the portal's categories.
 */
export const relatedCategories = (c: TCategoryRow, all: TCategoryRow[]) => {
  const root = c.associatedCategoryId ?? c.id;
  return all.filter((o) => o.id !== c.id && (o.id === root || (o.associatedCategoryId ?? o.id) === root));
};

export const presentCategory = (c: TCategoryRow, all: TCategoryRow[], articleCount: number): TCategory => ({
  id: c.id,
  account_id: c.accountId,
  portal_id: c.portalId,
  name: c.name,
  slug: c.slug,
  locale: c.locale,
  description: c.description,
  icon: c.icon,
  position: c.position,
  associated_category_id: c.associatedCategoryId,
  parent_category_id: c.parentCategoryId,
  related_categories: relatedCategories(c, all).map(presentCategoryRef),
  meta: { articles_count: articleCount },
});
