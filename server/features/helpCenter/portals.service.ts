import { audit } from '../auditLogs/index.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TCreatePortalRequest, TUpdatePortalRequest } from '../../../common/contracts/helpCenter.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { looksSigned, takeBlobImage } from '../uploads/index.ts';
import { ensureHelpCenter } from './helpCenter.policy.ts';
import { presentPortal } from './portals.presenter.ts';
import {
  deletePortal,
  findAnyPortalBySlug,
  findPortalByDomain,
  findPortalBySlug,
  insertPortal,
  listPortals,
  portalCounts,
  updatePortal,
  type TPortalRow,
} from './portals.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/** The account's portal by slug, or 404 (after the feature-flag check). */
export const getPortal = async (db: TExecutor, m: TMembership, slug: string) => {
  ensureHelpCenter(m);
  const portal = await findPortalBySlug(db, m.accountId, slug);
  if (!portal) throw new AppError('not_found', errorText('portalNotFound'));
  return portal;
};

const present = async (deps: TDeps, m: TMembership, rows: TPortalRow[], locale?: string) => {
  const counts = await portalCounts(
    deps.db,
    m.accountId,
    rows.map((p) => p.id),
  );
  return rows.map((p) => presentPortal(p, counts, publicUrl(deps), locale));
};
const presentOne = async (deps: TDeps, m: TMembership, row: TPortalRow, locale?: string) => {
  const [out] = await present(deps, m, [row], locale);
  if (!out) throw new Error('portal presenter returned nothing');
  return out;
};

export const list = async (deps: TDeps, m: TMembership, locale?: string) => {
  ensureHelpCenter(m);
  const payload = await present(deps, m, await listPortals(deps.db, m.accountId), locale);
  return { payload, meta: { current_page: 1, portals_count: payload.length } };
};

export const show = async (deps: TDeps, m: TMembership, slug: string, locale?: string) =>
  presentOne(deps, m, await getPortal(deps.db, m, slug), locale);

/**
 * allowed_locales, default_locale and draft_locales settled together: the default is always one of the allowed,
 * and never a draft; drafts are allowed locales (a locale no longer allowed stops being a draft).
 */
const settleLocales = (input: TUpdatePortalRequest['config'], before?: TPortalRow) => {
  const allowed = [...new Set(input?.allowed_locales ?? before?.allowedLocales ?? ['en'])];
  const wanted = input?.default_locale ?? before?.defaultLocale;
  if (input?.default_locale && !allowed.includes(input.default_locale)) {
    throw AppError.invalid('config.default_locale', errorText('notAllowedLocale'));
  }
  const defaultLocale = wanted && allowed.includes(wanted) ? wanted : (allowed[0] ?? 'en');
  const drafts = [...new Set(input?.draft_locales ?? before?.draftLocales ?? [])];
  if (input?.draft_locales?.some((l) => !allowed.includes(l))) {
    throw AppError.invalid('config.draft_locales', errorText('notAllowedLocale'));
  }
  if (input?.draft_locales?.includes(defaultLocale)) {
    throw AppError.invalid('config.draft_locales', errorText('defaultLocaleIsDraft'));
  }
  const draftLocales = drafts.filter((l) => allowed.includes(l) && l !== defaultLocale);
  return { allowedLocales: allowed, defaultLocale, draftLocales };
};

/**
 * A logo must be an image this account uploaded (POST …/upload answers its key as blob_id), or the signed id of
 * the member's direct upload of an image. A replaced or
 * deleted logo's file stays: the same upload may be an image inside an article.
 */
const checkLogo = async (deps: TDeps, m: TMembership, key: string | null | undefined) => {
  if (key == null) return key;
  // Chatwoot's dashboard names the logo by the signed id of a direct upload.
  if (looksSigned(key)) return takeBlobImage(deps, { type: 'User', id: m.accountUser.userId }, m.accountId, key);
  const ok =
    key.startsWith(`accounts/${m.accountId}/`) &&
    !key.includes('..') &&
    (await fs.stat(path.join(deps.uploads.root, key)).then(
      (s) => s.isFile(),
      () => false,
    ));
  if (!ok) throw AppError.invalid('blob_id', errorText('notUploadedImage'));
  return key;
};

