import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const { call, events } = helpers(t);
const msgs = (displayId: number) => `/conversations/${displayId}/messages`;

type TMsg = { id: number; content_attributes: Record<string, unknown> };

describe('reply to a message (content_attributes.in_reply_to)', () => {
  it('stores the quoted id and its channel id, and returns them everywhere', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const quoted = (
      await call<TMsg>(admin, 'POST', msgs(c.displayId), { content: 'Where is my order?', message_type: 'incoming' })
    ).body;
    await t.database.pool.query(`UPDATE messages SET source_id = 'wamid.42' WHERE id = $1`, [quoted.id]);
    const res = await call<TMsg>(admin, 'POST', msgs(c.displayId), {
      content: 'It ships today',
      content_attributes: { in_reply_to: String(quoted.id), in_reply_to_external_id: 'forged' },
    });
    expect(res.status).toBe(200);
    expect(res.body.content_attributes).toEqual({ in_reply_to: quoted.id, in_reply_to_external_id: 'wamid.42' });
    const listed = await call<{ payload: TMsg[] }>(admin, 'GET', msgs(c.displayId));
    expect(listed.body.payload.at(-1)?.content_attributes).toMatchObject({ in_reply_to: quoted.id });
    const created = (await events(admin.accountId, 'message.created')).find((e) => e.data.id === res.body.id);
    expect(created?.data.content_attributes).toMatchObject({ in_reply_to: quoted.id });
  });

  it('links an incoming reply quoted by external id only', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const ours = (await call<TMsg>(admin, 'POST', msgs(c.displayId), { content: 'Hello' })).body;
    await t.database.pool.query(`UPDATE messages SET source_id = 'ext-1' WHERE id = $1`, [ours.id]);
    const reply = await call<TMsg>(admin, 'POST', msgs(c.displayId), {
      content: 'Thanks',
      message_type: 'incoming',
      content_attributes: { in_reply_to_external_id: 'ext-1' },
    });
    expect(reply.body.content_attributes).toEqual({ in_reply_to: ours.id, in_reply_to_external_id: 'ext-1' });
    const unknown = await call<TMsg>(admin, 'POST', msgs(c.displayId), {
      content: 'Again',
      message_type: 'incoming',
      content_attributes: { in_reply_to_external_id: 'nowhere' },
    });
    expect(unknown.body.content_attributes).toEqual({ in_reply_to_external_id: 'nowhere' });
  });

  it('422 for a message of another conversation, an unknown id, an activity or a non-id', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const other = await buildConversation(t, admin);
    const foreign = (await call<TMsg>(admin, 'POST', msgs(other.displayId), { content: 'elsewhere' })).body;
    await call(admin, 'POST', `/conversations/${c.displayId}/toggle_priority`, { priority: 'high' });
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.account_id = $1 AND c.display_id = $2 AND m.message_type = 2 LIMIT 1`,
      [admin.accountId, c.displayId],
    );
    expect(rows).toHaveLength(1);
    const refs: unknown[] = [foreign.id, 999_999_999, 'abc', -1, ...rows.map((r) => r.id)];
    for (const ref of refs) {
      const res = await call<{ attributes: string[]; message: string }>(admin, 'POST', msgs(c.displayId), {
        content: 'reply',
        content_attributes: { in_reply_to: ref },
      });
      expect(res.status, String(ref)).toBe(422);
      expect(res.body.attributes).toEqual(['in_reply_to']);
    }
    const { rows: count } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.account_id = $1 AND c.display_id = $2 AND m.content = 'reply'`,
      [admin.accountId, c.displayId],
    );
    expect(count[0]?.n).toBe(0);
  });
});

describe('email recipients (cc_emails, bcc_emails, to_emails)', () => {
  it('stores the lists, dropping blanks and duplicates', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const res = await call<TMsg>(admin, 'POST', msgs(c.displayId), {
      content: 'By mail',
      cc_emails: 'a@x.test, ,A@x.test; b@x.test',
      bcc_emails: 'audit@x.test',
      to_emails: 'jane@x.test',
    });
    expect(res.status).toBe(200);
    expect(res.body.content_attributes).toEqual({
      cc_emails: ['a@x.test', 'b@x.test'],
      bcc_emails: ['audit@x.test'],
      to_emails: ['jane@x.test'],
    });
  });

  it('422 naming the field with an address that is not an email', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const res = await call<{ attributes: string[]; message: string }>(admin, 'POST', msgs(c.displayId), {
      content: 'By mail',
      bcc_emails: 'ok@x.test, not-an-email',
    });
    expect(res.status).toBe(422);
    expect(res.body.attributes).toEqual(['bcc_emails']);
    expect(res.body.message).toContain('not-an-email');
  });
});
