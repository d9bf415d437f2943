import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateCannedResponseRequest,
  TUpdateCannedResponseRequest,
} from '../../../common/contracts/cannedResponses.ts';
import {
  cannedResponseKeys,
  createCannedResponse,
  deleteCannedResponse,
  listCannedResponses,
  updateCannedResponse,
} from './cannedResponseQueries.ts';

export const useCannedResponses = (accountId: number, search: string) =>
  useQuery({
    queryKey: cannedResponseKeys.list(accountId, search),
    queryFn: () => listCannedResponses(accountId, search),
    placeholderData: keepPreviousData,
  });

/** Create, update and remove; each refreshes every canned-response list when it lands. */
export const useCannedResponseMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: cannedResponseKeys.all(accountId) });
  return {
    create: useMutation({
      mutationFn: (input: TCreateCannedResponseRequest) => createCannedResponse(accountId, input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateCannedResponseRequest }) =>
        updateCannedResponse(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteCannedResponse(accountId, id), onSuccess }),
  };
};
