import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEmailConsumer } from '../../consumers/notificationEmail.consumer.ts';
import { notificationsConsumer } from '../../consumers/notifications.consumer.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { startSmtpSink, type TSmtpSink } from '../email/testing/smtpSink.ts';

const t = setupTestApp({ FRONTEND_URL: 'https://helpdesk.test' });
const h = helpers(t);
let smtp: TSmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t.config.smtp = { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, pass: undefined };
});
afterAll(() => smtp.close());

const deliver = () => drainConsumers(t.deps, [notificationsConsumer, notificationEmailConsumer]);
const mailsTo = (m: TMember) => smtp.mails.filter((x) => x.envelope.to.includes(m.user.email.toLowerCase()));
const mention = (m: TMember, text = '') => `${text} [@${m.user.name}](mention://user/${m.user.id}/${m.user.name})`;
/** Moves the agent's mail window for every conversation back, as if `ms` had passed. */
const age = (m: TMember, ms: number) =>
  t.database.pool.query(
    `UPDATE notification_deliveries SET sent_at = sent_at - make_interval(secs => $2) WHERE user_id = $1`,
    [m.user.id, ms / 1000],
  );

/** An admin, an agent in the inbox with email for mentions and assignments, and a conversation. */
const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const { displayId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
  const saved = await h.call(agent, 'PATCH', '/notification_settings', {
    notification_settings: { selected_email_flags: ['email_conversation_mention', 'email_conversation_assignment'] },
  });
  expect(saved.status).toBe(200);
  return { admin, agent, displayId };
};

