import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { api } from '../../lib/api.ts';

export const createAccount = async (accountName: string) =>
  (
    await api<{ data: TCurrentUser & { account_id: number } }>('/api/v1/accounts', {
      method: 'POST',
      body: { account_name: accountName },
      contract: 'accountCreated',
    })
  ).data;

/** Remembers the account as the last one used, so the next sign-in lands in it. */
export const setActiveAccount = (accountId: number) =>
  api<TCurrentUser>('/api/v1/profile/set_active_account', {
    method: 'PUT',
    body: { profile: { account_id: accountId } },
    contract: 'profile',
  });
