import type { TApp } from '../http.ts';

/** Someone the seed acts as: an agent (their API token) or, for incoming messages, a customer's device. */
export interface TDemoActor {
  token: string;
  /**
   * The client address the request comes from. Each person gets their own, as each would use their
   * own device, so the app's per-address request limit treats the seed like a team at work.
   */
  address: string;
}

export type TDemoApi = <T = unknown>(
  actor: TDemoActor,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
) => Promise<T>;

/** Calls the account's API in-process (app.inject), through the same routes, guards and services as the SPA. */
export const createDemoApi =
  (app: TApp, accountId: number): TDemoApi =>
  async <T>(actor: TDemoActor, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/v1/accounts/${accountId}${path}`,
      headers: { api_access_token: actor.token },
      remoteAddress: actor.address,
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
    if (res.statusCode >= 300) {
      throw new Error(`demo seed: ${method} ${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
    return res.json<T>();
  };

/** A stable loopback address per person (127.0.x.y). */
export const addressOf = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
