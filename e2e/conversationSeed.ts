import type { APIRequestContext } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { apiAs } from './seed.ts';

/** An API inbox with the admin as member, a label, a contact and a conversation with `count` incoming messages. */
export const seedConversation = async (
  request: APIRequestContext,
  headers: TAuthHeaders,
  accountId: number,
  userId: number,
  opts: { contactName: string; count: number; inbox?: { id: number } },
) => {
  const api = apiAs(request, headers);
  const base = `/api/v1/accounts/${accountId}`;
  const inbox =
    opts.inbox ??
    (await api.post<{ id: number }>(`${base}/inboxes`, { name: 'Support API', channel: { type: 'api' } }));
  if (!opts.inbox) await api.post(`${base}/inbox_members`, { inbox_id: inbox.id, user_ids: [userId] });
  const slug = opts.contactName.toLowerCase().replace(/\W+/g, '.');
  const created = await api.post<{ payload: { contact: { id: number } } }>(`${base}/contacts`, {
    name: opts.contactName,
    email: `${slug}.${Date.now()}@example.test`,
    inbox_id: inbox.id,
  });
  const conv = await api.post<{ id: number }>(`${base}/conversations`, {
    inbox_id: inbox.id,
    contact_id: created.payload.contact.id,
  });
  for (let i = 1; i <= opts.count; i += 1) {
    await api.post(`${base}/conversations/${conv.id}/messages`, {
      content: `Message ${i} from ${opts.contactName}`,
      message_type: 'incoming',
    });
  }
  return { inboxId: inbox.id, conversationId: conv.id, contactId: created.payload.contact.id };
};
