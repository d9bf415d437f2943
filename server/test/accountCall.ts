import type { TMember } from './factories.ts';
import type { TTestContext } from './harness.ts';

type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A request to `/api/v1/accounts/<the member's account><rest>` as that member: its status and JSON body. */
export const accountCaller =
  (t: TTestContext) =>
  async <T = unknown>(who: TMember, method: TMethod, rest: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/accounts/${who.accountId}${rest}`,
      headers: who.headers,
      payload: body as never,
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };
