import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from './testHelpers.ts';

/**
 * The list card's preview (last_non_activity_message) is the last message a person wrote: not the
 * widget's "Get notified by email" prompt, a bot's reply, a private note or an activity line. The
 * list, the filter and the conversation itself agree; `messages` keeps Chatwoot's last message.
 */
const t = setupTestApp();
const { call } = helpers(t);
type TMsg = { content: string | null; message_type: number; private: boolean };
type TConv = { id: number; last_non_activity_message: TMsg | null; messages: TMsg[] };

/** A message written straight into the thread, as the widget's prompt or an agent bot writes it. */
const insertMessage = (accountId: number, displayId: number, content: string, type: number, extra = {}) => {
  const { contentType = 0, senderType = null } = extra as { contentType?: number; senderType?: string | null };
  return t.database.pool.query(
    `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content_type, content, sender_type)
     SELECT account_id, inbox_id, id, $3, $4, $5, $6 FROM conversations WHERE account_id = $1 AND display_id = $2`,
    [accountId, displayId, type, contentType, content, senderType],
  );
};

describe('conversation preview', () => {
  it("skips the bot prompt, a bot's reply, private notes and activity; list, filter and show agree", async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const path = `/conversations/${c.displayId}`;
    await call(admin, 'POST', `${path}/messages`, { content: 'My parcel never arrived', message_type: 'incoming' });
    await insertMessage(admin.accountId, c.displayId, 'Get notified by email', 3, { contentType: 3 });
    const previewOf = async () => {
      const list = await call<{ data: { payload: TConv[] } }>(admin, 'GET', '/conversations?status=open');
      const filtered = await call<{ payload: TConv[] }>(admin, 'POST', '/conversations/filter', {
        payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }],
      });
      const shown = await call<TConv>(admin, 'GET', path);
      const fromList = list.body.data.payload.find((x) => x.id === c.displayId);
      const fromFilter = filtered.body.payload.find((x) => x.id === c.displayId);
      expect(fromFilter?.last_non_activity_message?.content).toBe(fromList?.last_non_activity_message?.content);
      expect(shown.body.last_non_activity_message?.content).toBe(fromList?.last_non_activity_message?.content);
      return { preview: fromList?.last_non_activity_message?.content, last: fromList?.messages[0]?.content };
    };
    // The prompt is the last message; the preview is still the visitor's.
    expect(await previewOf()).toEqual({ preview: 'My parcel never arrived', last: 'Get notified by email' });

    await call(admin, 'POST', `${path}/messages`, { content: 'Checking with the courier', private: true });
    await insertMessage(admin.accountId, c.displayId, 'A bot answer', 1, { senderType: 'AgentBot' });
    await call(admin, 'POST', `${path}/toggle_priority`, { priority: 'high' });
    await call(admin, 'POST', `${path}/toggle_status`, { status: 'pending' });
    await call(admin, 'POST', `${path}/toggle_status`, { status: 'open' });
    expect((await previewOf()).preview).toBe('My parcel never arrived');

    // An agent's public reply is what a person wrote last.
    await call(admin, 'POST', `${path}/messages`, { content: 'It is on its way' });
    expect((await previewOf()).preview).toBe('It is on its way');
  });

  it('is null while nobody has written (only a greeting)', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    await insertMessage(admin.accountId, c.displayId, 'Hi! How can we help?', 3);
    const shown = await call<TConv>(admin, 'GET', `/conversations/${c.displayId}`);
    expect(shown.body.last_non_activity_message).toBeNull();
    expect(shown.body.messages.map((m) => m.content)).toEqual(['Hi! How can we help?']);
  });
});
