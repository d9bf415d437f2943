import { useContext } from 'react';
import { CurrentAccountContext, type TCurrentAccount } from './accountContext.ts';

export const useCurrentAccount = (): TCurrentAccount => {
  const value = useContext(CurrentAccountContext);
  if (!value) throw new Error('useCurrentAccount is only available under /accounts/:accountId');
  return value;
};
