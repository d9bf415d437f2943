import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateAutomationRuleRequest,
  TUpdateAutomationRuleRequest,
} from '../../../common/contracts/automation.ts';
import { automationKeys, cloneRule, createRule, deleteRule, listRules, updateRule } from './automationQueries.ts';

export const useAutomationRules = (accountId: number) =>
  useQuery({ queryKey: automationKeys.list(accountId), queryFn: () => listRules(accountId) });

/** Create, update, clone and remove; each refreshes the list when it lands. */
export const useAutomationMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: automationKeys.all(accountId) });
  return {
    create: useMutation({
      mutationFn: (input: TCreateAutomationRuleRequest) => createRule(accountId, input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateAutomationRuleRequest }) =>
        updateRule(accountId, id, input),
      onSuccess,
    }),
    clone: useMutation({ mutationFn: (id: number) => cloneRule(accountId, id), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteRule(accountId, id), onSuccess }),
  };
};
