import type { TTestContext } from './harness.ts';
import type { TMember } from './factories.ts';

/** An inbox (website) with the given members, a contact, and a conversation in it — through the public API. */
export const buildConversation = async (
  t: TTestContext,
  admin: TMember,
  opts: { members?: TMember[]; assigneeId?: number | null; message?: string } = {},
) => {
  const inj = async <T>(method: 'POST' | 'GET', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/accounts/${admin.accountId}${url}`,
      headers: admin.headers,
      payload: payload as never,
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const inbox = await inj<{ id: number }>('POST', '/inboxes', {
    name: 'Web',
    channel: { type: 'web_widget', website_url: 'https://x.test' },
  });
  if (opts.members?.length)
    await inj('POST', '/inbox_members', { inbox_id: inbox.id, user_ids: opts.members.map((m) => m.user.id) });
  const contact = (await inj<{ payload: { contact: { id: number } } }>('POST', '/contacts', { name: 'Customer' }))
    .payload.contact;
  const conversation = await inj<{ id: number }>('POST', '/conversations', {
    inbox_id: inbox.id,
    contact_id: contact.id,
    assignee_id: opts.assigneeId ?? null,
    ...(opts.message && { message: { content: opts.message } }),
  });
  return { inboxId: inbox.id, contactId: contact.id, displayId: conversation.id };
};
