import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';
import type { TScheduledMessage } from '../../../common/contracts/scheduledMessages.ts';
import { sendDueMessages } from './scheduledSend.ts';

const t = setupTestApp({ E2E_SCHEDULED_SEND_ROUTE: 'true' });
const h = helpers(t);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const path = (displayId: number, id?: number) =>
  `/conversations/${displayId}/scheduled_messages${id === undefined ? '' : `/${id}`}`;

const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const colleague = await buildMember(t, { accountId: admin.accountId });
  const outsider = await buildMember(t, { accountId: admin.accountId });
  const convo = await buildConversation(t, admin, { message: 'Hello', members: [agent, colleague] });
  return { admin, agent, colleague, outsider, ...convo };
};

const schedule = async (who: TMember, displayId: number, body: Record<string, unknown>) =>
  h.call<TScheduledMessage & { attributes?: string[] }>(who, 'POST', path(displayId), body);

/** Makes every scheduled message of the account due now. */
const makeDue = (accountId: number) =>
  t.database.pool.query(
    `UPDATE scheduled_messages SET scheduled_at = now() - interval '1 second' WHERE account_id = $1`,
    [accountId],
  );

const messagesOf = async (who: TMember, displayId: number) =>
  (
    await h.call<{
      payload: {
        id: number;
        content: string;
        private: boolean;
        sender: { id: number } | null;
        attachments?: { file_type: string }[];
      }[];
    }>(who, 'GET', `/conversations/${displayId}/messages`)
  ).body.payload;

