import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TCurrentUser, TUserAccount } from '../../common/contracts/profile.ts';
import { CurrentAccountContext, accountKeys } from '../features/accounts/index.ts';

export const membership = (over: Partial<TUserAccount> = {}): TUserAccount => ({
  id: 7,
  name: 'Acme',
  status: 'active',
  active_at: null,
  role: 'administrator',
  permissions: [],
  availability: 'online',
  availability_status: 'online',
  auto_offline: true,
  custom_role_id: null,
  custom_role: null,
  ...over,
});

/** The account frame's context for DOM tests: a member, and the account's details already loaded. */
export const AccountTestProvider = ({
  account = membership(),
  features = {},
  children,
}: {
  account?: TUserAccount;
  features?: Record<string, boolean>;
  children: ReactNode;
}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(accountKeys.detail(account.id), { id: account.id, features });
  const user = { id: 1, accounts: [account], type: null } as unknown as TCurrentUser;
  return (
    <QueryClientProvider client={client}>
      <CurrentAccountContext value={{ user, account }}>{children}</CurrentAccountContext>
    </QueryClientProvider>
  );
};
