import type { TSetAgentCapacitiesRequest } from '../../../common/contracts/autoAssignment.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateInboxRequest } from '../../../common/contracts/inboxes.ts';
import {
  getInbox,
  getInboxBot,
  inboxKeys,
  listAgentBots,
  listAgentCapacities,
  setAgentCapacities,
  listInboxMembers,
  setInboxBot,
  setInboxMembers,
  updateInbox,
} from './inboxApi.ts';

export const useInbox = (accountId: number, id: number) =>
  useQuery({ queryKey: inboxKeys.detail(accountId, id), queryFn: () => getInbox(accountId, id) });

export const useInboxMembers = (accountId: number, id: number) =>
  useQuery({ queryKey: inboxKeys.members(accountId, id), queryFn: () => listInboxMembers(accountId, id) });

export const useInboxBot = (accountId: number, id: number) =>
  useQuery({ queryKey: inboxKeys.bot(accountId, id), queryFn: () => getInboxBot(accountId, id) });

export const useAgentBots = (accountId: number) =>
  useQuery({ queryKey: inboxKeys.bots(accountId), queryFn: () => listAgentBots(accountId) });

/** Saves inbox settings; the detail is replaced by the answer and the list refreshed. */
export const useUpdateInbox = (accountId: number, id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateInboxRequest | FormData) => updateInbox(accountId, id, input),
    onSuccess: async (inbox) => {
      queryClient.setQueryData(inboxKeys.detail(accountId, id), inbox);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.list(accountId) });
    },
  });
};

export const useSetInboxMembers = (accountId: number, id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => setInboxMembers(accountId, id, userIds),
    onSuccess: (res) => queryClient.setQueryData(inboxKeys.members(accountId, id), res.payload),
  });
};

export const useSetInboxBot = (accountId: number, id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (botId: number | null) => setInboxBot(accountId, id, botId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.bot(accountId, id) }),
  });
};

export const useAgentCapacities = (accountId: number, id: number) =>
  useQuery({ queryKey: inboxKeys.capacities(accountId, id), queryFn: () => listAgentCapacities(accountId, id) });

export const useSetAgentCapacities = (accountId: number, id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSetAgentCapacitiesRequest) => setAgentCapacities(accountId, id, input),
    onSuccess: (rows) => queryClient.setQueryData(inboxKeys.capacities(accountId, id), rows),
  });
};
