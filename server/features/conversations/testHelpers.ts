import type { TTestContext } from '../../test/harness.ts';
import type { TMember } from '../../test/factories.ts';
import { canReceive, type TAudience } from '../../events/audience.ts';

/** Test helpers for the conversation db tests: requests as a member, and the stored event log. */
export const helpers = (t: TTestContext) => {
  const call = async <T = Record<string, unknown>>(
    who: TMember,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    path: string,
    payload?: unknown,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/accounts/${who.accountId}${path}`,
      headers: who.headers,
      ...(payload !== undefined && { payload: payload as never }),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };
  const events = async (accountId: number, name: string) => {
    const { rows } = await t.database.pool.query<{ data: Record<string, unknown>; audience: TAudience }>(
      'SELECT data, audience FROM events WHERE account_id = $1 AND name = $2 ORDER BY id',
      [accountId, name],
    );
    return rows;
  };
  /** Would a visitor subscribed on this contact inbox receive the event? */
  const visitorHears = (audience: TAudience, contactInboxId: number) =>
    canReceive({ kind: 'visitor', accountId: 0, contactInboxId }, audience);
  const activities = async (accountId: number, displayId: number) => {
    const { rows } = await t.database.pool.query<{ content: string }>(
      `SELECT m.content FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.account_id = $1 AND c.display_id = $2 AND m.message_type = 2 ORDER BY m.id`,
      [accountId, displayId],
    );
    return rows.map((r) => r.content);
  };
  return { call, events, visitorHears, activities };
};
