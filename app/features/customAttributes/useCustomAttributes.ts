import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateCustomAttributeRequest,
  TUpdateCustomAttributeRequest,
} from '../../../common/contracts/customAttributes.ts';
import {
  createCustomAttribute,
  customAttributeKeys,
  deleteCustomAttribute,
  listCustomAttributes,
  updateCustomAttribute,
} from './customAttributesApi.ts';

export const useCustomAttributes = (accountId: number) =>
  useQuery({
    queryKey: customAttributeKeys.list(accountId),
    queryFn: () => listCustomAttributes(accountId),
    staleTime: 60_000,
  });

export const useCustomAttributeMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: customAttributeKeys.all(accountId) });
  return {
    create: useMutation({
      mutationFn: (input: TCreateCustomAttributeRequest) => createCustomAttribute(accountId, input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateCustomAttributeRequest }) =>
        updateCustomAttribute(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteCustomAttribute(accountId, id), onSuccess }),
  };
};
