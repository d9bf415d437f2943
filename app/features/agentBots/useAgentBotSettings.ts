import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../inboxes/index.ts';
import {
  agentBotKeys,
  createBot,
  deleteBot,
  deleteBotAvatar,
  listBots,
  resetBotToken,
  updateBot,
  type TAgentBotInput,
} from './agentBotsApi.ts';

export const useAgentBotList = (accountId: number) =>
  useQuery({ queryKey: agentBotKeys.list(accountId), queryFn: () => listBots(accountId) });

/** Every change refreshes this list and the inboxes' bot pickers. */
export const useAgentBotMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: agentBotKeys.all(accountId) }),
      queryClient.invalidateQueries({ queryKey: inboxKeys.all(accountId) }),
    ]);
  return {
    create: useMutation({ mutationFn: (input: TAgentBotInput) => createBot(accountId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TAgentBotInput }) => updateBot(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteBot(accountId, id), onSuccess }),
    resetToken: useMutation({ mutationFn: (id: number) => resetBotToken(accountId, id) }),
    removeAvatar: useMutation({ mutationFn: (id: number) => deleteBotAvatar(accountId, id), onSuccess }),
  };
};
