import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { api } from '../../test/fakeProvider.ts';
import { createEmailInbox, rawEmail, RELAY_PASSWORD, relay } from './testing/emailFixtures.ts';

const t = setupTestApp({
  FRONTEND_URL: 'https://helpdesk.test',
  MAILER_INBOUND_EMAIL_DOMAIN: 'reply.helpdesk.test',
  RAILS_INBOUND_EMAIL_PASSWORD: RELAY_PASSWORD,
});

const conversationsOf = (accountId: number) =>
  t.database.db.select().from(conversations).where(eq(conversations.accountId, accountId)).orderBy(conversations.id);
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

const mail = (to: string, messageId: string, text: string, extra: Record<string, unknown> = {}) =>
  rawEmail({ from: 'bob@customer.test', to, subject: 'Refund', messageId, text, ...extra });

const merge = (admin: TMember, from: number, into: number) =>
  api(t, admin, 'POST', `/conversations/${from}/merge`, { target_conversation_id: into });

describe('replies to a merged thread', () => {
  it('land in the conversation it was merged into: by Message-ID and by reply+<uuid>@, even in another inbox', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    expect((await relay(t, await mail(inbox.email, '<m1@customer.test>', 'First thread'))).statusCode).toBe(204);
    const [source] = await conversationsOf(admin.accountId);
    // The same customer's conversation in another inbox (a website chat, opened by an agent).
    const web = await api<{ id: number }>(t, admin, 'POST', '/inboxes', {
      name: 'Web',
      channel: { type: 'web_widget', website_url: 'https://x.test' },
    });
    const target = await api<{ id: number }>(t, admin, 'POST', '/conversations', {
      inbox_id: web.id,
      contact_id: source!.contactId,
    });
    await merge(admin, source!.displayId, target.id);
    const [, targetRow] = await conversationsOf(admin.accountId);
    // A reply to the first thread's Message-ID.
    const reply = await mail(inbox.email, '<m2@customer.test>', 'Any news?', {
      inReplyTo: '<m1@customer.test>',
      references: ['<m1@customer.test>'],
    });
    expect((await relay(t, reply)).statusCode).toBe(204);
    // A reply to our mail's reply+<uuid>@ address, without threading headers.
    const byAddress = await mail(`reply+${source!.uuid}@reply.helpdesk.test`, '<m3@customer.test>', 'Hello?');
    expect((await relay(t, byAddress)).statusCode).toBe(204);
    expect(await conversationsOf(admin.accountId)).toHaveLength(2);
    expect(await contentsOf(targetRow!.id)).toEqual(['First thread', 'Any news?', 'Hello?']);
    expect(await contentsOf(source!.id)).toEqual([]);
    const [after] = await conversationsOf(admin.accountId);
    expect(after).toMatchObject({ status: 1, mergedIntoDisplayId: target.id });
  });

  it('a threaded reply joins the target; an unmerge leaves it there', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    await relay(t, await mail(inbox.email, '<p1@customer.test>', 'One'));
    await relay(t, await mail(inbox.email, '<p2@customer.test>', 'Two'));
    const [a, b] = await conversationsOf(admin.accountId);
    await merge(admin, a!.displayId, b!.displayId);
    await relay(
      t,
      await mail(inbox.email, '<p3@customer.test>', 'Three', {
        inReplyTo: '<p1@customer.test>',
        references: ['<p1@customer.test>'],
      }),
    );
    expect(await contentsOf(b!.id)).toEqual(['One', 'Two', 'Three']);
    // Unmerge puts back exactly what moved; the reply that arrived after the merge stays where it landed.
    await api(t, admin, 'POST', `/conversations/${a!.displayId}/unmerge`);
    expect(await contentsOf(a!.id)).toEqual(['One']);
    expect(await contentsOf(b!.id)).toEqual(['Two', 'Three']);
  });
});
