import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { connectCable } from '../../test/cableClient.ts';
import { adminCall, buildWebsiteInbox, widgetVisitor } from './widgetTestKit.ts';

const t = setupTestApp();
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
const clients: Awaited<ReturnType<typeof connectCable>>[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});
const open = async () => {
  const c = await connectCable(base);
  clients.push(c);
  return c;
};

describe('visitor subscriptions on /cable', () => {
  it("hears its own conversation's public events only: replies yes, private notes and other visitors no", async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const alice = await widgetVisitor(t, inbox.website_token, '203.0.113.10');
    const bob = await widgetVisitor(t, inbox.website_token, '203.0.113.11');
    const mine = (await alice.call('POST', '/conversations', { message: { content: 'Alice here' } })).json<{
      id: number;
    }>();
    const theirs = (await bob.call('POST', '/conversations', { message: { content: 'Bob here' } })).json<{
      id: number;
    }>();

    const c = await open();
    const { confirmed } = await c.subscribe({ pubsub_token: alice.config.contact.pubsub_token });
    expect(confirmed).toBe(true);

    const call = adminCall(t, admin);
    await call('POST', `/conversations/${mine.id}/messages`, { content: 'secret note', private: true });
    await call('POST', `/conversations/${theirs.id}/messages`, { content: 'for Bob' });
    await call('POST', `/conversations/${mine.id}/messages`, { content: 'Hello Alice' });
    const got = await c.waitFor(
      (f) =>
        typeof f.message === 'object' &&
        f.message.event === 'message.created' &&
        f.message.data.content === 'Hello Alice',
    );
    const data = (got.message as { data: Record<string, unknown> }).data;
    expect(data.conversation_id).toBe(mine.id);
    expect(data.sender).toMatchObject({ type: 'user', name: admin.user.name });
    expect(data.sender).not.toHaveProperty('email');

    await call('POST', `/conversations/${mine.id}/toggle_status`, { status: 'resolved' });
    await c.waitFor((f) => typeof f.message === 'object' && f.message.event === 'conversation.status_changed');

    const contents = c
      .events()
      .filter((e) => e.event === 'message.created')
      .map((e) => e.data.content);
    expect(contents).not.toContain('secret note');
    expect(contents).not.toContain('for Bob');
    expect(contents).not.toContain('Bob here');
    // Nothing about the account at large reaches a visitor.
    expect(
      c.events().every((e) => !['contact.updated', 'conversation.created'].includes(e.event) || e.data.id === mine.id),
    ).toBe(true);
  });

  it('rejects an unknown pubsub token', async () => {
    const c = await open();
    expect((await c.subscribe({ pubsub_token: 'not-a-visitor' })).confirmed).toBe(false);
  });

  it("the agents hear the visitor's messages and typing", async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const v = await widgetVisitor(t, inbox.website_token, '203.0.113.12');
    const agent = await open();
    await agent.subscribe({
      pubsub_token: admin.user.pubsubToken,
      account_id: admin.accountId,
      user_id: admin.user.id,
    });
    await v.call('POST', '/messages', { message: { content: 'Anyone there?', echo_id: 'echo-1' } });
    const created = await agent.waitFor(
      (f) =>
        typeof f.message === 'object' && f.message.event === 'message.created' && f.message.data.echo_id === 'echo-1',
    );
    expect((created.message as { data: Record<string, unknown> }).data).toMatchObject({
      content: 'Anyone there?',
      message_type: 0,
      sender: { type: 'contact' },
    });
    expect((await v.call('POST', '/conversations/toggle_typing', { typing_status: 'on' })).statusCode).toBe(200);
    const typing = await agent.waitFor(
      (f) => typeof f.message === 'object' && f.message.event === 'conversation.typing_on',
    );
    expect((typing.message as { data: Record<string, unknown> }).data).toMatchObject({ user: { type: 'contact' } });
  });
});
