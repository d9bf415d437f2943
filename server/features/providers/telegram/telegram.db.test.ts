import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../../db/schema/index.ts';
import { drainJobs } from '../../../jobs/drain.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../../test/factories.ts';
import { telegramSecretToken } from '../signatures.ts';
import {
  api,
  drain,
  drainWithRetries,
  eventsAfter,
  expectFailedWith,
  lastEventId,
  messageRow,
  replyAsAgent,
  snapshot,
  startFakeProvider,
  type TFakeProvider,
} from '../../../test/fakeProvider.ts';

const t = setupTestApp({ FRONTEND_URL: 'https://helpdesk.test' });
let fake: TFakeProvider;
let n = 100;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  fake = await startFakeProvider((req) => {
    if (req.url.endsWith('/getMe'))
      return { status: 200, body: { ok: true, result: { id: 1, is_bot: true, username: 'acme_bot' } } };
    if (req.url.endsWith('/setWebhook')) return { status: 200, body: { ok: true, result: true } };
    if (req.url.endsWith('/getFile'))
      return { status: 200, body: { ok: true, result: { file_path: 'photos/file_1.jpg' } } };
    if (req.url.includes('/file/bot')) return { status: 200, body: PNG };
    const chatId = (JSON.parse(req.body) as { chat_id: string }).chat_id;
    return { status: 200, body: { ok: true, result: { message_id: ++n, chat: { id: Number(chatId) } } } };
  });
  t.config.messaging.telegramApiUrl = fake.url;
});
afterAll(() => fake.close());

let tokenSeq = 0;
const createInbox = async (admin: TMember) => {
  const botToken = `${++tokenSeq}00:AAbot-${Date.now()}`;
  const inbox = await api<{ id: number }>(t, admin, 'POST', '/inboxes', {
    name: 'Telegram',
    channel: { type: 'telegram', bot_token: botToken },
  });
  return { ...inbox, botToken };
};

const update = (messageId: number, userId: number, text: string) => ({
  update_id: messageId,
  message: {
    message_id: messageId,
    from: {
      id: userId,
      is_bot: false,
      first_name: 'Nour',
      last_name: 'Haddad',
      username: 'nourh',
      language_code: 'ar',
    },
    chat: { id: userId, type: 'private' },
    date: 1700000000,
    text,
  },
});

