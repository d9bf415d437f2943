import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCampaignAudience } from '../../../common/contracts/campaignAudience.ts';
import {
  campaignKeys,
  createCampaign,
  deleteCampaign,
  fetchAudiencePreview,
  fetchCampaigns,
  updateCampaign,
  type TCampaignInput,
} from './campaignQueries.ts';

export const useCampaigns = (accountId: number) =>
  useQuery({ queryKey: campaignKeys.list(accountId), queryFn: () => fetchCampaigns(accountId) });

/** Create, update and remove; each refreshes the list when it lands. */
export const useCampaignMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: campaignKeys.list(accountId) });
  return {
    create: useMutation({ mutationFn: (input: TCampaignInput) => createCampaign(accountId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: Partial<TCampaignInput> }) =>
        updateCampaign(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteCampaign(accountId, id), onSuccess }),
  };
};

/** The audience's size before a one-off campaign is saved (nothing while the inbox or audience is unset). */
export const useAudiencePreview = (accountId: number, inboxId: number | null, audience: TCampaignAudience) =>
  useQuery({
    queryKey: campaignKeys.preview(accountId, inboxId ?? 0, audience),
    queryFn: () => fetchAudiencePreview(accountId, inboxId ?? 0, audience),
    enabled: inboxId !== null && audience.length > 0,
    retry: false,
    staleTime: 30_000,
  });
