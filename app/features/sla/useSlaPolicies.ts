import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateSlaPolicyRequest, TUpdateSlaPolicyRequest } from '../../../common/contracts/sla.ts';
import { createSlaPolicy, deleteSlaPolicy, fetchSlaPolicies, slaKeys, updateSlaPolicy } from './slaQueries.ts';

/** The account's SLA policies (settings, the conversation's SLA control, the rule builder, the report). */
export const useSlaPolicies = (accountId: number, enabled = true) =>
  useQuery({ queryKey: slaKeys.policies(accountId), queryFn: () => fetchSlaPolicies(accountId), enabled });

/** Create, update and remove; each refreshes the policy list. */
export const useSlaPolicyMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: slaKeys.policies(accountId) });
  return {
    create: useMutation({
      mutationFn: (input: TCreateSlaPolicyRequest) => createSlaPolicy(accountId, input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateSlaPolicyRequest }) =>
        updateSlaPolicy(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteSlaPolicy(accountId, id), onSuccess }),
  };
};
