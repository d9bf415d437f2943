import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateLabelRequest, TUpdateLabelRequest } from '../../../common/contracts/labels.ts';
import { createLabel, deleteLabel, fetchLabelsStrict, labelKeys, updateLabel } from './labelQueries.ts';

/** labels_list: the account's labels with load failures shown. */
export const useManagedLabels = (accountId: number) =>
  useQuery({ queryKey: labelKeys.manage(accountId), queryFn: () => fetchLabelsStrict(accountId) });

/** Create, update and remove; each refreshes every label list (the sidebar's too) when it lands. */
export const useLabelMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: labelKeys.all(accountId) });
  return {
    create: useMutation({ mutationFn: (input: TCreateLabelRequest) => createLabel(accountId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateLabelRequest }) => updateLabel(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteLabel(accountId, id), onSuccess }),
  };
};
