import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { useGlobalConfig } from './useGlobalConfig.ts';

/** Who may create accounts from the dashboard: when sign-up is on, or a SuperAdmin. */
export const canCreateAccounts = (user: Pick<TCurrentUser, 'type'>, createNewAccountFromDashboard: boolean) =>
  createNewAccountFromDashboard || user.type === 'SuperAdmin';

/** "Change account" shows with more than one account, or when the user may create one (part 2 §2). */
export const showChangeAccount = (user: Pick<TCurrentUser, 'type' | 'accounts'>, canCreate: boolean) =>
  user.accounts.length > 1 || canCreate;

export const useAccountSwitching = (user: TCurrentUser) => {
  const config = useGlobalConfig();
  const canCreate = canCreateAccounts(user, config.createNewAccountFromDashboard);
  return { canCreate, showChangeAccount: showChangeAccount(user, canCreate) };
};
