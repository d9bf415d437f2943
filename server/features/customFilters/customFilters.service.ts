import {
  CUSTOM_FILTER_TYPE_VALUE,
  CUSTOM_FILTERS_PER_USER,
  type TCreateCustomFilterRequest,
  type TCustomFilter,
  type TCustomFilterType,
  type TUpdateCustomFilterRequest,
} from '../../../common/contracts/customFilters.ts';
import { fromValue } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import * as repo from './customFilters.repo.ts';

const present = (f: repo.TCustomFilterRow): TCustomFilter => ({
  id: f.id,
  name: f.name,
  filter_type: fromValue(CUSTOM_FILTER_TYPE_VALUE, f.filterType),
  query: f.query,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
});

const notFound = () => new AppError('not_found', 'Custom filter not found');

export const list = async (deps: TDeps, m: TMembership, type?: TCustomFilterType) =>
  (
    await repo.listCustomFilters(deps.db, m.accountId, m.accountUser.userId, type && CUSTOM_FILTER_TYPE_VALUE[type])
  ).map(present);

export const show = async (deps: TDeps, m: TMembership, id: number) => {
  const f = await repo.findCustomFilter(deps.db, m.accountId, m.accountUser.userId, id);
  if (!f) throw notFound();
  return present(f);
};

export const create = async (deps: TDeps, m: TMembership, input: TCreateCustomFilterRequest) => {
  if ((await repo.countCustomFilters(deps.db, m.accountId, m.accountUser.userId)) >= CUSTOM_FILTERS_PER_USER) {
    throw AppError.invalid('name', `cannot be added: you already have ${CUSTOM_FILTERS_PER_USER} saved filters`);
  }
  const f = await repo.insertCustomFilter(deps.db, {
    accountId: m.accountId,
    userId: m.accountUser.userId,
    name: input.name,
    filterType: CUSTOM_FILTER_TYPE_VALUE[input.type],
    query: input.query,
  });
  return present(f);
};

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateCustomFilterRequest) => {
  const f = await repo.updateCustomFilter(deps.db, m.accountId, m.accountUser.userId, id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.type !== undefined && { filterType: CUSTOM_FILTER_TYPE_VALUE[input.type] }),
    ...(input.query !== undefined && { query: input.query }),
  });
  if (!f) throw notFound();
  return present(f);
};

export const remove = async (deps: TDeps, m: TMembership, id: number) => {
  if (!(await repo.deleteCustomFilter(deps.db, m.accountId, m.accountUser.userId, id))) throw notFound();
};