const post = (botToken: string, payload: unknown, secret = telegramSecretToken(botToken)) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/telegram/${botToken}`,
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    payload: JSON.stringify(payload),
  });

describe('telegram', () => {
  it('registers the webhook with a secret token and stores the bot name', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createInbox(admin);
    const reg = await api<{ callback_webhook_url: string }>(t, admin, 'POST', `/inboxes/${inbox.id}/register_webhook`);
    expect(reg.callback_webhook_url).toBe(`https://helpdesk.test/webhooks/telegram/${inbox.botToken}`);
    const set = fake.requests.find((r) => r.url === `/bot${inbox.botToken}/setWebhook`)!;
    expect(JSON.parse(set.body)).toMatchObject({
      url: reg.callback_webhook_url,
      secret_token: telegramSecretToken(inbox.botToken),
    });
    const shown = await api<{ bot_name: string }>(t, admin, 'GET', `/inboxes/${inbox.id}`);
    expect(shown.bot_name).toBe('acme_bot');
    const agent = await buildMember(t, { accountId: admin.accountId });
    const asAgent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}/register_webhook`,
      headers: agent.headers,
    });
    expect(asAgent.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/999999/register_webhook`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('stores an incoming private message once; a wrong secret token is refused', async () => {
    const admin = await buildAdmin(t);
    const { botToken } = await createInbox(admin);
    const seq = await lastEventId(t, admin.accountId);
    expect((await post(botToken, update(7, 5551, 'Marhaba'))).statusCode).toBe(200);
    expect((await post(botToken, update(7, 5551, 'Marhaba'))).statusCode).toBe(200);
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ name: 'Nour Haddad' }]);
    expect(s.conversations).toMatchObject([{ contact_inbox: { source_id: '5551' } }]);
    expect(s.messages).toMatchObject([{ content: 'Marhaba', sourceId: '5551:7' }]);
    expect(await eventsAfter(t, admin.accountId, seq, 'message.created')).toHaveLength(1);
    expect((await post(botToken, update(8, 5551, 'x'), 'nope')).statusCode).toBe(401);
    expect((await post(botToken, update(9, 5551, 'x'), '')).statusCode).toBe(401);
    expect((await snapshot(t, admin)).messages).toHaveLength(1);
  });

  it('sends replies with sendMessage; 400 fails with the description, 500 retries', async () => {
    const admin = await buildAdmin(t);
    const { botToken } = await createInbox(admin);
    await post(botToken, update(1, 6001, 'hi'));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    const msg = await replyAsAgent(t, admin, conv!.id, 'Ahlan');
    await drain(t);
    expect(fake.requests[0]!.url).toBe(`/bot${botToken}/sendMessage`);
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ chat_id: '6001', text: 'Ahlan' });
    expect((await messageRow(t, msg.id)).sourceId).toMatch(/^6001:\d+$/);

    fake.replyNext({ status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } });
    const seq = await lastEventId(t, admin.accountId);
    const bad = await replyAsAgent(t, admin, conv!.id, 'lost');
    await drain(t);
    await expectFailedWith(t, bad.id, 'Bad Request: chat not found');
    const failedEvents = await eventsAfter(t, admin.accountId, seq, 'message.updated');
    expect(failedEvents).toHaveLength(1);
    // The update keeps its author, so the failed bubble still shows who wrote it.
    expect((failedEvents[0]!.data as { sender: { id: number; type: string } | null }).sender).toMatchObject({
      id: admin.user.id,
      type: 'user',
    });

    fake.replyNext({ status: 502, body: 'Bad Gateway' });
    const retried = await replyAsAgent(t, admin, conv!.id, 'again');
    await drain(t);
    await drainWithRetries(t, 1);
    expect((await messageRow(t, retried.id)).status).toBe(0);
  });

  it('sends a reply repeated with the same echo_id once', async () => {
    const admin = await buildAdmin(t);
    const { botToken } = await createInbox(admin);
    await post(botToken, update(1, 6002, 'hi'));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    const reply = () =>
      api<{ id: number }>(t, admin, 'POST', `/conversations/${conv!.id}/messages`, {
        content: 'Once',
        echo_id: 'tg-1',
      });
    const [a, b] = await Promise.all([reply(), reply()]);
    const c = await reply();
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    await drain(t);
    expect(fake.requests.filter((r) => r.url === `/bot${botToken}/sendMessage`)).toHaveLength(1);
  });

  it('starts a new conversation after a resolve, or reopens it when the inbox is locked to one', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createInbox(admin);
    await post(inbox.botToken, update(1, 7001, 'first'));
    const [first] = (await snapshot(t, admin)).conversations;
    await api(t, admin, 'POST', `/conversations/${first!.id}/toggle_status`, { status: 'resolved' });
    await post(inbox.botToken, update(2, 7001, 'second'));
    const after = (await snapshot(t, admin)).conversations;
    expect(after).toHaveLength(2);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}`,
      headers: admin.headers,
      payload: { lock_to_single_conversation: true },
    });
    expect(patched.statusCode).toBe(200);
    const latest = after.find((c) => c.id !== first!.id)!;
    await api(t, admin, 'POST', `/conversations/${latest.id}/toggle_status`, { status: 'resolved' });
    const seq = await lastEventId(t, admin.accountId);
    await post(inbox.botToken, update(3, 7001, 'third'));
    const locked = (await snapshot(t, admin)).conversations;
    expect(locked).toHaveLength(2);
    expect(locked.find((c) => c.id === latest.id)?.status).toBe('open');
    expect(await eventsAfter(t, admin.accountId, seq, 'conversation.status_changed')).toHaveLength(1);
  });

  it('downloads an incoming photo by file_id into the upload store and announces it', async () => {
    const admin = await buildAdmin(t);
    const { botToken } = await createInbox(admin);
    const photo = update(11, 8001, '');
    const { text: _text, ...message } = photo.message;
    const payload = {
      ...photo,
      message: { ...message, caption: 'my receipt', photo: [{ file_id: 'small' }, { file_id: 'big-file' }] },
    };
    expect((await post(botToken, payload)).statusCode).toBe(200);
    const [msg] = (await snapshot(t, admin)).messages;
    expect(msg).toMatchObject({ content: 'my receipt' });
    const seq = await lastEventId(t, admin.accountId);
    await drainJobs(t.deps, { names: ['providers.fetch_media'] });
    const getFile = fake.requests.find((r) => r.url === `/bot${botToken}/getFile`)!;
    expect(JSON.parse(getFile.body)).toEqual({ file_id: 'big-file' });
    const [file] = await t.database.db.select().from(attachments).where(eq(attachments.messageId, msg!.id));
    expect(file).toMatchObject({ fileType: 0, extension: 'png', fileSize: PNG.length });
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${file!.fileKey}` });
    expect(served.statusCode).toBe(200);
    const [updated] = await eventsAfter(t, admin.accountId, seq, 'message.updated');
    expect((updated!.data as { attachments: { file_type: string; data_url: string }[] }).attachments).toEqual([
      expect.objectContaining({ file_type: 'image', data_url: `/uploads/${file!.fileKey}` }),
    ]);
  });
});
