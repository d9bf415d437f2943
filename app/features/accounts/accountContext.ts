import { createContext } from 'react';
import type { TCurrentUser, TUserAccount } from '../../../common/contracts/profile.ts';

export interface TCurrentAccount {
  user: TCurrentUser;
  account: TUserAccount;
}

/** Set by the account guard for every /accounts/:accountId page. */
export const CurrentAccountContext = createContext<TCurrentAccount | null>(null);
