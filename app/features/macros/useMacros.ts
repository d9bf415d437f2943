import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateMacroRequest, TUpdateMacroRequest } from '../../../common/contracts/automation.ts';
import {
  createMacro,
  deleteMacro,
  executeMacro,
  getMacro,
  listMacros,
  macroKeys,
  updateMacro,
} from './macroQueries.ts';

export const useMacros = (accountId: number) =>
  useQuery({ queryKey: macroKeys.list(accountId), queryFn: () => listMacros(accountId), staleTime: 30_000 });

export const useMacro = (accountId: number, id: number | null) =>
  useQuery({
    queryKey: macroKeys.detail(accountId, id ?? 0),
    queryFn: () => getMacro(accountId, id ?? 0),
    enabled: id !== null,
  });

export const useMacroMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: macroKeys.all(accountId) });
  return {
    create: useMutation({ mutationFn: (input: TCreateMacroRequest) => createMacro(accountId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateMacroRequest }) => updateMacro(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteMacro(accountId, id), onSuccess }),
  };
};

/** Runs a macro; the conversations' changes arrive by realtime events like any other change. */
export const useExecuteMacro = (accountId: number) =>
  useMutation({
    mutationFn: ({ id, conversationIds }: { id: number; conversationIds: number[] }) =>
      executeMacro(accountId, id, conversationIds),
  });
