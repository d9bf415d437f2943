import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, inboxes, messages } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { api } from '../../test/fakeProvider.ts';
import { ingestIncoming } from './inbound.service.ts';

const t = setupTestApp();

const contentsOf = async (conversationId: number) =>
  (
    await t.database.db
      .select({ content: messages.content, type: messages.messageType })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(messages.createdAt, messages.id)
  )
    .filter((m) => m.type !== 2)
    .map((m) => m.content);

describe('a provider message from the contact of a merged conversation', () => {
  it('joins the conversation it was merged into, in another inbox too; a resolved target starts anew', async () => {
    const admin = await buildAdmin(t);
    const created = await api<{ id: number }>(t, admin, 'POST', '/inboxes', { name: 'SMS', channel: { type: 'api' } });
    const [inbox] = await t.database.db.select().from(inboxes).where(eq(inboxes.id, created.id));
    const sender = { senderId: '+15550001', contact: { name: 'Pat', phoneNumber: '+15550001' } };
    const first = await ingestIncoming(t.deps, {
      inbox: inbox!,
      ...sender,
      message: { sourceId: 'p1', content: 'One' },
    });
    if (!first.stored) throw new Error('not stored');
    const [source] = await t.database.db.select().from(conversations).where(eq(conversations.id, first.conversationId));
    const web = await api<{ id: number }>(t, admin, 'POST', '/inboxes', {
      name: 'Web',
      channel: { type: 'web_widget', website_url: 'https://x.test' },
    });
    const target = await api<{ id: number }>(t, admin, 'POST', '/conversations', {
      inbox_id: web.id,
      contact_id: source!.contactId,
    });
    await api(t, admin, 'POST', `/conversations/${source!.displayId}/merge`, { target_conversation_id: target.id });
    const next = await ingestIncoming(t.deps, {
      inbox: inbox!,
      ...sender,
      message: { sourceId: 'p2', content: 'Two' },
    });
    const [targetRow] = await t.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.displayId, target.id), eq(conversations.accountId, admin.accountId)));
    expect(next).toMatchObject({ stored: true, conversationId: targetRow!.id });
    expect(await contentsOf(targetRow!.id)).toEqual(['One', 'Two']);
    expect(await contentsOf(source!.id)).toEqual([]);
    // Once the target is resolved, the next message starts a new conversation (the inbox's usual rule).
    await api(t, admin, 'POST', `/conversations/${target.id}/toggle_status`, { status: 'resolved' });
    const later = await ingestIncoming(t.deps, {
      inbox: inbox!,
      ...sender,
      message: { sourceId: 'p3', content: 'Three' },
    });
    expect(later.stored && later.conversationId).not.toBe(targetRow!.id);
    expect(later.stored && later.conversationId).not.toBe(source!.id);
  });
});
