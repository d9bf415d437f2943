import type { TRetentionFigures, TRetentionPolicy, TRetentionPolicyBody } from '../../../common/contracts/retention.ts';
import { api } from '../../lib/api.ts';

/** The account's retention policy (docs/PRIVACY.md "Retention"). */
const base = (accountId: number) => `/api/v1/accounts/${accountId}/retention_policy`;

export const retentionKeys = { policy: (accountId: number) => ['accounts', accountId, 'retention'] as const };

export const fetchRetention = (accountId: number) =>
  api<TRetentionPolicyBody>(base(accountId), { contract: 'retentionPolicy' });

export const saveRetention = (accountId: number, policy: TRetentionPolicy) =>
  api<TRetentionPolicyBody>(base(accountId), { method: 'PUT', body: policy, contract: 'retentionPolicy' });

export const previewRetention = (accountId: number, policy: TRetentionPolicy) =>
  api<TRetentionFigures>(`${base(accountId)}/preview`, { method: 'POST', body: policy, contract: 'retentionFigures' });
