import type {
  TAutomationRule,
  TCreateAutomationRuleRequest,
  TRuleTestResult,
  TTestAutomationRuleRequest,
  TUpdateAutomationRuleRequest,
} from '../../../common/contracts/automation.ts';
import { api } from '../../lib/api.ts';

export const automationKeys = {
  all: (accountId: number) => ['accounts', accountId, 'automationRules'] as const,
  list: (accountId: number) => [...automationKeys.all(accountId), 'list'] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/automation_rules`;

export const listRules = async (accountId: number) =>
  (await api<{ payload: TAutomationRule[] }>(base(accountId), { contract: 'automationRuleList' })).payload;

export const createRule = async (accountId: number, input: TCreateAutomationRuleRequest) =>
  (
    await api<{ payload: TAutomationRule }>(base(accountId), {
      method: 'POST',
      body: input,
      contract: 'automationRule',
    })
  ).payload;

export const updateRule = async (accountId: number, id: number, input: TUpdateAutomationRuleRequest) =>
  (
    await api<{ payload: TAutomationRule }>(`${base(accountId)}/${id}`, {
      method: 'PATCH',
      body: input,
      contract: 'automationRule',
    })
  ).payload;

export const cloneRule = async (accountId: number, id: number) =>
  (
    await api<{ payload: TAutomationRule }>(`${base(accountId)}/${id}/clone`, {
      method: 'POST',
      contract: 'automationRule',
    })
  ).payload;

export const deleteRule = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

/** "Test this rule": which of the last 30 days' conversations the conditions match now. */
export const testRule = (accountId: number, input: TTestAutomationRuleRequest) =>
  api<TRuleTestResult>(`${base(accountId)}/test`, { method: 'POST', body: input, contract: 'ruleTestResult' });

/** A file for send_attachment: the account's upload endpoint answers the blob key the action keeps. */
export const uploadFile = async (accountId: number, file: File) => {
  const body = new FormData();
  body.append('attachment', file);
  return (
    await api<{ blob_key: string }>(`/api/v1/accounts/${accountId}/upload`, {
      method: 'POST',
      body,
      contract: 'directUpload',
    })
  ).blob_key;
};
