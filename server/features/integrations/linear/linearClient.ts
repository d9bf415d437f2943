import { pick, ProviderError, providerFetch } from '../../../lib/providerHttp.ts';

/** Where Linear is (config.linear): its GraphQL endpoint and OAuth URLs; tests point them at a local stand-in. */
export interface TLinearTarget {
  apiUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  timeoutMs: number;
}

/** Linear refused the token (expired, revoked): the connection must be made again. */
export class LinearAuthError extends Error {}
/** Linear refused the request (a GraphQL error, a 4xx) or could not be reached: its message, for the agent. */
export class LinearRequestError extends Error {}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

const firstError = (body: unknown) => {
  const errors = pick(body, 'errors');
  return Array.isArray(errors) && errors.length > 0 ? (errors[0] as unknown) : null;
};

/** Linear marks an expired or revoked token by its error's code (or answers HTTP 401). */
const isAuthError = (error: unknown) => {
  const code = textOf(pick(error, 'extensions', 'code')).toUpperCase();
  const type = textOf(pick(error, 'extensions', 'type')).toLowerCase();
  return code === 'AUTHENTICATION_ERROR' || type === 'authentication error';
};

const messageOf = (error: unknown) =>
  textOf(pick(error, 'extensions', 'userPresentableMessage')) || textOf(pick(error, 'message')) || 'Linear error';

/**
 * One GraphQL operation against Linear with the workspace's OAuth token, through the providers' HTTP helper
 * (timeout, sorted errors). Variables carry every value: nothing typed by a person is spliced into a query.
 */
export const linearGraphql = async <T>(
  target: TLinearTarget,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> => {
  let body: unknown;
  try {
    const res = await providerFetch(
      target.apiUrl,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      {
        timeoutMs: target.timeoutMs,
        errorMessage: (b, status) =>
          JSON.stringify({ status, error: firstError(b) ?? { message: textOf(pick(b, 'message')) } }),
      },
    );
    body = res.body;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    if (err.status === 0) throw new LinearRequestError(`Linear ${err.message.replace(/^The provider /, '')}`);
    let error: unknown = null;
    try {
      error = pick(JSON.parse(err.message) as unknown, 'error');
    } catch {
      // A message cut at 1000 characters: no details.
    }
    if (err.status === 401 || isAuthError(error)) throw new LinearAuthError(messageOf(error));
    throw new LinearRequestError(`Linear refused the request (${err.status}): ${messageOf(error)}`);
  }
  const error = firstError(body);
  if (error) {
    if (isAuthError(error)) throw new LinearAuthError(messageOf(error));
    throw new LinearRequestError(`Linear refused the request: ${messageOf(error)}`);
  }
  const data = pick(body, 'data');
  if (data === null || typeof data !== 'object') throw new LinearRequestError('Linear answered without data');
  return data as T;
};

/** Exchanges the authorization code Linear sent back for the workspace's access token. */
export const exchangeLinearCode = async (
  target: TLinearTarget,
  client: { clientId: string; clientSecret: string },
  code: string,
  redirectUri: string,
) => {
  const res = await providerFetch(
    target.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }).toString(),
    },
    {
      timeoutMs: target.timeoutMs,
      errorMessage: (body, status) =>
        `Linear refused the code (${status}): ${textOf(pick(body, 'error_description')) || textOf(pick(body, 'error'))}`,
    },
  );
  const token = pick(res.body, 'access_token');
  if (typeof token !== 'string' || token === '') throw new Error('Linear answered without an access token');
  return { accessToken: token, scope: textOf(pick(res.body, 'scope')) };
};

/** Tells Linear the token is no longer used (disconnect); a refusal is not an obstacle to disconnecting. */
export const revokeLinearToken = async (target: TLinearTarget, token: string) => {
  await providerFetch(
    target.revokeUrl,
    { method: 'POST', headers: { authorization: `Bearer ${token}` } },
    { timeoutMs: target.timeoutMs, errorMessage: (_b, status) => `Linear refused the revocation (${status})` },
  ).catch(() => undefined);
};
