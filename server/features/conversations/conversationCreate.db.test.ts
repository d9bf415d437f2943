import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { registerOutbound } from '../channels/outbound.ts';
import { helpers } from './testHelpers.ts';

const t = setupTestApp();
const { call } = helpers(t);

// The website channel's sender fails while this is set (a failure inside the message's transaction).
let senderFails = false;
registerOutbound('Channel::WebWidget', () =>
  senderFails ? Promise.reject(new Error('channel down')) : Promise.resolve(),
);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body like the New conversation dialog's form post, with one attachment. */
const formPost = (who: TMember, fields: Record<string, string>) => {
  const b = `----create${Math.random().toString(16).slice(2)}`;
  const part = (head: string) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; ${head}\r\n`);
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.concat([part(`name="${k}"\r\n`), Buffer.from(`${v}\r\n`)])),
    part('name="message[attachments][]"; filename="a.png"\r\nContent-Type: image/png\r\n'),
    PNG,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${who.accountId}/conversations`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${b}` },
    payload,
  });
};

/** What the account holds: conversations, messages, attachments, contact inboxes and its event log (names, in write order). */
const snapshot = async (accountId: number) => {
  const q = async (sql: string) => (await t.database.pool.query<{ n: number }>(sql, [accountId])).rows[0]?.n;
  const events = await t.database.pool.query<{ name: string }>(
    'SELECT name FROM events WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  return {
    conversations: await q('SELECT count(*)::int AS n FROM conversations WHERE account_id = $1'),
    messages: await q('SELECT count(*)::int AS n FROM messages WHERE account_id = $1'),
    attachments: await q('SELECT count(*)::int AS n FROM attachments WHERE account_id = $1'),
    contactInboxes: await q(
      'SELECT count(*)::int AS n FROM contact_inboxes ci JOIN inboxes i ON i.id = ci.inbox_id WHERE i.account_id = $1',
    ),
    events: events.rows.map((r) => r.name),
  };
};

describe('creating a conversation with its first message (one transaction)', () => {
  it('leaves no conversation, message or event when the message fails (JSON, template and form posts)', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const before = await snapshot(admin.accountId);
    senderFails = true;
    try {
      const json = await call(admin, 'POST', '/conversations', {
        inbox_id: c.inboxId,
        contact_id: c.contactId,
        source_id: 'fresh-source',
        message: { content: 'Hello' },
      });
      expect(json.status).toBe(500);
      const template = await call(admin, 'POST', '/conversations', {
        inbox_id: c.inboxId,
        contact_id: c.contactId,
        message: {
          content: 'Your order 42 shipped',
          template_params: { name: 'order_update', language: 'en_US', processed_params: { 1: '42' } },
        },
      });
      expect(template.status).toBe(500);
      const form = await formPost(admin, {
        inbox_id: String(c.inboxId),
        contact_id: String(c.contactId),
        'additional_attributes[mail_subject]': 'Your order',
        'message[content]': 'Hello by mail',
      });
      expect(form.statusCode).toBe(500);
    } finally {
      senderFails = false;
    }
    // Nothing committed, nothing announced: no row of any kind, no event.
    expect(await snapshot(admin.accountId)).toEqual(before);
  });

  it('rolls back the conversation when storing the attachment row fails', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const before = await snapshot(admin.accountId);
    const pool = t.database.pool;
    await pool.query(`CREATE FUNCTION fail_attachment() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'attachment refused'; END $$`);
    await pool.query(
      'CREATE TRIGGER fail_attachment BEFORE INSERT ON attachments FOR EACH ROW EXECUTE FUNCTION fail_attachment()',
    );
    try {
      const res = await formPost(admin, {
        inbox_id: String(c.inboxId),
        contact_id: String(c.contactId),
        'message[content]': 'With a file',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await pool.query('DROP TRIGGER fail_attachment ON attachments');
      await pool.query('DROP FUNCTION fail_attachment()');
    }
    expect(await snapshot(admin.accountId)).toEqual(before);
  });

  it('commits both and announces conversation.created, then message.created for the same conversation', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const before = await snapshot(admin.accountId);
    const res = await formPost(admin, {
      inbox_id: String(c.inboxId),
      contact_id: String(c.contactId),
      'additional_attributes[mail_subject]': 'Your order',
      'message[content]': 'Hello by mail',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; messages: Record<string, unknown>[]; additional_attributes: object }>();
    expect(body.additional_attributes).toMatchObject({ mail_subject: 'Your order' });
    expect(body.messages).toMatchObject([{ content: 'Hello by mail', attachments: [{ file_type: 'image' }] }]);
    const after = await snapshot(admin.accountId);
    expect(after).toMatchObject({
      conversations: (before.conversations ?? 0) + 1,
      messages: (before.messages ?? 0) + 1,
      attachments: (before.attachments ?? 0) + 1,
    });
    const added = after.events.slice(before.events.length);
    expect(added.filter((e) => e !== 'first.reply.created')).toEqual(['conversation.created', 'message.created']);
    const { rows } = await t.database.pool.query<{ name: string; data: Record<string, unknown> }>(
      `SELECT name, data FROM events WHERE account_id = $1 AND name IN ('conversation.created', 'message.created')
       ORDER BY id DESC LIMIT 2`,
      [admin.accountId],
    );
    const [message, conversation] = rows;
    expect(conversation).toMatchObject({ name: 'conversation.created', data: { id: body.id } });
    expect(message).toMatchObject({
      name: 'message.created',
      data: { conversation_id: body.id, content: 'Hello by mail' },
    });
  });

  it('creates a conversation without a message when none is given', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const before = await snapshot(admin.accountId);
    const res = await call<{ messages: unknown[] }>(admin, 'POST', '/conversations', {
      inbox_id: c.inboxId,
      contact_id: c.contactId,
      message: { content: '   ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([]);
    const added = (await snapshot(admin.accountId)).events.slice(before.events.length);
    expect(added).toEqual(['conversation.created']);
  });
});
