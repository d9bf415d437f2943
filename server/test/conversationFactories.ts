import type { TTestContext } from './harness.ts';
import { buildAdmin, type TMember } from './factories.ts';

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

/**
 * An account whose rows hold values of every kind a mapping can get wrong: a conversation with labels
 * (an array), custom attributes (jsonb), a timestamp with microseconds and a message; for the tests
 * that compare raw or JSON rows with drizzle's own select.
 */
export const buildVariedRows = async (t: TTestContext) => {
  const admin = await buildAdmin(t);
  const { displayId } = await buildConversation(t, admin, { message: 'Hello there' });
  await t.database.pool.query(
    `UPDATE conversations SET labels = '{billing,vip}', custom_attributes = '{"plan":"pro","seats":3}',
       agent_last_seen_at = now() - interval '1.234567 seconds' WHERE account_id = $1 AND display_id = $2`,
    [admin.accountId, displayId],
  );
  return { admin, displayId };
};
