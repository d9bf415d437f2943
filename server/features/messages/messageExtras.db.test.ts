import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, REFUSED } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { registerOutbound } from '../channels/outbound.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { multipartForm, PNG_1PX } from '../../test/multipart.ts';

// A local LibreTranslate-compatible server (never the internet).
const requests: Record<string, unknown>[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as { q: string; target: string };
    requests.push(body);
    res.setHeader('content-type', 'application/json');
    if (body.target === 'xx') {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'xx is not supported' }));
      return;
    }
    res.end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
  });
});
const env: Record<string, string> = {};
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  env.TRANSLATE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const t = setupTestApp(env);
const { call, events } = helpers(t);
const conv = (id: number, rest = '') => `/conversations/${id}${rest}`;

const PNG = PNG_1PX;
const form = multipartForm;

const postForm = (
  who: { accountId: number; headers: Record<string, string> },
  path: string,
  f: ReturnType<typeof form>,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${who.accountId}${path}`,
    headers: { ...who.headers, ...f.headers },
    payload: f.payload,
  });

describe('attachments', () => {
  it('sends a message with files as form data and presents them inside the message', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const res = await postForm(
      admin,
      conv(c.displayId, '/messages'),
      form({ content: 'see attached', private: 'false', echo_id: 'e-1' }, [
        { name: 'attachments[]', filename: 'shot.png', type: 'image/png', bytes: PNG },
        { name: 'attachments[]', filename: 'invoice.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 x') },
        { name: 'attachments[]', filename: 'evil.html', type: 'image/png', bytes: Buffer.from('<script>1</script>') },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const msg = res.json<{ id: number; echo_id: string; attachments: Record<string, unknown>[] }>();
    expect(msg.echo_id).toBe('e-1');
    expect(msg.attachments).toHaveLength(3);
    expect(msg.attachments[0]).toMatchObject({
      message_id: msg.id,
      file_type: 'image',
      account_id: admin.accountId,
      extension: 'png',
      data_url: expect.stringMatching(/^\/uploads\/attachments\/\d+\/[\w-]+\.png$/),
      thumb_url: expect.stringMatching(/\.png$/),
      file_size: PNG.length,
    });
    expect(msg.attachments[1]).toMatchObject({ file_type: 'file', extension: 'pdf', thumb_url: '' });
    // Declared as an image but not one: kept as a plain file, with its risky extension neutralised.
    expect(msg.attachments[2]).toMatchObject({ file_type: 'file', extension: 'bin' });
    const file = await t.app.inject({ method: 'GET', url: msg.attachments[0]!.data_url as string });
    expect(file.statusCode).toBe(200);
    const listed = await call<{ payload: { attachments: unknown[] }[] }>(admin, 'GET', conv(c.displayId, '/messages'));
    expect(listed.body.payload.at(-1)?.attachments).toHaveLength(3);
    const all = await call<{ payload: { id: number; created_at: number; sender: { id: number } }[] }>(
      admin,
      'GET',
      conv(c.displayId, '/attachments'),
    );
    expect(all.body.payload).toHaveLength(3);
    expect(all.body.payload[0]).toMatchObject({ sender: { id: admin.user.id }, created_at: expect.any(Number) });
    const shown = await call<{ messages: { attachments: unknown[] }[] }>(admin, 'GET', conv(c.displayId));
    expect(shown.body.messages[0]?.attachments).toHaveLength(3);
    const ev = (await events(admin.accountId, 'message.created')).find((e) => e.data.id === msg.id);
    expect((ev?.data.attachments as unknown[]).length).toBe(3);
  });

  it("lists the conversation's files with their message's sender: the contact for incoming ones", async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const png = [{ name: 'attachments[]', filename: 'photo.png', type: 'image/png', bytes: PNG }];
    const incoming = await postForm(admin, conv(c.displayId, '/messages'), form({ message_type: 'incoming' }, png));
    expect(incoming.statusCode).toBe(200);
    await postForm(admin, conv(c.displayId, '/messages'), form({ content: 'mine' }, png));
    const all = await call<{ payload: { message_id: number; sender: { id: number; type?: string } | null }[] }>(
      admin,
      'GET',
      conv(c.displayId, '/attachments'),
    );
    // Newest first: the agent's file, then the contact's.
    expect(all.body.payload.map((a) => a.sender?.id)).toEqual([admin.user.id, c.contactId]);
    expect(all.body.payload[1]?.sender).toMatchObject({ type: 'contact' });
  });

  it('accepts a file without text, refuses 16 files and an empty message', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const one = await postForm(
      admin,
      conv(c.displayId, '/messages'),
      form({}, [{ name: 'attachments[]', filename: 'big.zip', type: 'application/zip', bytes: big }]),
    );
    expect(one.statusCode).toBe(200);
    const created = one.json<{ id: number; attachments: { file_size: number; file_type: string }[] }>();
    expect(created.attachments[0]).toMatchObject({ file_size: big.length, file_type: 'file' });
    const del = await call<{ attachments: unknown[] }>(admin, 'DELETE', conv(c.displayId, `/messages/${created.id}`));
    expect(del.body.attachments).toEqual([]);
    const many = Array.from({ length: 16 }, (_, i) => ({
      name: 'attachments[]',
      filename: `${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    const tooMany = await postForm(admin, conv(c.displayId, '/messages'), form({ content: 'x' }, many));
    expect(tooMany.statusCode).toBe(413);
    const empty = await postForm(admin, conv(c.displayId, '/messages'), form({ content: ' ' }, []));
    expect(empty.json<{ attributes: string[] }>().attributes).toEqual(['content']);
  });

  it('creates an email conversation from a form with a subject, cc and attachments', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const res = await postForm(
      admin,
      '/conversations',
      form(
        {
          inbox_id: String(c.inboxId),
          contact_id: String(c.contactId),
          'additional_attributes[mail_subject]': 'Your order',
          'message[content]': 'Hello by mail',
          'message[cc_emails]': 'a@x.test, b@x.test',
        },
        [{ name: 'message[attachments][]', filename: 'a.png', type: 'image/png', bytes: PNG }],
      ),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      id: number;
      additional_attributes: Record<string, unknown>;
      messages: Record<string, unknown>[];
    }>();
    expect(body.additional_attributes).toMatchObject({ mail_subject: 'Your order' });
    expect(body.messages[0]).toMatchObject({
      content: 'Hello by mail',
      content_attributes: { cc_emails: ['a@x.test', 'b@x.test'] },
      attachments: [{ file_type: 'image' }],
    });
  });

  it('names a bad cc or bcc address, and reads the form’s blank assignee and source as unset', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const fields = { inbox_id: String(c.inboxId), contact_id: String(c.contactId), 'message[content]': 'Hi' };
    const bad = await postForm(
      admin,
      '/conversations',
      form({ ...fields, 'message[bcc_emails]': 'ok@x.test, nope' }, []),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ attributes: string[] }>().attributes).toEqual(['message.bcc_emails']);
    const blank = await postForm(
      admin,
      '/conversations',
      form({ ...fields, assignee_id: '', source_id: 'undefined', 'message[cc_emails]': '' }, []),
    );
    expect(blank.statusCode).toBe(200);
    expect(blank.json<{ meta: { assignee: unknown } }>().meta.assignee).toBeNull();
  });

  it('creates a WhatsApp template conversation from JSON', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const res = await call<{ messages: Record<string, unknown>[] }>(admin, 'POST', '/conversations', {
      inbox_id: c.inboxId,
      contact_id: c.contactId,
      message: {
        content: 'Your order 42 shipped',
        template_params: {
          name: 'order_update',
          category: 'UTILITY',
          language: 'en_US',
          processed_params: { 1: '42' },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.messages[0]).toMatchObject({
      content: 'Your order 42 shipped',
      additional_attributes: { template_params: { name: 'order_update', processed_params: { 1: '42' } } },
    });
  });
});

