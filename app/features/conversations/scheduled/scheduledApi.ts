import type { TScheduledMessage } from '../../../../common/contracts/scheduledMessages.ts';
import { api } from '../../../lib/api.ts';

export type { TScheduledMessage };

const base = (accountId: number, displayId: number) =>
  `/api/v1/accounts/${accountId}/conversations/${displayId}/scheduled_messages`;

export const scheduledKeys = {
  list: (accountId: number, displayId: number) =>
    ['accounts', accountId, 'conversations', displayId, 'scheduledMessages'] as const,
};

export const listScheduled = async (accountId: number, displayId: number) =>
  (await api<{ payload: TScheduledMessage[] }>(base(accountId, displayId), { contract: 'scheduledMessageList' }))
    .payload;

export interface TScheduleInput {
  content: string;
  private: boolean;
  /** Unix seconds. */
  scheduledAt: number;
  files: File[];
}

/** Schedules a draft: form data with its files, as the reply box sends a message. */
export const createScheduled = (accountId: number, displayId: number, input: TScheduleInput) => {
  const form = new FormData();
  form.append('content', input.content);
  form.append('private', String(input.private));
  form.append('scheduled_at', String(input.scheduledAt));
  for (const f of input.files) form.append('attachments[]', f, f.name);
  return api<TScheduledMessage>(base(accountId, displayId), {
    method: 'POST',
    body: form,
    contract: 'scheduledMessage',
  });
};

export const updateScheduled = (
  accountId: number,
  displayId: number,
  id: number,
  patch: { content?: string; scheduled_at?: number },
) =>
  api<TScheduledMessage>(`${base(accountId, displayId)}/${id}`, {
    method: 'PATCH',
    body: patch,
    contract: 'scheduledMessage',
  });

export const cancelScheduled = (accountId: number, displayId: number, id: number) =>
  api<TScheduledMessage>(`${base(accountId, displayId)}/${id}`, { method: 'DELETE', contract: 'scheduledMessage' });
