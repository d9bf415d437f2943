import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateAgentRequest, TUpdateAgentRequest } from '../../../common/contracts/agents.ts';
import { authKeys } from '../auth/index.ts';
import { agentKeys, createAgent, listAgents, removeAgent, resetAgentMfa, updateAgent } from './agentsApi.ts';

export const useAgents = (accountId: number) =>
  useQuery({ queryKey: agentKeys.list(accountId), queryFn: () => listAgents(accountId) });

/** Create, update, remove and reset two-factor sign-in; each refreshes the list when it lands. */
export const useAgentMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: agentKeys.all(accountId) });
  return {
    create: useMutation({ mutationFn: (input: TCreateAgentRequest) => createAgent(accountId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateAgentRequest }) => updateAgent(accountId, id, input),
      // The admin may have changed their own role or availability.
      onSuccess: () => Promise.all([onSuccess(), queryClient.invalidateQueries({ queryKey: authKeys.currentUser })]),
    }),
    remove: useMutation({ mutationFn: (id: number) => removeAgent(accountId, id), onSuccess }),
    resetMfa: useMutation({ mutationFn: (id: number) => resetAgentMfa(accountId, id), onSuccess }),
  };
};