const checkFree = async (deps: TDeps, input: TUpdatePortalRequest, exceptId?: number) => {
  if (input.slug !== undefined) {
    const other = await findAnyPortalBySlug(deps.db, input.slug);
    if (other && other.id !== exceptId) throw AppError.invalid('slug', errorText('taken'));
  }
  if (input.custom_domain) {
    const other = await findPortalByDomain(deps.db, input.custom_domain);
    if (other && other.id !== exceptId) throw AppError.invalid('custom_domain', errorText('taken'));
  }
};

const columnsOf = (input: TUpdatePortalRequest) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.slug !== undefined && { slug: input.slug }),
  ...(input.custom_domain !== undefined && { customDomain: input.custom_domain }),
  ...(input.color !== undefined && { color: input.color }),
  ...(input.homepage_link !== undefined && { homepageLink: input.homepage_link }),
  ...(input.page_title !== undefined && { pageTitle: input.page_title }),
  ...(input.header_text !== undefined && { headerText: input.header_text }),
  ...(input.archived !== undefined && { archived: input.archived }),
});

type TPortalState = NonNullable<Awaited<ReturnType<typeof updatePortal>>>;
/** Records a portal's change in the audit log, in the change's transaction. */
const auditPortal = (tx: TExecutor, m: TMembership, b: TPortalState | null, a: TPortalState | null) =>
  audit(
    tx,
    m,
    !b ? 'create' : a ? 'update' : 'destroy',
    { type: 'Portal', id: (a ?? b)?.id ?? null, name: (a ?? b)?.name },
    b && { ...b, updatedAt: undefined },
    a && { ...a, updatedAt: undefined },
  );

export const create = async (deps: TDeps, m: TMembership, input: TCreatePortalRequest) => {
  ensureHelpCenter(m);
  await checkFree(deps, input);
  const logoKey = await checkLogo(deps, m, input.blob_id);
  const row = await deps.db.transaction(async (tx) => {
    const row = await insertPortal(tx, {
      accountId: m.accountId,
      ...columnsOf(input),
      name: input.name,
      slug: input.slug,
      ...settleLocales(input.config),
      ...(logoKey && { logoKey }),
    });
    await auditPortal(tx, m, null, row);
    return row;
  });
  return presentOne(deps, m, row);
};

export const update = async (deps: TDeps, m: TMembership, slug: string, input: TUpdatePortalRequest) => {
  const before = await getPortal(deps.db, m, slug);
  await checkFree(deps, input, before.id);
  const logoKey = await checkLogo(deps, m, input.blob_id);
  const row = await deps.db.transaction(async (tx) => {
    const row = await updatePortal(tx, m.accountId, before.id, {
      ...columnsOf(input),
      ...(input.config && settleLocales(input.config, before)),
      ...(logoKey !== undefined && { logoKey }),
    });
    if (row) await auditPortal(tx, m, before, row);
    return row;
  });
  if (!row) throw new AppError('not_found', errorText('portalNotFound'));
  return presentOne(deps, m, row);
};

export const remove = async (deps: TDeps, m: TMembership, slug: string) => {
  const portal = await getPortal(deps.db, m, slug);
  await deps.db.transaction(async (tx) => {
    await deletePortal(tx, m.accountId, portal.id);
    await auditPortal(tx, m, portal, null);
  });
};

export const removeLogo = async (deps: TDeps, m: TMembership, slug: string) => {
  const portal = await getPortal(deps.db, m, slug);
  const row = await updatePortal(deps.db, m.accountId, portal.id, { logoKey: null });
  if (!row) throw new AppError('not_found', errorText('portalNotFound'));
  return presentOne(deps, m, row);
};
