import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPushConsumer } from '../../consumers/notificationPush.consumer.ts';
import { notificationsConsumer } from '../../consumers/notifications.consumer.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { startPushReceiver } from './testing/pushReceiver.ts';

const t = setupTestApp({ FRONTEND_URL: 'https://helpdesk.test', ...ALLOW_PRIVATE_TARGETS });
const h = helpers(t);
let push: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  push = await startPushReceiver();
});
afterAll(() => push.close());

const deliver = () => drainConsumers(t.deps, [notificationsConsumer, notificationPushConsumer]);
const subscribe = (m: TMember, attributes: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/notification_subscriptions',
    headers: m.headers,
    payload: { subscription_type: 'browser_push', subscription_attributes: attributes },
  });
const subscriptionsOf = async (m: TMember) =>
  (
    await t.database.pool.query<{ identifier: string }>(
      'SELECT identifier FROM notification_subscriptions WHERE user_id = $1 ORDER BY id',
      [m.user.id],
    )
  ).rows.map((r) => r.identifier);

describe('web push', () => {
  it("encrypts the notification for each of the agent's browsers, VAPID-signed with the installation's key", async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
    const laptop = push.browser(`/push/laptop-${agent.user.id}`);
    const phone = push.browser(`/push/phone-${agent.user.id}`);
    for (const b of [laptop, phone]) expect((await subscribe(agent, b.attributes)).statusCode).toBe(200);

    await h.call(admin, 'POST', `/conversations/${displayId}/assignments`, { assignee_id: agent.user.id });
    await deliver();
    const got = push.requests.filter((r) => r.path.endsWith(`-${agent.user.id}`));
    expect(got.map((r) => r.path).sort()).toEqual([laptop.path, phone.path].sort());
    const vapid = (await t.app.inject({ method: 'GET', url: '/api/v1/installation' })).json<{
      vapid_public_key: string;
    }>().vapid_public_key;
    for (const r of got) {
      expect(r.headers.ttl).toBe('86400');
      expect(r.headers.urgency).toBe('high');
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(r.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid}$`));
      const browser = r.path === laptop.path ? laptop : phone;
      expect(browser.decrypt(r.body)).toMatchObject({
        title: `A new conversation #${displayId} has been assigned to you`,
        url: `https://helpdesk.test/app/accounts/${admin.accountId}/conversations/${displayId}`,
      });
    }
    // The whole log again pushes nothing twice.
    await t.database.pool.query('UPDATE event_dispatch SET seq = 0 WHERE account_id = $1', [admin.accountId]);
    await deliver();
    expect(push.requests.filter((r) => r.path.endsWith(`-${agent.user.id}`))).toHaveLength(2);
  });

  it('removes a subscription the push service says is gone (410, 404) or with unusable keys; keeps one that failed for now', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
    const gone = push.browser(`/push/gone-${agent.user.id}`);
    const unknown = push.browser(`/push/unknown-${agent.user.id}`);
    const busy = push.browser(`/push/busy-${agent.user.id}`);
    // 65 bytes that are not a point on P-256: nothing can ever be encrypted to it.
    const broken = { ...push.browser(`/push/broken-${agent.user.id}`).attributes };
    broken.p256dh = Buffer.alloc(65, 4).toString('base64url');
    push.answer(gone.path, 410);
    push.answer(unknown.path, 404);
    push.answer(busy.path, 503);
    for (const b of [gone, unknown, busy]) await subscribe(agent, b.attributes);
    expect((await subscribe(agent, broken)).statusCode).toBe(200);
    await h.call(admin, 'POST', `/conversations/${displayId}/assignments`, { assignee_id: agent.user.id });
    await deliver();
    expect(push.requests.filter((r) => r.path.endsWith(`-${agent.user.id}`))).toHaveLength(3);
    expect(await subscriptionsOf(agent)).toEqual([busy.attributes.endpoint]);
  });

  it('pushes only the types the agent chose, and never to the author of the message', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
    const b = push.browser(`/push/flags-${agent.user.id}`);
    await subscribe(agent, b.attributes);
    const mine = () => push.requests.filter((r) => r.path === b.path);
    await h.call(agent, 'PATCH', '/notification_settings', { notification_settings: { selected_push_flags: [] } });
    await h.call(admin, 'POST', `/conversations/${displayId}/assignments`, { assignee_id: agent.user.id });
    await deliver();
    expect(mine()).toHaveLength(0);

    await h.call(agent, 'PATCH', '/notification_settings', {
      notification_settings: { selected_push_flags: ['push_conversation_mention'] },
    });
    const note = `[@${agent.user.name}](mention://user/${agent.user.id}/${agent.user.name}) <b>look</b>`;
    await h.call(admin, 'POST', `/conversations/${displayId}/messages`, { content: note, private: true });
    // The agent mentioning themselves makes no notification and so no push.
    await h.call(agent, 'POST', `/conversations/${displayId}/messages`, { content: note, private: true });
    await deliver();
    expect(mine()).toHaveLength(1);
    expect(b.decrypt(mine()[0]!.body)).toMatchObject({
      title: `You have been mentioned in conversation #${displayId}`,
      body: `@${agent.user.name} <b>look</b>`,
    });
  });
});
