import type { TCaptainUsage } from '../../../common/contracts/captain.ts';
import type { TAccount, TOnboardingSteps, TUpdateAccountRequest } from '../../../common/contracts/accounts.ts';
import { api } from '../../lib/api.ts';

export const updateAccount = (accountId: number, body: TUpdateAccountRequest) =>
  api<TAccount>(`/api/v1/accounts/${accountId}`, { method: 'PATCH', body, contract: 'account' });

/** The account is suspended at once; a job removes its data. */
export const deleteAccount = (accountId: number, name: string) =>
  api<{ message: string }>(`/api/v1/accounts/${accountId}`, {
    method: 'DELETE',
    body: { name },
    contract: 'messageBody',
  });

export const onboardingKeys = { steps: (accountId: number) => ['accounts', accountId, 'onboarding'] as const };

export const fetchOnboarding = (accountId: number) =>
  api<TOnboardingSteps>(`/api/v1/accounts/${accountId}/onboarding`, { contract: 'onboarding' });

export const captainUsageKey = (accountId: number) => ['accounts', accountId, 'captainUsage'] as const;

export const fetchCaptainUsage = (accountId: number) =>
  api<TCaptainUsage>(`/api/v1/accounts/${accountId}/captain/usage`, { contract: 'captainUsage' });