describe('email notifications', () => {
  it('mails the assigned agent: plain text and HTML, a link to the conversation, once per event', async () => {
    const { admin, agent, displayId } = await setup();
    await h.call(admin, 'POST', `/conversations/${displayId}/assignments`, { assignee_id: agent.user.id });
    await deliver();
    const [mail, ...rest] = mailsTo(agent);
    expect(rest).toEqual([]);
    const url = `https://helpdesk.test/app/accounts/${admin.accountId}/conversations/${displayId}`;
    expect(mail!.parsed.subject).toBe(`A new conversation #${displayId} has been assigned to you`);
    expect(mail!.parsed.text).toContain(`Open the conversation: ${url}`);
    expect(mail!.parsed.html).toContain(`<a href="${url}">Open the conversation</a>`);
    expect(mail!.parsed.html).toContain('dir="ltr"');
    // The admin who assigned gets nothing; the whole log again sends nothing twice.
    expect(mailsTo(admin)).toEqual([]);
    await t.database.pool.query('UPDATE event_dispatch SET seq = 0 WHERE account_id = $1', [admin.accountId]);
    await deliver();
    expect(mailsTo(agent)).toHaveLength(1);
  });

  it('sends at most one mail per conversation per 2 minutes; the next one counts those held back', async () => {
    const { admin, agent, displayId } = await setup();
    const other = await buildConversation(t, admin, { message: 'Other', members: [agent] });
    for (const text of ['first', 'second', 'third'])
      await h.call(admin, 'POST', `/conversations/${displayId}/messages`, {
        content: mention(agent, text),
        private: true,
      });
    await h.call(admin, 'POST', `/conversations/${other.displayId}/messages`, {
      content: mention(agent, 'elsewhere'),
      private: true,
    });
    await deliver();
    // One for each conversation: two of the three mentions fall inside the first one's window (the
    // consumer's jobs carry no order, so which one goes out is not fixed).
    expect(
      mailsTo(agent)
        .map((m) => m.parsed.subject)
        .sort(),
    ).toEqual([displayId, other.displayId].map((id) => `You have been mentioned in conversation #${id}`).sort());
    expect(mailsTo(agent).find((m) => m.parsed.subject!.endsWith(`#${displayId}`))!.parsed.text).toMatch(
      new RegExp(`> (first|second|third) @${agent.user.name}`),
    );
    await age(agent, 60_000);
    await h.call(admin, 'POST', `/conversations/${displayId}/messages`, {
      content: mention(agent, 'fourth'),
      private: true,
    });
    await deliver();
    expect(mailsTo(agent)).toHaveLength(2);
    await age(agent, 61_000);
    await h.call(admin, 'POST', `/conversations/${displayId}/messages`, {
      content: mention(agent, 'fifth'),
      private: true,
    });
    await deliver();
    const last = mailsTo(agent)[2]!;
    expect(last.parsed.text).toContain('> fifth');
    // Held back: the fourth mention, and the second and third when they refreshed the notification. The
    // notifications consumer's jobs carry no order, and a mention handled after a later one refreshes
    // nothing (one row per conversation), so 1 to 3 were held back.
    expect(last.parsed.text).toMatch(
      /There (was 1 more update|were [23] more updates) in this conversation since the last email\./,
    );
    const window = await t.database.pool.query<{ suppressed: number }>(
      `SELECT suppressed FROM notification_deliveries WHERE user_id = $1 AND actor_id = $2 AND channel = 'email'`,
      [agent.user.id, displayId],
    );
    expect(window.rows).toEqual([{ suppressed: 0 }]);
  });

  it("writes in the agent's language (Arabic, right to left) and escapes what people typed", async () => {
    const { admin, agent, displayId } = await setup();
    await t.database.pool.query(`UPDATE users SET ui_settings = '{"locale":"ar"}' WHERE id = $1`, [agent.user.id]);
    await h.call(admin, 'POST', `/conversations/${displayId}/messages`, {
      content: mention(agent, '<img src=x onerror=alert(1)> & "quotes"'),
      private: true,
    });
    await deliver();
    const [mail] = mailsTo(agent);
    expect(mail!.parsed.subject).toBe(`أُشير إليك في المحادثة رقم ${displayId}`);
    expect(mail!.parsed.html).toContain('dir="rtl"');
    expect(mail!.parsed.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(mail!.parsed.html).not.toContain('<img');
    expect(mail!.parsed.text).toContain('<img src=x onerror=alert(1)> & "quotes"');
  });

  it('mails nothing for a type the agent did not choose, nor for marking it read or unread', async () => {
    const { admin, agent, displayId } = await setup();
    await h.call(agent, 'PATCH', '/notification_settings', { notification_settings: { selected_email_flags: [] } });
    await h.call(admin, 'POST', `/conversations/${displayId}/messages`, { content: mention(agent), private: true });
    await deliver();
    expect(mailsTo(agent)).toEqual([]);

    await h.call(agent, 'PATCH', '/notification_settings', {
      notification_settings: { selected_email_flags: ['email_conversation_assignment'] },
    });
    await h.call(admin, 'POST', `/conversations/${displayId}/assignments`, { assignee_id: agent.user.id });
    await deliver();
    expect(mailsTo(agent)).toHaveLength(1);
    await age(agent, 180_000);
    const list = await h.call<{ data: { payload: { id: number }[] } }>(agent, 'GET', '/notifications');
    const id = list.body.data.payload[0]!.id;
    await h.call(agent, 'POST', `/notifications/${id}/unread`);
    await h.call(agent, 'POST', `/notifications/read_all`);
    await h.call(agent, 'POST', `/notifications/${id}/unread`);
    await deliver();
    expect(mailsTo(agent)).toHaveLength(1);
  });

  it('retries a mail the SMTP server refused for a while, and drops one it refuses for good', async () => {
    const { admin, agent, displayId } = await setup();
    smtp.refuseNext({ code: 451, text: 'try again later' });
    await h.call(admin, 'POST', `/conversations/${displayId}/assignments`, { assignee_id: agent.user.id });
    await deliver();
    expect(mailsTo(agent)).toHaveLength(0);
    await drainJobs(t.deps, { names: ['consumer.notification_email'], now: new Date(Date.now() + 600_000) });
    expect(mailsTo(agent)).toHaveLength(1);
    // A refusal for good (550) is not retried: the next notification is held back by its window as usual.
    smtp.refuseNext({ code: 550, text: 'no such user' });
    await age(agent, 180_000);
    await h.call(admin, 'POST', `/conversations/${displayId}/messages`, { content: mention(agent), private: true });
    await deliver();
    await drainJobs(t.deps, { names: ['consumer.notification_email'], now: new Date(Date.now() + 600_000) });
    expect(mailsTo(agent)).toHaveLength(1);
  });
});

describe('email notifications, who and in which language', () => {
  it("never mails the author of the message a notification is about, and falls back to the account's language", async () => {
    const { admin, agent, displayId } = await setup();
    await t.database.pool.query(`UPDATE accounts SET locale = 'ar' WHERE id = $1`, [admin.accountId]);
    await h.call(agent, 'POST', `/conversations/${displayId}/messages`, { content: 'my own note', private: true });
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.account_id = $1 AND c.display_id = $2 AND m.content = 'my own note'`,
      [admin.accountId, displayId],
    );
    const notification = (id: number, messageId: number | null) => ({
      notification: {
        id,
        notification_type: 'conversation_mention',
        primary_actor_type: 'Conversation',
        primary_actor_id: displayId,
        primary_actor: null,
        secondary_actor_type: messageId ? 'Message' : null,
        secondary_actor_id: messageId,
        push_message_title: '',
        read_at: null,
        snoozed_until: null,
        last_activity_at: Math.floor(Date.now() / 1000),
        created_at: Math.floor(Date.now() / 1000),
        account_id: admin.accountId,
        user: null,
        meta: {},
      },
      unread_count: 1,
      count: 1,
    });
    // A generator that forgot the rule: the agent's own message would notify the agent.
    await t.database.db.transaction((tx) =>
      appendEvent(tx, admin.accountId, 'notification.created', notification(900_001, rows[0]!.id), {
        kind: 'user',
        userId: agent.user.id,
      }),
    );
    await deliver();
    expect(mailsTo(agent)).toEqual([]);
    await t.database.db.transaction((tx) =>
      appendEvent(tx, admin.accountId, 'notification.created', notification(900_002, null), {
        kind: 'user',
        userId: agent.user.id,
      }),
    );
    await deliver();
    expect(mailsTo(agent).map((m) => m.parsed.subject)).toEqual([`أُشير إليك في المحادثة رقم ${displayId}`]);
  });
});
