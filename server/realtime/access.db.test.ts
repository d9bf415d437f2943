import { describe, expect, it } from 'vitest';
import { appendTestEvent } from '../test/appendTestEvent.ts';
import { eq } from 'drizzle-orm';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember, type TMember } from '../test/factories.ts';
import { buildConversation } from '../test/conversationFactories.ts';
import type { connectCable, TReceived } from '../test/cableClient.ts';
import { useAgentSockets } from '../test/agentSockets.ts';
import { appendAccessChanged } from '../events/accessChanged.ts';
import { accounts } from '../db/schema/index.ts';
import { RealtimeHub, type TSubscription } from './hub.ts';
import { agentScope, agentScopes, type TAgentScope, type TScopesOf } from './scope.ts';

/**
 * Access changes reach open sockets: after a member is removed, loses an inbox, or gets a narrower
 * role, nothing written afterwards reaches their socket that their new access would not show them.
 */
const t = setupTestApp();
type TClient = Awaited<ReturnType<typeof connectCable>>;
const { connect, subscribed, call } = useAgentSockets(t);

const reply = (who: TMember, displayId: number, content: string) =>
  call(who, 'POST', `/conversations/${displayId}/messages`, { content });

/** An account-wide event: once a socket has it, it has had everything numbered before it. */
const marker = (accountId: number, n: number) =>
  t.database.db.transaction((tx) => appendTestEvent(tx, accountId, 'page:reload', { marker: n }, { kind: 'account' }));

const isEvent =
  (name: string, test: (data: Record<string, unknown>) => boolean = () => true) =>
  (f: TReceived) =>
    typeof f.message === 'object' && f.message.event === name && test(f.message.data);
const isMarker = (n: number) => isEvent('page:reload', (d) => d.marker === n);
const isReply = (content: string) => isEvent('message.created', (d) => d.content === content);
const replies = (c: TClient) =>
  c
    .events()
    .filter((e) => e.event === 'message.created')
    .map((e) => e.data.content);

const closed = (c: TClient) =>
  new Promise<void>((resolve) => {
    if (c.ws.readyState === c.ws.CLOSED) return resolve();
    c.ws.once('close', () => resolve());
  });

