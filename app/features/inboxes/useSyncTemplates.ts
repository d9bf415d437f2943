import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxKeys, syncTemplates } from './inboxApi.ts';

/** Fetches the inbox's WhatsApp templates from its provider; the inbox list and detail are refetched after. */
export const useSyncTemplates = (accountId: number, inboxId: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => syncTemplates(accountId, inboxId),
    onSuccess: () => qc.invalidateQueries({ queryKey: inboxKeys.all(accountId) }),
  });
};
