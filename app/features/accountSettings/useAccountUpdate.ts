import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateAccountRequest } from '../../../common/contracts/accounts.ts';
import { accountKeys } from '../accounts/index.ts';
import { authKeys } from '../auth/index.ts';
import { updateAccount } from './accountSettingsApi.ts';

/** PATCH the account; the answer replaces the cached details, and the accounts list (names) is read again. */
export const useAccountUpdate = (accountId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateAccountRequest) => updateAccount(accountId, body),
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.detail(accountId), account);
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
};
