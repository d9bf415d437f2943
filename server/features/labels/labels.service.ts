import type { TCreateLabelRequest, TLabel, TUpdateLabelRequest } from '../../../common/contracts/labels.ts';
import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import {
  deleteLabel,
  findLabel,
  findLabelByTitle,
  insertLabel,
  listLabels,
  renameLabelTaggings,
  updateLabel,
  type TLabelRow,
} from './labels.repo.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';

const entity = (l: TLabelRow) => ({ type: 'Label' as const, id: l.id, name: l.title });

export const presentLabel = (l: TLabelRow): TLabel => ({
  id: l.id,
  title: l.title,
  description: l.description,
  color: l.color,
  show_on_sidebar: l.showOnSidebar,
});

const ensureFreeTitle = async (deps: TDeps, accountId: number, title: string, exceptId?: number) => {
  const other = await findLabelByTitle(deps.db, accountId, title);
  if (other && other.id !== exceptId) throw AppError.invalid('title', errorText('taken'));
};

export const list = async (deps: TDeps, m: TMembership) => ({
  payload: (await listLabels(deps.db, m.accountId)).map(presentLabel),
});

export const show = async (deps: TDeps, m: TMembership, id: number) => {
  const label = await findLabel(deps.db, m.accountId, id);
  if (!label) throw new AppError('not_found', errorText('labelNotFound'));
  return presentLabel(label);
};

export const create = async (deps: TDeps, m: TMembership, input: TCreateLabelRequest) => {
  await ensureFreeTitle(deps, m.accountId, input.title);
  return deps.db.transaction(async (tx) => {
    const label = await insertLabel(tx, {
      accountId: m.accountId,
      title: input.title,
      description: input.description ?? null,
      color: input.color,
      showOnSidebar: input.show_on_sidebar,
    });
    await invalidateCache(tx, m.accountId, 'label');
    await audit(tx, m, 'create', entity(label), null, presentLabel(label));
    return presentLabel(label);
  });
};

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateLabelRequest) => {
  if (input.title !== undefined) await ensureFreeTitle(deps, m.accountId, input.title, id);
  return deps.db.transaction(async (tx) => {
    const before = await findLabel(tx, m.accountId, id);
    const label = await updateLabel(tx, m.accountId, id, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.color !== undefined && { color: input.color }),
      ...(input.show_on_sidebar !== undefined && { showOnSidebar: input.show_on_sidebar }),
    });
    if (!label || !before) throw new AppError('not_found', errorText('labelNotFound'));
    if (before.title !== label.title) await renameLabelTaggings(tx, m.accountId, before.title, label.title);
    await invalidateCache(tx, m.accountId, 'label');
    await audit(tx, m, 'update', entity(label), presentLabel(before), presentLabel(label));
    return presentLabel(label);
  });
};

export const remove = (deps: TDeps, m: TMembership, id: number) =>
  deps.db.transaction(async (tx) => {
    const label = await deleteLabel(tx, m.accountId, id);
    if (!label) throw new AppError('not_found', errorText('labelNotFound'));
    await invalidateCache(tx, m.accountId, 'label');
    await audit(tx, m, 'destroy', entity(label), presentLabel(label), null);
  });
