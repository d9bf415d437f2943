/**
 * The one way provider adapters talk HTTP: global fetch with a timeout, and errors sorted into
 * permanent (the provider refused: 4xx) and retryable (5xx, 429, timeouts, network).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 for a network failure or timeout. */
    readonly status: number,
  ) {
    super(message);
  }

  /** 4xx other than 408/429 cannot succeed by retrying. */
  get isPermanent() {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

export interface TProviderResponse {
  status: number;
  body: unknown;
}

const parseBody = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Performs the request; any non-2xx becomes a ProviderError carrying the provider's own message. */
export const providerFetch = async (
  url: string,
  init: RequestInit,
  opts: { timeoutMs: number; errorMessage: (body: unknown, status: number) => string },
): Promise<TProviderResponse> => {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderError(`The provider ${reason}`, 0);
  }
  const body = parseBody(await res.text());
  if (!res.ok) throw new ProviderError(opts.errorMessage(body, res.status).slice(0, 1000), res.status);
  return { status: res.status, body };
};

/** Reads a nested field of an unknown JSON value. */
export const pick = (value: unknown, ...path: (string | number)[]): unknown => {
  let cur = value;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
};

export const pickString = (value: unknown, ...path: (string | number)[]) => {
  const v = pick(value, ...path);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
};

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export const genericError = (status: number) => `The provider answered HTTP ${status}`;

/** A provider's next-page URL re-based on the configured API base (tests point the base at a local server). */
export const rebaseUrl = (base: string, next: string) => {
  try {
    const u = new URL(next);
    return `${base}${u.pathname}${u.search}`;
  } catch {
    return null;
  }
};

/** Downloads a file (media of an incoming message), refusing anything over `maxBytes`. */
export const providerDownload = async (
  url: string,
  init: RequestInit,
  opts: { timeoutMs: number; maxBytes: number },
): Promise<{ bytes: Buffer; contentType: string | null }> => {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
  } catch {
    throw new ProviderError('The provider could not be reached', 0);
  }
  if (!res.ok) throw new ProviderError(genericError(res.status), res.status);
  if (Number(res.headers.get('content-length') ?? 0) > opts.maxBytes) throw new ProviderError('File too large', 413);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > opts.maxBytes) throw new ProviderError('File too large', 413);
  return { bytes, contentType: res.headers.get('content-type') };
};
