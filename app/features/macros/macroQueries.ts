import type { TCreateMacroRequest, TMacro, TUpdateMacroRequest } from '../../../common/contracts/automation.ts';
import { api } from '../../lib/api.ts';

export const macroKeys = {
  all: (accountId: number) => ['accounts', accountId, 'macros'] as const,
  list: (accountId: number) => [...macroKeys.all(accountId), 'list'] as const,
  detail: (accountId: number, id: number) => [...macroKeys.all(accountId), 'detail', id] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/macros`;

export const listMacros = async (accountId: number) =>
  (await api<{ payload: TMacro[] }>(base(accountId), { contract: 'macroList' })).payload;

export const getMacro = async (accountId: number, id: number) =>
  (await api<{ payload: TMacro }>(`${base(accountId)}/${id}`, { contract: 'macro' })).payload;

export const createMacro = async (accountId: number, input: TCreateMacroRequest) =>
  (await api<{ payload: TMacro }>(base(accountId), { method: 'POST', body: input, contract: 'macro' })).payload;

export const updateMacro = async (accountId: number, id: number, input: TUpdateMacroRequest) =>
  (await api<{ payload: TMacro }>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'macro' }))
    .payload;

export const deleteMacro = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

/** Runs the macro on conversations (display ids); the server skips those the user may not see. */
export const executeMacro = (accountId: number, id: number, conversationIds: number[]) =>
  api<Record<string, never>>(`${base(accountId)}/${id}/execute`, {
    method: 'POST',
    body: { conversation_ids: conversationIds },
    contract: 'empty',
  });