describe('retry and translate', () => {
  it('retries a failed message through the channel sender, not as a new message', async () => {
    const sent: number[] = [];
    registerOutbound('Channel::WebWidget', ({ message }) => {
      sent.push(message.id);
      return Promise.resolve();
    });
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const msg = (await call<{ id: number }>(admin, 'POST', conv(c.displayId, '/messages'), { content: 'hi' })).body;
    expect(sent).toEqual([msg.id]);
    const notFailed = await call(admin, 'POST', conv(c.displayId, `/messages/${msg.id}/retry`));
    expect(notFailed.status).toBe(422);
    await t.database.pool.query(
      `UPDATE messages SET status = 3, content_attributes = '{"external_error":"timeout"}' WHERE id = $1`,
      [msg.id],
    );
    const retried = await call<{ id: number; status: string; content_attributes: Record<string, unknown> }>(
      admin,
      'POST',
      conv(c.displayId, `/messages/${msg.id}/retry`),
    );
    expect(retried.body).toMatchObject({ id: msg.id, status: 'sent' });
    expect(retried.body.content_attributes.external_error).toBeUndefined();
    expect(sent).toEqual([msg.id, msg.id]);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM messages WHERE conversation_id = (SELECT id FROM conversations WHERE account_id = $1 AND display_id = $2)',
      [admin.accountId, c.displayId],
    );
    expect(rows[0]).toEqual({ n: 1 });
    const updated = (await events(admin.accountId, 'message.updated')).at(-1);
    expect(updated?.data).toMatchObject({ id: msg.id, status: 'sent' });
  });

  it('answers a retry of a message that does not exist 422, as Chatwoot', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const res = await call(admin, 'POST', conv(c.displayId, '/messages/999999/retry'));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_failed', attributes: ['message'] });
  });

  it('translates through the configured provider and keeps the translation', async () => {
    const admin = await buildAdmin(t);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin);
    const msg = (
      await call<{ id: number }>(admin, 'POST', conv(c.displayId, '/messages'), {
        content: 'Hola',
        message_type: 'incoming',
      })
    ).body;
    const path = conv(c.displayId, `/messages/${msg.id}/translate`);
    expect((await call(admin, 'POST', path, { target_language: 'en' })).body).toEqual({ content: '[en] Hola' });
    expect((await call(admin, 'POST', path, { target_language: 'en' })).body).toEqual({ content: '[en] Hola' });
    expect(requests.filter((r) => r.q === 'Hola')).toHaveLength(1);
    const listed = await call<{ payload: { content_attributes: Record<string, unknown> }[] }>(
      admin,
      'GET',
      conv(c.displayId, '/messages'),
    );
    expect(listed.body.payload.at(-1)?.content_attributes).toMatchObject({ translations: { en: '[en] Hola' } });
    const refused = await call<{ message: string }>(admin, 'POST', path, { target_language: 'xx' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('xx is not supported');
    expect(await call(outsider, 'POST', path, { target_language: 'en' })).toMatchObject({ status: 401, body: REFUSED });
    const saved = t.config.translate;
    (t.config as { translate: unknown }).translate = null;
    try {
      const none = await call<{ message: string; code: string }>(admin, 'POST', path, { target_language: 'fr' });
      expect(none.status).toBe(422);
      expect(none.body.code).toBe('provider_not_configured');
      expect(none.body.message).toContain('no translation provider is configured');
    } finally {
      (t.config as { translate: unknown }).translate = saved;
    }
  });
});
