import type { TCustomFilter, TCustomFilterType } from '../../../common/contracts/customFilters.ts';
import { api } from '../../lib/api.ts';
import { listOrEmpty } from '../../lib/listOrEmpty.ts';

export const customFilterKeys = {
  all: (accountId: number) => ['accounts', accountId, 'customFilters'] as const,
  list: (accountId: number, type: TCustomFilterType) => [...customFilterKeys.all(accountId), type] as const,
};

/** Folders (conversation) and segments (contact): GET …/custom_filters?filter_type=… answers an array. */
export const fetchCustomFilters = (accountId: number, type: TCustomFilterType) =>
  listOrEmpty(() =>
    api<TCustomFilter[]>(`/api/v1/accounts/${accountId}/custom_filters?filter_type=${encodeURIComponent(type)}`, {
      contract: 'customFilterList',
    }),
  );
