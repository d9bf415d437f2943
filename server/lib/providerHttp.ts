import { guardedFetch } from './outbound/guardedFetch.ts';
import { OutboundRefusedError, type TOutboundPolicy } from './outbound/outboundGuard.ts';

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

export interface TDownloadLimits {
  timeoutMs: number;
  maxBytes: number;
  /** The outbound guard (outboundPolicy(config)): a URL a provider's answer gave is a target like any other. */
  policy: TOutboundPolicy;
  /** The configured API bases' origins (operator-set, trusted; tests point them at local servers). */
  trustedOrigins: readonly string[];
}

/** Reads at most `maxBytes` of a body; a body past it is cut off (the connection closed) and refused. */
const readCapped = async (res: Awaited<ReturnType<typeof guardedFetch>>, maxBytes: number) => {
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = res.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderError('File too large', 413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

/**
 * Downloads a file (media of an incoming message) through the outbound guard (guardedFetch): a URL
 * outside the configured API bases, and any redirect, must reach a public address. Refuses anything over
 * `maxBytes` (declared or streamed) and gives up after `timeoutMs`, body included.
 */
export const providerDownload = async (
  url: string,
  init: { headers?: Record<string, string> },
  opts: TDownloadLimits,
): Promise<{ bytes: Buffer; contentType: string | null }> => {
  let res: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    res = await guardedFetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) }, opts.policy, {
      trustedOrigins: opts.trustedOrigins,
    });
  } catch (err) {
    // A refused target cannot succeed by retrying: 403 is permanent.
    if (err instanceof OutboundRefusedError) throw new ProviderError(`The media URL was refused: ${err.reason}`, 403);
    throw new ProviderError('The provider could not be reached', 0);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new ProviderError(genericError(res.status), res.status);
  }
  if (Number(res.headers.get('content-length') ?? 0) > opts.maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new ProviderError('File too large', 413);
  }
  let bytes: Buffer;
  try {
    bytes = await readCapped(res, opts.maxBytes);
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    throw new ProviderError('The provider could not be reached', 0);
  }
  return { bytes, contentType: res.headers.get('content-type') };
};
