import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildApiInbox } from '../widget/widgetTestKit.ts';
import { helpers } from '../conversations/testHelpers.ts';

/** Chatwoot's behaviour for the message routes integrations rely on (issue 17 item 4). */
const t = setupTestApp();
const { call, events } = helpers(t);
type TMsg = { id: number; status: string; content: string; content_attributes: Record<string, unknown> };

/** A conversation in a new API inbox. */
const apiConversation = async (admin: Awaited<ReturnType<typeof buildAdmin>>) => {
  const inbox = await buildApiInbox(t, admin);
  const contact = await call<{ payload: { contact: { id: number } } }>(admin, 'POST', '/contacts', { name: 'Api' });
  const c = await call<{ id: number }>(admin, 'POST', '/conversations', {
    inbox_id: inbox.id,
    contact_id: contact.body.payload.contact.id,
  });
  return c.body.id;
};

describe('PATCH conversations/{id}/messages/{id}', () => {
  it('an API inbox updates status and external_error as Chatwoot allows, with message.updated', async () => {
    const admin = await buildAdmin(t);
    const id = await apiConversation(admin);
    const base = `/conversations/${id}/messages`;
    const msg = (await call<TMsg>(admin, 'POST', base, { content: 'Sent through the app' })).body;
    const failed = await call<TMsg>(admin, 'PATCH', `${base}/${msg.id}`, {
      status: 'failed',
      external_error: 'Number unreachable',
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ id: msg.id, status: 'failed' });
    expect(failed.body.content_attributes.external_error).toBe('Number unreachable');
    const updated = (await events(admin.accountId, 'message.updated')).at(-1);
    expect(updated?.data).toMatchObject({ id: msg.id, status: 'failed' });

    // external_error is kept only with failed.
    const read = await call<TMsg>(admin, 'PATCH', `${base}/${msg.id}`, { status: 'read', external_error: 'x' });
    expect(read.body.status).toBe('read');
    expect(read.body.content_attributes).not.toHaveProperty('external_error');
    // A read message is never reported back to delivered; an unknown status changes nothing.
    expect((await call<TMsg>(admin, 'PATCH', `${base}/${msg.id}`, { status: 'delivered' })).body.status).toBe('read');
    const unknown = await call<TMsg>(admin, 'PATCH', `${base}/${msg.id}`, { status: 'teleported' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.status).toBe('read');
  });

  it('is a 403 with Chatwoot error body for other inboxes', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin, { message: 'Hello' });
    const list = await call<{ payload: TMsg[] }>(admin, 'GET', `/conversations/${c.displayId}/messages`);
    const last = list.body.payload.at(-1);
    const res = await call<{ error: string }>(admin, 'PATCH', `/conversations/${c.displayId}/messages/${last?.id}`, {
      status: 'read',
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Message status update is only allowed for API inboxes');
  });
});

describe('content attributes', () => {
  it('echoes external_created_at and other supplied content_attributes; delete clears them all', async () => {
    const admin = await buildAdmin(t);
    const id = await apiConversation(admin);
    const base = `/conversations/${id}/messages`;
    const created = await call<TMsg>(admin, 'POST', base, {
      content: 'Imported reply',
      message_type: 'incoming',
      content_attributes: { external_created_at: 1700000000, origin: { system: 'crm', ref: 'A-1' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.content_attributes).toMatchObject({
      external_created_at: 1700000000,
      origin: { system: 'crm', ref: 'A-1' },
    });
    const listed = await call<{ payload: TMsg[] }>(admin, 'GET', base);
    expect(listed.body.payload.find((m) => m.id === created.body.id)?.content_attributes).toMatchObject({
      external_created_at: 1700000000,
    });

    const mail = await call<TMsg>(admin, 'POST', base, { content: 'Copying', cc_emails: 'boss@example.test' });
    expect(mail.body.content_attributes).toMatchObject({ cc_emails: ['boss@example.test'] });
    const deleted = await call<TMsg>(admin, 'DELETE', `${base}/${mail.body.id}`);
    expect(deleted.body).toMatchObject({ content: 'This message was deleted', content_attributes: { deleted: true } });
    expect(deleted.body.content_attributes).toEqual({ deleted: true });
    const { rows } = await t.database.pool.query<{ content_attributes: unknown }>(
      'SELECT content_attributes FROM messages WHERE id = $1',
      [mail.body.id],
    );
    expect(rows[0]?.content_attributes).toEqual({ deleted: true });
  });
});
