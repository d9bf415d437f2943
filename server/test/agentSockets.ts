import { afterAll, beforeAll, expect } from 'vitest';
import { connectCable } from './cableClient.ts';
import type { TMember } from './factories.ts';
import type { TTestContext } from './harness.ts';

type TClient = Awaited<ReturnType<typeof connectCable>>;

/**
 * For socket db tests: listens on a free port once for the file, and answers `subscribed` (a member's /cable
 * connection on their account, closed after the file), `connect` (a bare connection) and `call` (an account
 * request as the member that must answer 200). Call once at a test file's top level.
 */
export const useAgentSockets = (t: TTestContext) => {
  let base = '';
  const clients: TClient[] = [];
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });
  const connect = async () => {
    const c = await connectCable(base);
    clients.push(c);
    return c;
  };
  const subscribed = async (m: TMember) => {
    const c = await connect();
    const { confirmed } = await c.subscribe({
      pubsub_token: m.user.pubsubToken,
      account_id: m.accountId,
      user_id: m.user.id,
    });
    expect(confirmed).toBe(true);
    return c;
  };
  const call = async (who: TMember, method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/accounts/${who.accountId}${path}`,
      headers: who.headers,
      ...(payload !== undefined && { payload: payload as never }),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { connect, subscribed, call };
};
