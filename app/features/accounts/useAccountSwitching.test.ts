import { describe, expect, it } from 'vitest';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { canCreateAccounts, showChangeAccount } from './useAccountSwitching.ts';

const user = (accounts: number, type: 'SuperAdmin' | null = null) =>
  ({ type, accounts: Array.from({ length: accounts }, (_, i) => ({ id: i + 1 })) }) as unknown as TCurrentUser;

describe('account switching', () => {
  it('lets a user create accounts when the installation allows it, and a SuperAdmin always', () => {
    expect(canCreateAccounts(user(1), true)).toBe(true);
    expect(canCreateAccounts(user(1), false)).toBe(false);
    expect(canCreateAccounts(user(1, 'SuperAdmin'), false)).toBe(true);
  });

  it('shows "change account" with several accounts or when one may be created', () => {
    expect(showChangeAccount(user(2), false)).toBe(true);
    expect(showChangeAccount(user(1), true)).toBe(true);
    expect(showChangeAccount(user(1), false)).toBe(false);
  });
});
