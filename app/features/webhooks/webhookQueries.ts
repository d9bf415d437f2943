import type {
  TCreateWebhookRequest,
  TUpdateWebhookRequest,
  TWebhook,
  TWebhookDelivery,
} from '../../../common/contracts/webhooks.ts';
import { api } from '../../lib/api.ts';

export const webhookKeys = {
  all: (accountId: number) => ['accounts', accountId, 'webhooks'] as const,
  list: (accountId: number) => [...webhookKeys.all(accountId), 'list'] as const,
  deliveries: (accountId: number, id: number) => [...webhookKeys.all(accountId), 'deliveries', id] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/webhooks`;

export const fetchWebhooks = async (accountId: number) =>
  (await api<{ payload: { webhooks: TWebhook[] } }>(base(accountId), { contract: 'webhookList' })).payload.webhooks;

export const createWebhook = async (accountId: number, input: TCreateWebhookRequest) =>
  (
    await api<{ payload: { webhook: TWebhook & { secret: string } } }>(base(accountId), {
      method: 'POST',
      body: input,
      contract: 'webhookCreated',
    })
  ).payload.webhook;

export const updateWebhook = async (accountId: number, id: number, input: TUpdateWebhookRequest) =>
  (
    await api<{ payload: { webhook: TWebhook } }>(`${base(accountId)}/${id}`, {
      method: 'PATCH',
      body: input,
      contract: 'webhookItem',
    })
  ).payload.webhook;

export const deleteWebhook = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

export const fetchDeliveries = async (accountId: number, id: number) =>
  (
    await api<{ payload: TWebhookDelivery[] }>(`${base(accountId)}/${id}/deliveries`, {
      contract: 'webhookDeliveryList',
    })
  ).payload;

export const redeliver = async (accountId: number, id: number, deliveryId: number) =>
  (
    await api<{ payload: TWebhookDelivery }>(`${base(accountId)}/${id}/deliveries/${deliveryId}/redeliver`, {
      method: 'POST',
      contract: 'webhookDeliveryItem',
    })
  ).payload;

export const sendTestEvent = async (accountId: number, id: number) =>
  (
    await api<{ payload: TWebhookDelivery }>(`${base(accountId)}/${id}/test`, {
      method: 'POST',
      contract: 'webhookDeliveryItem',
    })
  ).payload;
