import type { TConfig } from '../../config.ts';
import { genericError, pick, pickString, providerFetch, ProviderError } from '../../lib/providerHttp.ts';
import { ProviderAuthError } from './adapter.ts';

/** Graph error code 190: the access token expired or was revoked (the page or account must be reconnected). */
const TOKEN_ERROR_CODE = 190;

const errorMessage = (b: unknown, status: number) =>
  pickString(b, 'error', 'error_user_msg') ?? pickString(b, 'error', 'message') ?? genericError(status);

/**
 * One request to Meta's Graph (Messenger's FACEBOOK_API_URL, Instagram's INSTAGRAM_API_URL). A refused token
 * (190) is a ProviderAuthError, which flags the inbox for reauthorization; any other refusal keeps Graph's own
 * message (its user-facing one first).
 */
export const metaFetch = async (config: TConfig, url: string, init: RequestInit = {}) => {
  let code: number | null = null;
  try {
    const { body } = await providerFetch(url, init, {
      timeoutMs: config.messaging.timeoutMs,
      errorMessage: (b, s) => {
        code = Number(pick(b, 'error', 'code'));
        return errorMessage(b, s);
      },
    });
    return body;
  } catch (err) {
    if (err instanceof ProviderError && code === TOKEN_ERROR_CODE) throw new ProviderAuthError(err.message);
    throw err;
  }
};
