import type { TDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/appError.ts';
import { guardedFetch } from '../../../lib/outbound/guardedFetch.ts';
import { OutboundRefusedError, outboundPolicy } from '../../../lib/outbound/outboundGuard.ts';
import { pick } from '../../../lib/providerHttp.ts';
import { errorText } from '../../../lib/serverText.ts';
import { OPENAI_BASE_URL, OPENAI_DEFAULT_MODEL } from '../apps.ts';

/** An OpenAI-compatible error body: `{error: {message}}` (OpenAI, most proxies) or `{error: "…"}`. */
const messageOf = (body: unknown) => {
  const m = pick(body, 'error', 'message') ?? pick(body, 'error') ?? pick(body, 'message');
  return typeof m === 'string' ? m.slice(0, 200) : '';
};

/**
 * Saving the OpenAI app asks the endpoint for its models (`GET {base}/models`) with the key: a key refused, an
 * endpoint that cannot be reached or a model it does not offer is a 422 naming the setting. The base URL is
 * the tenant's: the outbound guard applies (no private addresses unless the installation allows them).
 */
export const verifyOpenAiSettings = async (deps: TDeps, settings: Record<string, unknown>) => {
  const baseUrl = typeof settings.base_url === 'string' ? settings.base_url : OPENAI_BASE_URL;
  const apiKey = typeof settings.api_key === 'string' ? settings.api_key : '';
  const model = typeof settings.model === 'string' ? settings.model : OPENAI_DEFAULT_MODEL;
  let status: number;
  let body: unknown;
  try {
    const res = await guardedFetch(
      `${baseUrl}/models`,
      {
        method: 'GET',
        headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(deps.config.messaging.timeoutMs),
      },
      outboundPolicy(deps.config),
    );
    status = res.status;
    const text = await res.text();
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = null;
    }
  } catch (err) {
    const reason = err instanceof OutboundRefusedError ? err.reason : 'no answer';
    throw AppError.invalid('settings.base_url', errorText('openaiUnreachable', { reason }));
  }
  const message = messageOf(body);
  const detail = message ? `: ${message}` : '';
  if (status === 401 || status === 403)
    throw AppError.invalid('settings.api_key', errorText('openaiKeyRefused', { status, detail }));
  if (status < 200 || status >= 300)
    throw AppError.invalid('settings.base_url', errorText('openaiEndpointRefused', { status, detail }));
  const data = pick(body, 'data');
  if (!Array.isArray(data)) throw AppError.invalid('settings.base_url', errorText('openaiNotCompatible'));
  const ids = data.map((m) => pick(m, 'id')).filter((id): id is string => typeof id === 'string');
  if (ids.length > 0 && !ids.includes(model))
    throw AppError.invalid('settings.model', errorText('openaiModelUnknown', { models: ids.slice(0, 8).join(', ') }));
};
