import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateLinearIssueRequest,
  TLinearCreatedIssue,
  TLinearIssue,
  TLinearLinkedIssue,
  TLinearNamed,
  TLinearTeamEntities,
  TLinkLinearIssueRequest,
  TUnlinkLinearIssueRequest,
} from '../../../../common/contracts/linear.ts';
import { api } from '../../../lib/api.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/integrations/linear`;

export const linearKeys = {
  all: (accountId: number) => ['accounts', accountId, 'linear'] as const,
  teams: (accountId: number) => [...linearKeys.all(accountId), 'teams'] as const,
  team: (accountId: number, teamId: string) => [...linearKeys.all(accountId), 'team', teamId] as const,
  linked: (accountId: number, conversationId: number) =>
    [...linearKeys.all(accountId), 'linked', conversationId] as const,
  search: (accountId: number, q: string) => [...linearKeys.all(accountId), 'search', q] as const,
};

export const useLinearTeams = (accountId: number) =>
  useQuery({
    queryKey: linearKeys.teams(accountId),
    queryFn: () => api<TLinearNamed[]>(`${base(accountId)}/teams`, { contract: 'linearTeamList' }),
    staleTime: 60_000,
    retry: false,
  });

export const useLinearTeamEntities = (accountId: number, teamId: string) =>
  useQuery({
    queryKey: linearKeys.team(accountId, teamId),
    queryFn: () =>
      api<TLinearTeamEntities>(`${base(accountId)}/team_entities?${new URLSearchParams({ team_id: teamId })}`, {
        contract: 'linearTeamEntities',
      }),
    enabled: teamId !== '',
    staleTime: 60_000,
    retry: false,
  });

export const useLinkedIssues = (accountId: number, conversationId: number) =>
  useQuery({
    queryKey: linearKeys.linked(accountId, conversationId),
    queryFn: () =>
      api<TLinearLinkedIssue[]>(`${base(accountId)}/linked_issues?conversation_id=${conversationId}`, {
        contract: 'linearLinkedIssueList',
      }),
    retry: false,
  });

export const useLinearSearch = (accountId: number, q: string) =>
  useQuery({
    queryKey: linearKeys.search(accountId, q),
    queryFn: () =>
      api<TLinearIssue[]>(`${base(accountId)}/search_issue?${new URLSearchParams({ q })}`, {
        contract: 'linearIssueList',
      }),
    enabled: q.trim() !== '',
    staleTime: 30_000,
    retry: false,
  });

/** Create, link and unlink: each refreshes the conversation's linked issues. */
export const useLinearMutations = (accountId: number, conversationId: number) => {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: linearKeys.linked(accountId, conversationId) });
  return {
    create: useMutation({
      mutationFn: (input: TCreateLinearIssueRequest) =>
        api<TLinearCreatedIssue>(`${base(accountId)}/create_issue`, {
          method: 'POST',
          body: input,
          contract: 'linearCreatedIssue',
        }),
      onSuccess,
    }),
    link: useMutation({
      mutationFn: (input: TLinkLinearIssueRequest) =>
        api<{ link_id: string }>(`${base(accountId)}/link_issue`, {
          method: 'POST',
          body: input,
          contract: 'linearLink',
        }),
      onSuccess,
    }),
    unlink: useMutation({
      mutationFn: (input: TUnlinkLinearIssueRequest) =>
        api<{ link_id: string }>(`${base(accountId)}/unlink_issue`, {
          method: 'POST',
          body: input,
          contract: 'linearUnlinked',
        }),
      onSuccess,
    }),
  };
};

/** Disconnect (administrators, the app page). */
export const disconnectLinear = (accountId: number) =>
  api<Record<string, never>>(base(accountId), { method: 'DELETE', contract: 'empty' });
