import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateWebhookRequest, TUpdateWebhookRequest } from '../../../common/contracts/webhooks.ts';
import {
  createWebhook,
  deleteWebhook,
  fetchDeliveries,
  fetchWebhooks,
  redeliver,
  sendTestEvent,
  updateWebhook,
  webhookKeys,
} from './webhookQueries.ts';

/** settings_integrations_webhook: the account's webhooks, load failures shown. */
export const useWebhooks = (accountId: number) =>
  useQuery({ queryKey: webhookKeys.list(accountId), queryFn: () => fetchWebhooks(accountId) });

export const useWebhookMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(accountId) });
  return {
    create: useMutation({ mutationFn: (input: TCreateWebhookRequest) => createWebhook(accountId, input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateWebhookRequest }) => updateWebhook(accountId, id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteWebhook(accountId, id), onSuccess }),
  };
};

/** One webhook's delivery log, refreshed every few seconds while open (deliveries land from the job queue). */
export const useDeliveries = (accountId: number, id: number) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: webhookKeys.deliveries(accountId, id),
    queryFn: () => fetchDeliveries(accountId, id),
    refetchInterval: 5_000,
  });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(accountId, id) });
  return {
    query,
    redeliver: useMutation({ mutationFn: (deliveryId: number) => redeliver(accountId, id, deliveryId), onSuccess }),
    test: useMutation({ mutationFn: () => sendTestEvent(accountId, id), onSuccess }),
  };
};