describe('scheduled messages API', () => {
  it('schedules (ISO or unix seconds), lists, edits and cancels; checks time and content', async () => {
    const { agent, displayId } = await setup();
    const made = await schedule(agent, displayId, { content: 'Follow-up', scheduled_at: inAnHour() });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      content: 'Follow-up',
      private: false,
      status: 'scheduled',
      conversation_id: displayId,
    });
    expect(made.body.author?.id).toBe(agent.user.id);
    const unix = Math.floor(Date.now() / 1000) + 7200;
    const note = await schedule(agent, displayId, { content: 'Note', private: true, scheduled_at: unix });
    expect(note.body).toMatchObject({ private: true, scheduled_at: unix });

    const past = await schedule(agent, displayId, {
      content: 'x',
      scheduled_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect([past.status, past.body.attributes]).toEqual([422, ['scheduled_at']]);
    const far = await schedule(agent, displayId, { content: 'x', scheduled_at: unix + 400 * 86400 });
    expect([far.status, far.body.attributes]).toEqual([422, ['scheduled_at']]);
    const empty = await schedule(agent, displayId, { content: '  ', scheduled_at: inAnHour() });
    expect([empty.status, empty.body.attributes]).toEqual([422, ['content']]);
    const garbage = await schedule(agent, displayId, { content: 'x', scheduled_at: 'soon' });
    expect(garbage.status).toBe(422);

    const list = await h.call<{ payload: TScheduledMessage[] }>(agent, 'GET', path(displayId));
    expect(list.body.payload.map((m) => m.content)).toEqual(['Follow-up', 'Note']);

    const edited = await h.call<TScheduledMessage>(agent, 'PATCH', path(displayId, made.body.id), {
      content: 'Edited',
    });
    expect(edited.body).toMatchObject({ content: 'Edited', status: 'scheduled' });
    const cancelled = await h.call<TScheduledMessage>(agent, 'DELETE', path(displayId, note.body.id));
    expect(cancelled.body.status).toBe('cancelled');
    expect((await h.call(agent, 'PATCH', path(displayId, note.body.id), { content: 'x' })).status).toBe(422);
    const after = await h.call<{ payload: TScheduledMessage[] }>(agent, 'GET', path(displayId));
    expect(after.body.payload.map((m) => m.content)).toEqual(['Edited']);
    const events = await h.events(agent.accountId, 'scheduled_message.created');
    expect(events).toHaveLength(2);
    // Agents only: a visitor never hears of a scheduled message, even a reply.
    expect(events[0]!.audience).toMatchObject({ kind: 'conversation', private: true });
    expect(await h.events(agent.accountId, 'scheduled_message.deleted')).toHaveLength(1);
  });

  it('takes files as form data, like the messages API', async () => {
    const { agent, displayId } = await setup();
    const boundary = `----q${Math.random().toString(16).slice(2)}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="scheduled_at"\r\n\r\n${inAnHour()}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${agent.accountId}${path(displayId)}`,
      headers: { ...agent.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<TScheduledMessage>();
    expect(body.attachments).toEqual([
      expect.objectContaining({
        file_type: 'image',
        file_name: 'a.png',
        file_url: expect.stringMatching(/^\/uploads\/attachments\//),
      }),
    ]);
    await makeDue(agent.accountId);
    expect(await sendDueMessages(t.deps)).toBe(1);
    const sent = (await messagesOf(agent, displayId)).at(-1);
    expect(sent?.attachments?.map((a) => a.file_type)).toEqual(['image']);
  });

  it('keeps tenants apart: another account, an agent outside the inbox, no token; others edit only as administrators', async () => {
    const { admin, agent, colleague, outsider, displayId } = await setup();
    const made = await schedule(agent, displayId, { content: 'Mine', scheduled_at: inAnHour() });
    const stranger = await buildAdmin(t);
    const asStranger = { ...stranger, accountId: admin.accountId };
    expect((await h.call(asStranger, 'GET', path(displayId))).status).toBe(404);
    expect((await schedule(asStranger, displayId, { content: 'x', scheduled_at: inAnHour() })).status).toBe(404);
    expect((await h.call(asStranger, 'DELETE', path(displayId, made.body.id))).status).toBe(404);
    expect((await h.call(outsider, 'GET', path(displayId))).status).toBe(401);
    expect((await schedule(outsider, displayId, { content: 'x', scheduled_at: inAnHour() })).status).toBe(401);
    expect((await h.call(outsider, 'PATCH', path(displayId, made.body.id), { content: 'x' })).status).toBe(401);
    const url = `/api/v1/accounts/${admin.accountId}${path(displayId)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { content: 'x', scheduled_at: inAnHour() } })).statusCode,
    ).toBe(401);
    // A colleague in the inbox sees it but may not change it; an administrator may.
    expect((await h.call<{ payload: unknown[] }>(colleague, 'GET', path(displayId))).body.payload).toHaveLength(1);
    expect((await h.call(colleague, 'PATCH', path(displayId, made.body.id), { content: 'x' })).status).toBe(401);
    expect((await h.call(colleague, 'DELETE', path(displayId, made.body.id))).status).toBe(401);
    const byAdmin = await h.call<TScheduledMessage>(admin, 'PATCH', path(displayId, made.body.id), {
      content: 'Fixed',
    });
    expect(byAdmin.body.content).toBe('Fixed');
    // Another conversation's id is not found through this one.
    const other = await buildConversation(t, admin, { members: [agent] });
    expect((await h.call(agent, 'PATCH', path(other.displayId, made.body.id), { content: 'x' })).status).toBe(404);
  });
});

describe('sending due scheduled messages', () => {
  it('sends each once through recordMessage with the author as sender, even with two runs at once', async () => {
    const { agent, displayId } = await setup();
    const reply = await schedule(agent, displayId, { content: 'Later reply', scheduled_at: inAnHour() });
    await schedule(agent, displayId, { content: 'Later note', private: true, scheduled_at: inAnHour() });
    expect(await sendDueMessages(t.deps)).toBe(0);
    await makeDue(agent.accountId);
    const [a, b] = await Promise.all([sendDueMessages(t.deps), sendDueMessages(t.deps)]);
    expect(a + b).toBe(2);
    expect(await sendDueMessages(t.deps)).toBe(0);
    const msgs = (await messagesOf(agent, displayId)).filter((m) => m.content.startsWith('Later'));
    // Two runs at once send in either order.
    const sorted = [...msgs].sort((x, y) => x.content.localeCompare(y.content));
    expect(sorted.map((m) => [m.content, m.private, m.sender?.id])).toEqual([
      ['Later note', true, agent.user.id],
      ['Later reply', false, agent.user.id],
    ]);
    expect(await h.events(agent.accountId, 'scheduled_message.sent')).toHaveLength(2);
    const created = await h.events(agent.accountId, 'message.created');
    expect(created.filter((e) => String(e.data.content).startsWith('Later'))).toHaveLength(2);
    // Sent: no longer listed, no longer editable or cancellable.
    expect((await h.call<{ payload: unknown[] }>(agent, 'GET', path(displayId))).body.payload).toEqual([]);
    const late = await h.call<{ attributes: string[] }>(agent, 'PATCH', path(displayId, reply.body.id), {
      content: 'x',
    });
    expect([late.status, late.body.attributes]).toEqual([422, ['status']]);
    expect((await h.call(agent, 'DELETE', path(displayId, reply.body.id))).status).toBe(422);
    const { rows } = await t.database.pool.query<{ status: number; message_id: number | null }>(
      'SELECT status, message_id FROM scheduled_messages WHERE id = $1',
      [reply.body.id],
    );
    expect(rows[0]?.status).toBe(1);
    expect(rows[0]?.message_id).toBe(sorted[1]?.id);
  });

  it('fails (once, with the reason) a message whose author left the inbox', async () => {
    const { admin, agent, displayId } = await setup();
    const made = await schedule(agent, displayId, { content: 'Orphan', scheduled_at: inAnHour() });
    const { rows: conv } = await t.database.pool.query<{ inbox_id: number }>(
      'SELECT inbox_id FROM conversations WHERE account_id = $1 AND display_id = $2',
      [admin.accountId, displayId],
    );
    await t.database.pool.query('DELETE FROM inbox_members WHERE inbox_id = $1 AND user_id = $2', [
      conv[0]!.inbox_id,
      agent.user.id,
    ]);
    await makeDue(admin.accountId);
    expect(await sendDueMessages(t.deps)).toBe(0);
    const list = await h.call<{ payload: TScheduledMessage[] }>(admin, 'GET', path(displayId));
    expect(list.body.payload).toEqual([
      expect.objectContaining({ id: made.body.id, status: 'failed', error: expect.any(String) }),
    ]);
    expect((await messagesOf(admin, displayId)).some((m) => m.content === 'Orphan')).toBe(false);
  });

  it('the E2E route sends due ones now, for administrators only', async () => {
    const { admin, agent, displayId } = await setup();
    await schedule(agent, displayId, { content: 'Soon', scheduled_at: inAnHour() });
    await makeDue(admin.accountId);
    expect((await h.call(agent, 'POST', '/e2e/scheduled_messages_send')).status).toBe(401);
    expect((await h.call(admin, 'POST', '/e2e/scheduled_messages_send')).body).toEqual({ sent: 1 });
  });

  it("the E2E route's clock: as_of sends what is due by then, not later ones", async () => {
    const { admin, displayId } = await setup();
    const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
    await schedule(admin, displayId, { content: 'In two minutes', scheduled_at: inMinutes(2) });
    await schedule(admin, displayId, { content: 'In an hour', scheduled_at: inAnHour() });
    const send = (body?: object) => h.call(admin, 'POST', '/e2e/scheduled_messages_send', body);
    expect((await send()).body).toEqual({ sent: 0 });
    expect((await send({ as_of: inMinutes(3) })).body).toEqual({ sent: 1 });
    expect((await send({ as_of: inMinutes(3) })).body).toEqual({ sent: 0 });
    expect((await send({ as_of: 'next week' })).status).toBe(422);
    const sent = (await messagesOf(admin, displayId)).map((m) => m.content);
    expect(sent).toContain('In two minutes');
    expect(sent).not.toContain('In an hour');
  });
});

describe('resolving a conversation', () => {
  it('cancels its scheduled messages, unless the account keeps them', async () => {
    const { admin, agent, displayId } = await setup();
    await schedule(agent, displayId, { content: 'Pending', scheduled_at: inAnHour() });
    await h.call(agent, 'POST', `/conversations/${displayId}/toggle_status`, { status: 'resolved' });
    expect((await h.call<{ payload: unknown[] }>(agent, 'GET', path(displayId))).body.payload).toEqual([]);
    const deleted = await h.events(admin.accountId, 'scheduled_message.deleted');
    expect(deleted.map((e) => e.data.status)).toEqual(['cancelled']);

    const kept = await h.call<{ settings: { keep_scheduled_messages_on_resolve: boolean } }>(admin, 'PATCH', '', {
      keep_scheduled_messages_on_resolve: true,
    });
    expect(kept.body.settings.keep_scheduled_messages_on_resolve).toBe(true);
    await h.call(agent, 'POST', `/conversations/${displayId}/toggle_status`, { status: 'open' });
    await schedule(agent, displayId, { content: 'Stays', scheduled_at: inAnHour() });
    await h.call(agent, 'POST', `/conversations/${displayId}/toggle_status`, { status: 'resolved' });
    const list = await h.call<{ payload: TScheduledMessage[] }>(agent, 'GET', path(displayId));
    expect(list.body.payload.map((m) => [m.content, m.status])).toEqual([['Stays', 'scheduled']]);
    await makeDue(admin.accountId);
    expect(await sendDueMessages(t.deps)).toBe(1);
  });
});
