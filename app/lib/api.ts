import { AUTH_HEADERS } from '../../common/contracts/auth.ts';
import { ERROR_CODES, type TErrorBody, type TErrorCode } from '../../common/errors.ts';
import type { TApiContract } from './apiContracts.ts';
import { getSession, sessionFromHeaders, setSession } from './session.ts';

/** Every failed call throws this; screens branch on `code`, never on the message text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: TErrorCode;
  readonly details: Record<string, string[]>;
  /** Extra context the server sent (e.g. duplicate_contact's existing contact). */
  readonly data: unknown;

  constructor(
    status: number,
    code: TErrorCode,
    message: string,
    details: Record<string, string[]> = {},
    data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.data = data;
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

const codeFor = (status: number, raw: unknown): TErrorCode => {
  if (typeof raw === 'string' && (ERROR_CODES as readonly string[]).includes(raw)) return raw as TErrorCode;
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'internal' : 'bad_request';
};

const toApiError = async (res: Response): Promise<ApiError> => {
  let body: Partial<TErrorBody> = {};
  try {
    body = (await res.json()) as Partial<TErrorBody>;
  } catch {
    // a proxy's HTML error page: fall back to the status alone
  }
  return new ApiError(
    res.status,
    codeFor(res.status, body.code),
    body.message ?? res.statusText,
    body.details ?? {},
    body.data,
  );
};

export interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** Store the session headers the response carries (sign in, sign up, password reset). */
  storeSession?: boolean;
  /**
   * The shared response contract the body must fit (app/lib/apiContracts.ts). Checked in development
   * and tests only: the check and the schemas are dropped from production bundles.
   */
  contract?: TApiContract;
}

/** Calls the API with the session headers and returns the parsed JSON body. */
export const api = async <T>(path: string, options: TRequestOptions = {}): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json' });
  const session = getSession();
  if (session) for (const h of AUTH_HEADERS) headers.set(h, session[h]);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method: options.method ?? 'GET', headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'internal', 'Network error');
  }
  if (!res.ok) throw await toApiError(res);
  if (options.storeSession) {
    const issued = sessionFromHeaders(res.headers);
    if (issued) setSession(issued);
  }
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : {};
  if (import.meta.env.DEV && options.contract) {
    (await import('./apiContracts.ts')).checkContract(options.contract, path, data);
  }
  return data as T;
};
