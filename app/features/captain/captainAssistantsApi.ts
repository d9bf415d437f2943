import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAssistant,
  TAssistantInbox,
  TAssistantInboxList,
  TAssistantList,
  TCaptainReport,
  TCreateAssistantRequest,
  TCustomTool,
  TCustomToolList,
  TCustomToolRequest,
  TPlaygroundRequest,
  TPlaygroundResult,
  TUpdateAssistantRequest,
  TUpdateCustomToolRequest,
} from '../../../common/contracts/captainAssistants.ts';
import { api } from '../../lib/api.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/captain`;

/** Query keys of Captain's assistants, tools and report. */
export const captainKeys = {
  all: (accountId: number) => ['captainAssistants', accountId] as const,
  assistants: (accountId: number) => [...captainKeys.all(accountId), 'assistants'] as const,
  inboxes: (accountId: number, id: number) => [...captainKeys.all(accountId), 'inboxes', id] as const,
  tools: (accountId: number) => [...captainKeys.all(accountId), 'tools'] as const,
  report: (accountId: number, assistantId: number | null) =>
    [...captainKeys.all(accountId), 'report', assistantId] as const,
};

export const useAssistants = (accountId: number) =>
  useQuery({
    queryKey: captainKeys.assistants(accountId),
    queryFn: () => api<TAssistantList>(`${base(accountId)}/assistants`, { contract: 'captainAssistantList' }),
  });

export const useAssistantInboxes = (accountId: number, id: number) =>
  useQuery({
    queryKey: captainKeys.inboxes(accountId, id),
    queryFn: () =>
      api<TAssistantInboxList>(`${base(accountId)}/assistants/${id}/inboxes`, { contract: 'captainAssistantInboxes' }),
  });

export const useCustomTools = (accountId: number) =>
  useQuery({
    queryKey: captainKeys.tools(accountId),
    queryFn: () => api<TCustomToolList>(`${base(accountId)}/custom_tools`, { contract: 'captainCustomToolList' }),
  });

export const useCaptainReport = (accountId: number, assistantId: number | null) =>
  useQuery({
    queryKey: captainKeys.report(accountId, assistantId),
    queryFn: () =>
      api<TCaptainReport>(`${base(accountId)}/reports/summary${assistantId ? `?assistant_id=${assistantId}` : ''}`, {
        contract: 'captainReport',
      }),
  });

/** Every change refreshes Captain's lists. */
export const useCaptainMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: captainKeys.all(accountId) });
  const a = `${base(accountId)}/assistants`;
  const t = `${base(accountId)}/custom_tools`;
  return {
    createAssistant: useMutation({
      mutationFn: (body: TCreateAssistantRequest) =>
        api<TAssistant>(a, { method: 'POST', body, contract: 'captainAssistant' }),
      onSuccess,
    }),
    updateAssistant: useMutation({
      mutationFn: ({ id, body }: { id: number; body: TUpdateAssistantRequest }) =>
        api<TAssistant>(`${a}/${id}`, { method: 'PATCH', body, contract: 'captainAssistant' }),
      onSuccess,
    }),
    deleteAssistant: useMutation({
      mutationFn: (id: number) => api<Record<string, never>>(`${a}/${id}`, { method: 'DELETE', contract: 'empty' }),
      onSuccess,
    }),
    connectInbox: useMutation({
      mutationFn: ({ id, inboxId }: { id: number; inboxId: number }) =>
        api<TAssistantInbox>(`${a}/${id}/inboxes`, {
          method: 'POST',
          body: { inbox_id: inboxId },
          contract: 'captainAssistantInbox',
        }),
      onSuccess,
    }),
    disconnectInbox: useMutation({
      mutationFn: ({ id, inboxId }: { id: number; inboxId: number }) =>
        api<Record<string, never>>(`${a}/${id}/inboxes/${inboxId}`, { method: 'DELETE', contract: 'empty' }),
      onSuccess,
    }),
    createTool: useMutation({
      mutationFn: (body: TCustomToolRequest) =>
        api<TCustomTool>(t, { method: 'POST', body, contract: 'captainCustomTool' }),
      onSuccess,
    }),
    updateTool: useMutation({
      mutationFn: ({ id, body }: { id: number; body: TUpdateCustomToolRequest }) =>
        api<TCustomTool>(`${t}/${id}`, { method: 'PATCH', body, contract: 'captainCustomTool' }),
      onSuccess,
    }),
    deleteTool: useMutation({
      mutationFn: (id: number) => api<Record<string, never>>(`${t}/${id}`, { method: 'DELETE', contract: 'empty' }),
      onSuccess,
    }),
  };
};

/** The playground's one turn (nothing cached: each try is new). */
export const usePlayground = (accountId: number, id: number) =>
  useMutation({
    mutationFn: (body: TPlaygroundRequest) =>
      api<TPlaygroundResult>(`${base(accountId)}/assistants/${id}/playground`, {
        method: 'POST',
        body,
        contract: 'captainPlaygroundResult',
      }),
  });
