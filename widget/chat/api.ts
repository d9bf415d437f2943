import { WIDGET_TOKEN_HEADER } from '../../common/contracts/widgetConstants.ts';
import type { TWidgetContract } from './apiContracts.ts';

/** An API failure with its HTTP status (429 = abuse limit) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const auth = { websiteToken: '', token: '' };

export const setAuth = (websiteToken: string, token: string) => {
  auth.websiteToken = websiteToken;
  auth.token = token;
};
export const authToken = () => auth.token;

/**
 * Calls /api/v1/widget/<path>?website_token=… with the visitor's X-Auth-Token. With a `contract`, the
 * body is checked against the shared response schema in development and tests (never in production).
 */
export const request = async <T>(
  method: string,
  path: string,
  body?: unknown,
  query: Record<string, string> = {},
  contract?: TWidgetContract,
) => {
  const params = new URLSearchParams({ ...query, website_token: auth.websiteToken });
  const headers: Record<string, string> = {};
  if (auth.token) headers[WIDGET_TOKEN_HEADER] = auth.token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`/api/v1/widget/${path}?${params.toString()}`, { method, headers, body: payload });
  const text = await res.text();
  const data = (text ? JSON.parse(text) : {}) as T & { message?: string };
  if (!res.ok) throw new ApiError(res.status, data.message ?? res.statusText);
  if (import.meta.env.DEV && contract) (await import('./apiContracts.ts')).checkWidgetContract(contract, path, data);
  return data;
};
