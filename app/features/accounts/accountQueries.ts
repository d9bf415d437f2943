import type { TAccount, TAccountLimits } from '../../../common/contracts/accounts.ts';
import { api } from '../../lib/api.ts';

export const accountKeys = {
  detail: (accountId: number) => ['accounts', accountId, 'detail'] as const,
  limits: (accountId: number) => ['accounts', accountId, 'limits'] as const,
};

export const fetchAccount = (accountId: number) =>
  api<TAccount>(`/api/v1/accounts/${accountId}`, { contract: 'account' });

export const fetchAccountLimits = (accountId: number) =>
  api<{ id: number; limits: TAccountLimits }>(`/api/v1/accounts/${accountId}/limits`, { contract: 'accountUsage' });
