import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { connectDatabase, type TDatabase } from '../db/client.ts';
import type { TApp } from '../http.ts';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin, buildMember } from '../test/factories.ts';
import { buildConversation } from '../test/conversationFactories.ts';
import { connectCable, type TReceived } from '../test/cableClient.ts';

/** Two nodes on one PostgreSQL: A is the harness app, B a second app on its own pool and listener. */
const t = setupTestApp();
let nodeB: TApp;
let poolB: TDatabase;
let baseB = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  poolB = connectDatabase(t.databaseUrl, 3);
  nodeB = await buildApp({ config: t.config, db: poolB.db, databaseUrl: t.databaseUrl, logger: false });
  baseB = await nodeB.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await nodeB.close();
  await poolB.close();
});

describe('two nodes', () => {
  it('a change made through node A reaches a socket on node B', async () => {
    const admin = await buildAdmin(t);
    const c = await connectCable(baseB);
    const { confirmed } = await c.subscribe({
      pubsub_token: admin.user.pubsubToken,
      account_id: admin.accountId,
      user_id: admin.user.id,
    });
    expect(confirmed).toBe(true);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}`,
      headers: admin.headers,
      payload: { locale: 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const f = await c.waitFor((x) => typeof x.message === 'object' && x.message.event === 'page:reload');
    expect(f.message).toMatchObject({ data: { account_id: admin.accountId, reason: 'locale_changed' } });
    await c.close();
  });

  it('an agent removed through node A is cut off at once on node B, and hears nothing written afterwards', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    // Assigned from the start, so auto-assignment writes nothing into the thread while the test listens.
    const { displayId } = await buildConversation(t, admin, { members: [agent], assigneeId: admin.user.id });
    const watcher = await connectCable(baseB);
    const tab = await connectCable(baseB);
    for (const [c, m] of [
      [watcher, admin],
      [tab, agent],
    ] as const)
      expect(
        (await c.subscribe({ pubsub_token: m.user.pubsubToken, account_id: m.accountId, user_id: m.user.id }))
          .confirmed,
      ).toBe(true);
    const reply = async (content: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/conversations/${displayId}/messages`,
        headers: admin.headers,
        payload: { content },
      });
      expect(res.statusCode).toBe(200);
    };
    const isReply = (content: string) => (f: TReceived) =>
      typeof f.message === 'object' && f.message.event === 'message.created' && f.message.data.content === content;
    await reply('before');
    await tab.waitFor(isReply('before'));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/${admin.accountId}/agents/${agent.user.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    await reply('after');
    await tab.waitFor((f) => f.type === 'reject_subscription');
    await watcher.waitFor(isReply('after'));
    expect(
      tab
        .events()
        .filter((e) => e.event === 'message.created')
        .map((e) => e.data.content),
    ).toEqual(['before']);
    await Promise.all([watcher.close(), tab.close()]);
  });
});
