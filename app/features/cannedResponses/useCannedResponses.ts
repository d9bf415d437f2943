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
      mutationFn: ({ input, files }: { input: TCreateCannedResponseRequest; files: File[] }) =>
        createCannedResponse(accountId, input, files),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input, files }: { id: number; input: TUpdateCannedResponseRequest; files: File[] }) =>
        updateCannedResponse(accountId, id, input, files),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteCannedResponse(accountId, id), onSuccess }),
  };
};
