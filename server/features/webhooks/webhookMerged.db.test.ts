import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { api } from '../../test/fakeProvider.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** A local receiver recording each JSON body. */
const startReceiver = async () => {
  const got: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push(JSON.parse(body) as Record<string, unknown>);
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got };
};

describe('conversation_merged webhook', () => {
  it('sends the target with the merged conversation beside it, once, to subscribers only', async () => {
    const { url, got } = await startReceiver();
    const admin = await buildAdmin(t);
    const a = await buildConversation(t, admin);
    const b = await api<{ id: number }>(t, admin, 'POST', '/conversations', {
      inbox_id: a.inboxId,
      contact_id: a.contactId,
    });
    await api(t, admin, 'POST', '/webhooks', { url, subscriptions: ['conversation_merged'] });
    await api(t, admin, 'POST', '/webhooks', { url: `${url}?other`, subscriptions: ['conversation_created'] });
    await drainConsumers(t.deps, CONSUMERS);
    await drainJobs(t.deps, { names: ['account_webhook'] });
    got.length = 0;
    await api(t, admin, 'POST', `/conversations/${a.displayId}/merge`, { target_conversation_id: b.id });
    await drainConsumers(t.deps, CONSUMERS);
    await drainJobs(t.deps, { names: ['account_webhook'] });
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      event: 'conversation_merged',
      id: b.id,
      inbox_id: a.inboxId,
      merged_conversation: { id: a.displayId, status: 'resolved', merged_into_id: b.id },
    });
  });
});
