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
  'unsupported_inbox_type',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'provider_not_configured',
  'database_unavailable',
  'invalid_otp',
  'invalid_mfa_token',
  'sso_required',
  'payment_required',
  'mfa_enrolment_required',
  'model_unavailable',
  'quota_exceeded',
  'internal',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<TErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  // Chatwoot answers a signed-in member who may not do something (Pundit) with 401, not 403. Clients tell
  // it from a dead session by the code: only `unauthenticated` / `invalid_credentials` mean "sign in again".
  forbidden: 401,
  not_found: 404,
  validation_failed: 422,
  conflict: 409,
  duplicate_contact: 422,
  account_suspended: 403,
  signup_disabled: 403,
  // An action this inbox's channel does not allow (Chatwoot's 403 `…only allowed for API inboxes`).
  unsupported_inbox_type: 403,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  provider_not_configured: 422,
  database_unavailable: 503,
  // Chatwoot's two-factor errors: a wrong code is 400, a missing or expired mfa_token 401.
  invalid_otp: 400,
  invalid_mfa_token: 401,
  // Password sign-in is closed for a member of an account that enforces single sign-on (docs/SSO.md).
  sso_required: 403,
  // Chatwoot's render_payment_required: an account limit (agents, inboxes) is reached.
  payment_required: 402,
  // The account requires two-factor sign-in and its grace period is over: enrol first (docs/SECURITY.md);
  // for the installation console: its SuperAdmin must have two-factor sign-in on.
  mfa_enrolment_required: 403,
  // Captain's model did not answer (down, refused, timed out): the gateway's failure, not ours.
  model_unavailable: 502,
  // The account's monthly Captain quota is spent (docs/CAPTAIN.md).
  quota_exceeded: 429,
  internal: 500,
};

/** The codes that mean the session or token is gone (sign in again); any other 401 means "not allowed". */
export const isSignedOutCode = (code: string | undefined) =>
  code === 'unauthenticated' || code === 'invalid_credentials';

/** Wire shape of every error body. `attributes` names the offending fields on 422. */
export interface TErrorBody {
  code: TErrorCode;
  message: string;
  /** Chatwoot's `{error: …}` (its 401/404/422 bodies): Chatwoot's wording where it has one, else `message`. */
  error: string;
  /** devise-token-auth clients read `errors`; kept as a list of human messages. */
  errors?: string[];
  attributes?: string[];
  /** Per-field messages for forms. */
  details?: Record<string, string[]>;
  request_id?: string;
  /** Extra context: for duplicate_contact, the existing contact. */
  data?: unknown;
}
