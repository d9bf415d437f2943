import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../common/notifications.ts';
import { drainConsumers } from '../events/dispatcher.ts';
import { buildConversation } from '../test/conversationFactories.ts';
import { buildAdmin, buildMember } from '../test/factories.ts';
import { setupTestApp } from '../test/harness.ts';
import { helpers } from '../features/conversations/testHelpers.ts';
import { CONSUMERS } from './index.ts';
import { notificationsConsumer } from './notifications.consumer.ts';

const t = setupTestApp();
const h = helpers(t);

const notificationsOf = async (userId: number) =>
  (
    await t.database.pool.query<{ notification_type: number }>(
      'SELECT notification_type FROM notifications WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows.map((r) => r.notification_type);

/** Feeds the account's whole log to the consumers again, as a crash before the cursor moved would. */
const replay = async (accountId: number) => {
  await t.database.pool.query('UPDATE event_dispatch SET seq = 0 WHERE account_id = $1', [accountId]);
  await drainConsumers(t.deps, CONSUMERS);
};

describe('the notifications consumer', () => {
  it('notifies an agent assigned by someone else once, however often the event is handled', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
    await h.call(admin, 'POST', `/conversations/${displayId}/assignments`, { assignee_id: agent.user.id });
    // Nothing in the request: the consumer does it after commit.
    expect(await notificationsOf(agent.user.id)).toEqual([]);
    await drainConsumers(t.deps, [notificationsConsumer]);
    expect(await notificationsOf(agent.user.id)).toEqual([NOTIFICATION_TYPES.conversation_assignment]);
    await replay(admin.accountId);
    expect(await notificationsOf(agent.user.id)).toEqual([NOTIFICATION_TYPES.conversation_assignment]);
  });

  it('does not notify an agent who assigned themselves, nor the author of a mention', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { message: 'Hello', members: [agent] });
    await h.call(agent, 'POST', `/conversations/${displayId}/assignments`, { assignee_id: agent.user.id });
    const note = `me [@a](mention://user/${agent.user.id}/a) and [@b](mention://user/${admin.user.id}/b)`;
    await h.call(agent, 'POST', `/conversations/${displayId}/messages`, { content: note, private: true });
    await drainConsumers(t.deps, [notificationsConsumer]);
    expect(await notificationsOf(agent.user.id)).toEqual([]);
    expect(await notificationsOf(admin.user.id)).toEqual([NOTIFICATION_TYPES.conversation_mention]);
    await replay(admin.accountId);
    expect(await notificationsOf(admin.user.id)).toEqual([NOTIFICATION_TYPES.conversation_mention]);
  });
});
