import {
  CUSTOM_FILTER_TYPE_VALUE,
  CUSTOM_FILTERS_PER_USER,
  type TCreateCustomFilterRequest,
  type TCustomFilter,
  type TCustomFilterType,
  type TUpdateCustomFilterRequest,
} from '../../../common/contracts/customFilters.ts';
import { ZContactFilterRequest } from '../../../common/contracts/contactExtras.ts';
import { fromValue } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { filterSql as contactFilterSql } from '../contacts/index.ts';
import { validateConversationFilter } from '../conversations/index.ts';
import * as repo from './customFilters.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const present = (f: repo.TCustomFilterRow): TCustomFilter => ({
  id: f.id,
  name: f.name,
  filter_type: fromValue(CUSTOM_FILTER_TYPE_VALUE, f.filterType),
  query: f.query,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
});

const notFound = () => new AppError('not_found', errorText('customFilterNotFound'));

export const list = async (deps: TDeps, m: TMembership, type?: TCustomFilterType) =>
  (
    await repo.listCustomFilters(deps.db, m.accountId, m.accountUser.userId, type && CUSTOM_FILTER_TYPE_VALUE[type])
  ).map(present);

export const show = async (deps: TDeps, m: TMembership, id: number) => {
  const f = await repo.findCustomFilter(deps.db, m.accountId, m.accountUser.userId, id);
  if (!f) throw notFound();
  return present(f);
};

/**
 * A folder or segment is saved only when it can run: the same checks as POST conversations/filter and
 * contacts/filter, against this account's attribute definitions (a 422 naming the bad condition).
 */
const checkQuery = async (deps: TDeps, accountId: number, type: TCustomFilterType, query: TCustomFilter['query']) => {
  if (type === 'conversation') {
    await validateConversationFilter(deps.db, accountId, query as TCreateCustomFilterRequest['query']);
  } else if (type === 'contact') {
    const parsed = ZContactFilterRequest.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw AppError.invalid(['query', ...(issue?.path ?? [])].join('.'), issue?.message ?? errorText('invalid'));
    }
    await contactFilterSql(deps, accountId, parsed.data.payload);
  }
};

export const create = async (deps: TDeps, m: TMembership, input: TCreateCustomFilterRequest) => {
  if ((await repo.countCustomFilters(deps.db, m.accountId, m.accountUser.userId)) >= CUSTOM_FILTERS_PER_USER) {
    throw AppError.invalid('name', errorText('tooManyCustomFilters', { max: CUSTOM_FILTERS_PER_USER }));
  }
  await checkQuery(deps, m.accountId, input.type, input.query);
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
  if (input.query !== undefined || input.type !== undefined) {
    const current = await repo.findCustomFilter(deps.db, m.accountId, m.accountUser.userId, id);
    if (!current) throw notFound();
    const type = input.type ?? fromValue(CUSTOM_FILTER_TYPE_VALUE, current.filterType);
    await checkQuery(deps, m.accountId, type, input.query ?? current.query);
  }
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
