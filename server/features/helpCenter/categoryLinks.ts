import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { listPortalCategories, setAssociatedCategory, type TCategoryRow } from './categories.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * Linked categories across locales. A group is one root and the categories whose associated_category_id
 * points at it (one level, so every member sees every other). A group holds one category per locale.
 */
const groupOf = (all: TCategoryRow[], c: { id: number; associatedCategoryId: number | null }) => {
  const root = c.associatedCategoryId ?? c.id;
  return all.filter((o) => o.id === root || o.associatedCategoryId === root);
};

/**
 * The root a new category in `locale` joins when linked to `targetId`: the target's root. 422 when the
 * target is not in the portal, shares the locale, or its group already has a category in that locale.
 */
export const rootForNewCategory = async (db: TExecutor, portalId: number, locale: string, targetId: number) => {
  const all = await listPortalCategories(db, portalId);
  const target = all.find((c) => c.id === targetId);
  if (!target) throw AppError.invalid('associated_category_id', errorText('otherCategoryOfPortal'));
  if (groupOf(all, target).some((c) => c.locale === locale)) {
    throw AppError.invalid('associated_category_id', errorText('categoryInLocaleExists'));
  }
  return target.associatedCategoryId ?? target.id;
};

/**
 * Moves `self` (with the categories linked through it) into the target's group, or out of its group when
 * `targetId` is null (the rest of the group stays linked, re-rooted on its oldest category). Run it in a
 * transaction: a refused link leaves nothing changed.
 */
export const relinkCategory = async (db: TExecutor, portalId: number, self: TCategoryRow, targetId: number | null) => {
  const all = await listPortalCategories(db, portalId);
  const mine = groupOf(all, self);
  if (targetId === null) {
    const rest = mine.filter((c) => c.id !== self.id).sort((a, b) => a.id - b.id);
    const [newRoot, ...members] = rest;
    await setAssociatedCategory(db, portalId, [self.id], null);
    if (newRoot && self.associatedCategoryId === null) {
      await setAssociatedCategory(db, portalId, [newRoot.id], null);
      await setAssociatedCategory(
        db,
        portalId,
        members.map((c) => c.id),
        newRoot.id,
      );
    }
    return;
  }
  const target = all.find((c) => c.id === targetId);
  if (!target || target.id === self.id) {
    throw AppError.invalid('associated_category_id', errorText('otherCategoryOfPortal'));
  }
  if (target.locale === self.locale) {
    throw AppError.invalid('associated_category_id', errorText('categoryOfOtherLocale'));
  }
  const theirs = groupOf(all, target);
  if (theirs.some((c) => c.id === self.id)) return; // already linked
  // Self leaves its old group (when a member) or brings its members along (when their root).
  const moving = self.associatedCategoryId === null ? mine : [self];
  if (theirs.some((c) => moving.some((m) => m.locale === c.locale))) {
    throw AppError.invalid('associated_category_id', errorText('categoryInLocaleExists'));
  }
  const root = target.associatedCategoryId ?? target.id;
  await setAssociatedCategory(
    db,
    portalId,
    moving.map((c) => c.id),
    root,
  );
};

/** Before a category is deleted: the others of its group stay linked together. */
export const unlinkBeforeDelete = (db: TExecutor, portalId: number, self: TCategoryRow) =>
  relinkCategory(db, portalId, self, null);
