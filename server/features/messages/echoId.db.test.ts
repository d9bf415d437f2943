import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { buildApiInbox, buildWebsiteInbox, widgetVisitor } from '../widget/widgetTestKit.ts';

/**
 * Exactly once: a client that repeats a send with the same echo_id (its answer was lost) gets the first
 * message back with the status of a first write, and nothing is written, announced or sent again — also
 * when both requests arrive at once.
 */
const t = setupTestApp();
const h = helpers(t);

const messageRows = async (conversationDisplayId: number, accountId: number) => {
  const { rows } = await t.database.pool.query<{ id: number; content: string; echo_id: string | null }>(
    `SELECT m.id::int AS id, m.content, m.echo_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE c.account_id = $1 AND c.display_id = $2 AND m.message_type IN (0, 1) ORDER BY m.id`,
    [accountId, conversationDisplayId],
  );
  return rows;
};

const created = async (accountId: number, echoId: string) =>
  (await h.events(accountId, 'message.created')).filter((e) => e.data.echo_id === echoId);

describe('agent messages: POST …/messages with echo_id', () => {
  it('answers a repeat with the first message and writes nothing', async () => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin);
    const path = `/conversations/${displayId}/messages`;
    const first = await h.call<{ id: number; echo_id: string }>(admin, 'POST', path, { content: 'Hi', echo_id: 'e-1' });
    const again = await h.call<{ id: number; echo_id: string; content: string }>(admin, 'POST', path, {
      content: 'Hi',
      echo_id: 'e-1',
    });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, echo_id: 'e-1', content: 'Hi' });
    expect(await messageRows(displayId, admin.accountId)).toEqual([
      { id: first.body.id, content: 'Hi', echo_id: 'e-1' },
    ]);
    expect(await created(admin.accountId, 'e-1')).toHaveLength(1);
  });

  it('writes one message for two identical requests sent at once', async () => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin);
    const path = `/conversations/${displayId}/messages`;
    const send = () => h.call<{ id: number }>(admin, 'POST', path, { content: 'Once', echo_id: 'race' });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await messageRows(displayId, admin.accountId)).toHaveLength(1);
    expect(await created(admin.accountId, 'race')).toHaveLength(1);
  });

  it('keeps sends apart by sender and by conversation; no echo_id never dedupes', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId, inboxId } = await buildConversation(t, admin, { members: [agent] });
    const other = await buildConversation(t, admin);
    await h.call(admin, 'POST', '/inbox_members', { inbox_id: inboxId, user_ids: [agent.user.id] });
    const path = `/conversations/${displayId}/messages`;
    await h.call(admin, 'POST', path, { content: 'a', echo_id: 'same' });
    await h.call(agent, 'POST', path, { content: 'b', echo_id: 'same' });
    await h.call(admin, 'POST', `/conversations/${other.displayId}/messages`, { content: 'c', echo_id: 'same' });
    await h.call(admin, 'POST', path, { content: 'd' });
    await h.call(admin, 'POST', path, { content: 'd' });
    expect((await messageRows(displayId, admin.accountId)).map((m) => m.content)).toEqual(['a', 'b', 'd', 'd']);
    expect((await messageRows(other.displayId, admin.accountId)).map((m) => m.content)).toEqual(['c']);
  });

  it('answers a repeated multipart send with the first message and its files', async () => {
    const admin = await buildAdmin(t);
    const { displayId } = await buildConversation(t, admin);
    const boundary = '----echo';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nfile`,
      `--${boundary}\r\nContent-Disposition: form-data; name="echo_id"\r\n\r\nf-1`,
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/conversations/${displayId}/messages`,
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    const first = (await send()).json<{ id: number; attachments: { id: number }[] }>();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, attachments: [{ id: first.attachments[0]!.id }] });
    const { rows } = await t.database.pool.query('SELECT id FROM attachments WHERE account_id = $1', [admin.accountId]);
    expect(rows).toHaveLength(1);
  });
});

describe('visitor messages with echo_id', () => {
  it('widget: a repeat, and two at once, write one message', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token);
    const send = (echo: string) => v.call('POST', '/messages', { message: { content: `hi ${echo}`, echo_id: echo } });
    const first = await send('w-1');
    const again = await send('w-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    const raced = await Promise.all([send('w-2'), send('w-2')]);
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(raced[0].json<{ id: number }>().id).toBe(raced[1].json<{ id: number }>().id);
    const list = (await v.call('GET', '/messages')).json<{ content: string }[]>();
    expect(list.filter((m) => m.content.startsWith('hi ')).map((m) => m.content)).toEqual(['hi w-1', 'hi w-2']);
    expect(await created(admin.accountId, 'w-1')).toHaveLength(1);
    expect(await created(admin.accountId, 'w-2')).toHaveLength(1);
  });

  it('client API: a repeat writes one message', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildApiInbox(t, admin);
    const base = `/public/api/v1/inboxes/${inbox.inbox_identifier}`;
    const contact = (await t.app.inject({ method: 'POST', url: `${base}/contacts`, payload: { name: 'Ivy' } })).json<{
      source_id: string;
    }>();
    const c = `${base}/contacts/${contact.source_id}/conversations`;
    const conv = (await t.app.inject({ method: 'POST', url: c, payload: {} })).json<{ id: number }>();
    const send = () =>
      t.app.inject({ method: 'POST', url: `${c}/${conv.id}/messages`, payload: { content: 'app', echo_id: 'c-1' } });
    const [a, b] = await Promise.all([send(), send()]);
    const third = await send();
    expect([a.statusCode, b.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    const ids = [a, b, third].map((r) => r.json<{ id: number }>().id);
    expect(new Set(ids).size).toBe(1);
    expect(await messageRows(conv.id, admin.accountId)).toHaveLength(1);
  });
});
