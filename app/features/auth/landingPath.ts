import type { TCurrentUser } from '../../../common/contracts/profile.ts';

/** Where a signed-in user starts: their current account's dashboard, or the no-accounts page. */
export const landingPath = (user: TCurrentUser): string => {
  const accountId = user.account_id ?? user.accounts[0]?.id;
  return accountId ? `/accounts/${accountId}/dashboard` : '/no-accounts';
};
