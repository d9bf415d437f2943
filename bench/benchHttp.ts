/**
 * The HTTP side the listening benches (realtime, webhooks, message list) share: a JSON client for the app's
 * base URL, and signing up an account through the API as a new user does (its access token and session).
 */
import { AUTH_HEADERS } from '../common/contracts/auth.ts';

/** JSON in and out; a status other than 2xx throws with the body. */
export const jsonClient =
  (base: string) =>
  async <T>(method: string, p: string, headers: Record<string, string> = {}, body?: unknown) => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p} → ${res.status} ${await res.text()}`);
    return { json: (await res.json()) as T, headers: res.headers };
  };

/**
 * POST /api/v1/accounts: account "Bench" and its administrator "Bench Admin". Returns the account,
 * `api` (that account's routes with the access token) and the session headers a browser would keep.
 */
export const signUp = async (base: string) => {
  const call = jsonClient(base);
  const res = await call<{ data: { id: number; account_id: number; access_token: string } }>(
    'POST',
    '/api/v1/accounts',
    {},
    {
      account_name: 'Bench',
      user_full_name: 'Bench Admin',
      email: `bench-${Date.now()}@example.test`,
      password: 'bench-password-1',
    },
  );
  const { id: userId, account_id: accountId, access_token: accessToken } = res.json.data;
  const session = Object.fromEntries(AUTH_HEADERS.map((h) => [h, res.headers.get(h) ?? '']));
  const auth = { api_access_token: accessToken };
  const api = async <T = Record<string, unknown>>(method: string, p: string, body?: unknown) =>
    (await call<T>(method, `/api/v1/accounts/${accountId}${p}`, auth, body)).json;
  return { accountId, userId, accessToken, session, api };
};
