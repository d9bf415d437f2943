/** The closed set of error codes the API returns. Screens branch on these, never on message text. */
export const ERROR_CODES = [
  'bad_request',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'validation_failed',
  'conflict',
  'duplicate_contact',
  'account_suspended',
  'signup_disabled',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'provider_not_configured',
  'internal',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<TErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  validation_failed: 422,
  conflict: 409,
  duplicate_contact: 422,
  account_suspended: 403,
  signup_disabled: 403,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  provider_not_configured: 422,
  internal: 500,
};

/** Wire shape of every error body. `attributes` names the offending fields on 422. */
export interface TErrorBody {
  code: TErrorCode;
  message: string;
  /** devise-token-auth clients read `errors`; kept as a list of human messages. */
  errors?: string[];
  attributes?: string[];
  /** Per-field messages for forms. */
  details?: Record<string, string[]>;
  request_id?: string;
  /** Chatwoot's single-message key, on the routes where its clients read it (`{error: "…"}`). */
  error?: string;
  /** Extra context: for duplicate_contact, the existing contact. */
  data?: unknown;
}