describe('access changes reach open sockets', () => {
  it('an agent removed from the account is rejected, disconnected and hears nothing written afterwards', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { members: [agent] });
    const watcher = await subscribed(admin);
    const tab = await subscribed(agent);
    await reply(admin, displayId, 'before');
    await tab.waitFor(isReply('before'));

    await call(admin, 'DELETE', `/agents/${agent.user.id}`);
    await tab.waitFor(isEvent('user:logout'));
    await tab.waitFor((f) => f.type === 'reject_subscription');
    expect(await tab.waitFor((f) => f.type === 'disconnect')).toMatchObject({ reconnect: false });
    await closed(tab);

    await reply(admin, displayId, 'after');
    await watcher.waitFor(isReply('after'));
    expect(replies(tab)).toEqual(['before']);
    // Nor can the socket's owner subscribe again.
    const again = await connect();
    expect(
      (
        await again.subscribe({
          pubsub_token: agent.user.pubsubToken,
          account_id: agent.accountId,
          user_id: agent.user.id,
        })
      ).confirmed,
    ).toBe(false);
  });

  it("an agent removed from an inbox stops hearing its conversations but still hears the account's events", async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { inboxId, displayId } = await buildConversation(t, admin, { members: [agent] });
    const tab = await subscribed(agent);
    await reply(admin, displayId, 'before');
    await tab.waitFor(isReply('before'));

    await call(admin, 'DELETE', '/inbox_members', { inbox_id: inboxId, user_ids: [agent.user.id] });
    await reply(admin, displayId, 'while out');
    await marker(admin.accountId, 1);
    await tab.waitFor(isMarker(1));
    expect(tab.events().some((e) => e.event === 'account.cache_invalidated')).toBe(true);
    expect(replies(tab)).toEqual(['before']);
    expect(tab.ws.readyState).toBe(tab.ws.OPEN);

    // Added back, the same socket hears the inbox again.
    await call(admin, 'POST', '/inbox_members', { inbox_id: inboxId, user_ids: [agent.user.id] });
    await reply(admin, displayId, 'back');
    await tab.waitFor(isReply('back'));
    expect(replies(tab)).toEqual(['before', 'back']);
  });

  it('an administrator made agent no longer hears the inboxes they are not a member of', async () => {
    const admin = await buildAdmin(t);
    const demoted = await buildAdmin(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin);
    const tab = await subscribed(demoted);
    await reply(admin, displayId, 'as administrator');
    await tab.waitFor(isReply('as administrator'));

    await call(admin, 'PATCH', `/agents/${demoted.user.id}`, { role: 'agent' });
    await reply(admin, displayId, 'as agent');
    await marker(admin.accountId, 2);
    await tab.waitFor(isMarker(2));
    expect(replies(tab)).toEqual(['as administrator']);
  });

  it('a custom role that only covers participating conversations narrows what arrives', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { members: [agent] });
    const role = await buildCustomRole(t, admin.accountId, ['conversation_participating_manage']);
    const tab = await subscribed(agent);
    await reply(admin, displayId, 'unassigned, plain agent');
    await tab.waitFor(isReply('unassigned, plain agent'));

    await call(admin, 'PATCH', `/agents/${agent.user.id}`, { custom_role_id: role.id });
    await reply(admin, displayId, 'unassigned, custom role');
    await marker(admin.accountId, 3);
    await tab.waitFor(isMarker(3));
    expect(replies(tab)).toEqual(['unassigned, plain agent']);
  });

  it('an account-wide change (the account suspended) ends every subscription of the account', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const other = await buildAdmin(t);
    const tabs = [await subscribed(admin), await subscribed(agent)];
    const bystander = await subscribed(other);

    await t.database.db.transaction(async (tx) => {
      await tx.update(accounts).set({ status: 1 }).where(eq(accounts.id, admin.accountId));
      await appendAccessChanged(tx, admin.accountId, 'all');
    });
    for (const tab of tabs) {
      await tab.waitFor((f) => f.type === 'reject_subscription');
      await closed(tab);
    }
    await marker(other.accountId, 4);
    await bystander.waitFor(isMarker(4));
    expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);
  });

  it('a change that concerns nobody on the socket leaves it alone', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const colleague = await buildMember(t, { accountId: admin.accountId });
    const { displayId } = await buildConversation(t, admin, { members: [agent, colleague] });
    const tab = await subscribed(agent);
    await call(admin, 'DELETE', `/agents/${colleague.user.id}`);
    await reply(admin, displayId, 'still here');
    await tab.waitFor(isReply('still here'));
    expect(tab.frames.some((f) => f.type === 'reject_subscription')).toBe(false);
    // access.changed itself never reaches a client.
    expect(tab.events().some((e) => e.event === 'access.changed')).toBe(false);
  });

  it('a subscription whose scope was read before a change it will not be handed reads its scope again', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const scopeOf = agentScope(t.deps);
    let reads = 0;
    const scopesOf = agentScopes(t.deps);
    const counted: TScopesOf = (accountId, userIds) => {
      reads += 1;
      return scopesOf(accountId, userIds);
    };
    // A hub of its own that never listens: it only starts subscriptions from where the log stands.
    const hub = new RealtimeHub(t.database.db, t.databaseUrl, t.app.log, counted);
    const subscription = (scope: TAgentScope, onRevoked: () => void): TSubscription => ({
      identifier: 'x',
      subscriber: scope.subscriber,
      send: () => undefined,
      lastSeq: 0,
      buffer: null,
      scopeSeq: scope.seq,
      onRevoked,
    });

    const revokedOn = (h: RealtimeHub, scope: TAgentScope | null) =>
      new Promise<void>((resolve) => void h.subscribe(subscription(scope!, resolve)));

    const [watching, current] = await Promise.all([
      scopeOf(admin.accountId, admin.user.id),
      scopeOf(agent.accountId, agent.user.id),
    ]);
    await hub.subscribe(subscription(watching!, () => undefined)); // keeps the hub's account state
    const live = revokedOn(hub, current);
    await Promise.resolve();
    expect(reads).toBe(0); // read at the log's current seq: nothing in between

    const stale = await scopeOf(agent.accountId, agent.user.id);
    await call(admin, 'DELETE', `/agents/${agent.user.id}`);
    // The hub reads the removal once it is numbered (this hub hears no NOTIFY): the live subscription ends.
    let ended = false;
    void live.then(() => (ended = true));
    while (!ended) {
      hub.wake(admin.accountId);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(reads).toBe(1);
    // Starting after the removal with a scope from before it: the hub saw the change and reads again.
    await revokedOn(hub, stale);
    expect(reads).toBe(2);
    // A hub that started reading the account after the scope was read cannot know: it reads again too.
    await revokedOn(new RealtimeHub(t.database.db, t.databaseUrl, t.app.log, counted), stale);
    expect(reads).toBe(3);
    expect(hub.hasAgent(admin.accountId, admin.user.id)).toBe(true);
  });
});
