import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuthHeaders } from '../../common/contracts/auth.ts';
import { buildApp } from '../app.ts';
import { connectDatabase, type TDatabase } from '../db/client.ts';
import { issueSession } from '../features/auth/auth.service.ts';
import { findUserById } from '../features/users/users.repo.ts';
import type { TApp } from '../http.ts';
import { connectCable, type TReceived } from '../test/cableClient.ts';
import { buildAdmin, buildMember, type TMember } from '../test/factories.ts';
import { setupTestApp } from '../test/harness.ts';

/**
 * Realtime access ends with the sessions (issue 42 item 3): a password reset, "sign out everywhere" and
 * sign-out of the last session rotate the user's pubsub_token and close their open /cable sockets on every
 * node. The sockets here are on node B; the change is made through node A (the harness app), so it reaches
 * B only through the event log.
 */
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

type TClient = Awaited<ReturnType<typeof connectCable>>;
const clients: TClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await nodeB.close();
  await poolB.close();
});

const identifier = (m: TMember, token = m.user.pubsubToken) => ({
  pubsub_token: token,
  account_id: m.accountId,
  user_id: m.user.id,
});
const open = async (m: TMember, token = m.user.pubsubToken) => {
  const c = await connectCable(baseB);
  clients.push(c);
  return { c, confirmed: (await c.subscribe(identifier(m, token))).confirmed };
};
const closed = (c: TClient) =>
  new Promise<void>((resolve) => {
    if (c.ws.readyState === c.ws.CLOSED) return resolve();
    c.ws.once('close', () => resolve());
  });
const isAccountEvent = (f: TReceived) => typeof f.message === 'object' && f.message.event === 'page:reload';
const patchAccount = async (admin: TMember, locale: string) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/accounts/${admin.accountId}`,
    headers: admin.headers,
    payload: { locale },
  });
  expect(res.statusCode).toBe(200);
};

/** The socket is told, rejected, closed; the old token opens nothing; the new one does. */
const expectRevoked = async (m: TMember, c: TClient) => {
  await c.waitFor((f) => f.type === 'reject_subscription');
  expect(await c.waitFor((f) => f.type === 'disconnect')).toMatchObject({ reconnect: false });
  await closed(c);
  const user = await findUserById(t.database.db, m.user.id);
  expect(user?.pubsubToken).toBeTruthy();
  expect(user?.pubsubToken).not.toBe(m.user.pubsubToken);
  expect((await open(m)).confirmed).toBe(false);
  expect((await open(m, user?.pubsubToken)).confirmed).toBe(true);
};

let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe('realtime access ends with the sessions', () => {
  it('a password reset rotates the pubsub token and closes open sockets on every node', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { c, confirmed } = await open(agent);
    expect(confirmed).toBe(true);
    const { c: watcher } = await open(admin);
    await patchAccount(admin, 'ar');
    await c.waitFor(isAccountEvent);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { email: agent.user.email },
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(200);
    const link = t.mails.findLast((m) => m.to === agent.user.email)?.link ?? 'http://x';
    const token = new URL(link).searchParams.get('reset_password_token');
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { reset_password_token: token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json<{ data: { pubsub_token: string } }>().data.pubsub_token;
    expect(fresh).not.toBe(agent.user.pubsubToken);
    await c.waitFor((f) => typeof f.message === 'object' && f.message.event === 'user:logout');
    await expectRevoked(agent, c);
    expect((await findUserById(t.database.db, agent.user.id))?.pubsubToken).toBe(fresh);

    // Nothing written afterwards reached the old socket; the administrator's socket is untouched.
    const heard = c.events().length;
    await patchAccount(admin, 'en');
    await watcher.waitFor((f) => isAccountEvent(f) && watcher.events().length > 1);
    expect(c.events().length).toBe(heard);
    expect(watcher.ws.readyState).toBe(watcher.ws.OPEN);
  });

  it('"sign out everywhere" ends every session, open tabs and sockets', async () => {
    const admin = await buildAdmin(t);
    const secondDevice: TAuthHeaders = await issueSession(t.deps, admin.user);
    const { c, confirmed } = await open(admin);
    expect(confirmed).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/sign_out_everywhere',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await c.waitFor((f) => typeof f.message === 'object' && f.message.event === 'user:logout');
    await expectRevoked(admin, c);
    for (const headers of [admin.headers, secondDevice]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/profile/sign_out_everywhere' })).statusCode).toBe(401);
  });

  it('signing out keeps realtime access while another session lives, and ends it with the last one', async () => {
    const admin = await buildAdmin(t);
    const secondDevice = await issueSession(t.deps, admin.user);
    const { c, confirmed } = await open(admin);
    expect(confirmed).toBe(true);

    const first = await t.app.inject({ method: 'DELETE', url: '/auth/sign_out', headers: admin.headers });
    expect(first.statusCode).toBe(200);
    expect((await findUserById(t.database.db, admin.user.id))?.pubsubToken).toBe(admin.user.pubsubToken);
    await patchAccount({ ...admin, headers: secondDevice }, 'ar');
    await c.waitFor(isAccountEvent);
    expect(c.ws.readyState).toBe(c.ws.OPEN);

    const last = await t.app.inject({ method: 'DELETE', url: '/auth/sign_out', headers: secondDevice });
    expect(last.statusCode).toBe(200);
    await expectRevoked(admin, c);
  });
});
