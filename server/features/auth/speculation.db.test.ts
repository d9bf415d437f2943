import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, accountUsers, userTokens } from '../../db/schema/index.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { forgetAccess, registerSpeculation, speculationStats, speculativeGuard } from './speculation.ts';

/**
 * Speculative reads (speculation.ts): a read whose credentials were granted access before starts
 * with that access while the access is resolved again; nothing leaves until the fresh check agrees.
 * Each case warms the memory with one read, changes what the credentials grant, and reads again.
 */
const t = setupTestApp();
const { call } = helpers(t);

const listIds = async (who: TMember) => {
  const res = await call<{ data: { payload: { id: number }[] } }>(
    who,
    'GET',
    '/conversations?status=all&assignee_type=all',
  );
  return { status: res.status, ids: res.status === 200 ? res.body.data.payload.map((c) => c.id) : null };
};

/** An account with an agent in one inbox, a conversation there and one in an inbox the agent is not in. */
const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const mine = await buildConversation(t, admin, { members: [agent] });
  const other = await buildConversation(t, admin);
  expect(await listIds(agent)).toEqual({ status: 200, ids: [mine.displayId] }); // remembered from here on
  return { admin, agent, mine, other };
};

beforeEach(() => forgetAccess());

describe('speculative reads', () => {
  it('answers a repeated read from the remembered access once the fresh check agrees', async () => {
    const { agent, mine } = await setup();
    const before = { ...speculationStats };
    expect(await listIds(agent)).toEqual({ status: 200, ids: [mine.displayId] });
    const show = await call<{ id: number }>(agent, 'GET', `/conversations/${mine.displayId}`);
    expect(show.status).toBe(200);
    expect(speculationStats.speculated - before.speculated).toBe(2);
    expect(speculationStats.confirmed - before.confirmed).toBe(2);
  });

  it('stays confirmed while the account is busy (new conversations and events move its counters)', async () => {
    const { admin, agent, mine } = await setup();
    const made = await call(admin, 'POST', '/conversations', { inbox_id: mine.inboxId, contact_id: mine.contactId });
    expect(made.status).toBe(200);
    expect((await call(admin, 'POST', `/conversations/${mine.displayId}/messages`, { content: 'Hi' })).status).toBe(
      200,
    );
    const before = { ...speculationStats };
    const { status, ids } = await listIds(agent);
    expect(status).toBe(200);
    expect(ids).toHaveLength(2);
    expect(speculationStats.confirmed - before.confirmed).toBe(1);
    expect(speculationStats.redone - before.redone).toBe(0);
  });

  it('a signed-out session gets 401, not the remembered view', async () => {
    const { agent } = await setup();
    await t.database.db.delete(userTokens).where(eq(userTokens.userId, agent.user.id));
    const before = speculationStats.refused;
    expect((await listIds(agent)).status).toBe(401);
    expect(speculationStats.refused - before).toBe(1);
  });

  it('a member removed from the account gets 404', async () => {
    const { admin, agent } = await setup();
    expect((await call(admin, 'DELETE', `/agents/${agent.user.id}`)).status).toBe(200);
    expect((await listIds(agent)).status).toBe(404);
  });

  it('a suspended account is refused at once', async () => {
    const { agent } = await setup();
    await t.database.db.update(accounts).set({ status: 1 }).where(eq(accounts.id, agent.accountId));
    const res = await call<{ code: string }>(agent, 'GET', '/conversations?status=all&assignee_type=all');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('account_suspended');
  });

  it('a changed role is read again with the fresh access: an agent made administrator sees every inbox', async () => {
    const { agent, mine, other } = await setup();
    await t.database.db.update(accountUsers).set({ role: 1 }).where(eq(accountUsers.userId, agent.user.id));
    const before = speculationStats.redone;
    const { status, ids } = await listIds(agent);
    expect(status).toBe(200);
    expect(ids?.sort()).toEqual([mine.displayId, other.displayId].sort());
    expect(speculationStats.redone - before).toBe(1);
  });

  it('an administrator made agent loses what the remembered access saw', async () => {
    const admin = await buildAdmin(t);
    const demoted = await buildAdmin(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin);
    expect((await call(demoted, 'GET', `/conversations/${c.displayId}`)).status).toBe(200);
    await t.database.db.update(accountUsers).set({ role: 0 }).where(eq(accountUsers.userId, demoted.user.id));
    expect((await call(demoted, 'GET', `/conversations/${c.displayId}`)).status).toBe(404);
    expect((await call(demoted, 'GET', `/conversations/${c.displayId}/messages`)).status).toBe(404);
  });

  it('a bad query string from revoked credentials reports the refusal, not the validation error', async () => {
    const { agent } = await setup();
    await t.database.db.delete(userTokens).where(eq(userTokens.userId, agent.user.id));
    const res = await call(agent, 'GET', '/conversations?status=nonsense');
    expect(res.status).toBe(401);
  });

  it('another account stays 404 however the credentials were remembered', async () => {
    const { agent } = await setup();
    const stranger = await buildAdmin(t);
    await listIds(stranger);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${stranger.accountId}/conversations`,
      headers: agent.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('only reads may speculate, and every speculative read is wrapped', () => {
    let onRoute: ((route: RouteOptions) => void) | undefined;
    registerSpeculation({
      decorateRequest: () => undefined,
      addHook: (_name, hook) => {
        onRoute = hook;
      },
    });
    const guard = speculativeGuard(() => Promise.resolve());
    const route = (method: string) =>
      ({ method, url: '/x', onRequest: [guard], handler: () => ({}) }) as unknown as RouteOptions;
    expect(() => onRoute?.(route('POST'))).toThrow(/only reads/);
    const read = route('GET');
    const original = read.handler;
    onRoute?.(read);
    expect(read.handler).not.toBe(original);
    const plain = { method: 'GET', url: '/y', handler: () => ({}) } as unknown as RouteOptions;
    const plainHandler = plain.handler;
    onRoute?.(plain);
    expect(plain.handler).toBe(plainHandler);
  });
});
