import type { TResetPasswordRequest, TSignInRequest, TSsoSignInRequest } from '../../../common/contracts/auth.ts';
import type { TMfaRequired } from '../../../common/contracts/mfa.ts';
import type { TSsoLoginRequest } from '../../../common/contracts/sso.ts';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { api } from '../../lib/api.ts';

/**
 * The calls that start a session: sign-in (both steps) and a password reset. Apart from authApi.ts, so they
 * load with the sign-in pages, not with every screen.
 */

/** The user signed in, or (two-factor sign-in on) the mfa_token the second step sends with its code. */
export type TSignInResult = { user: TCurrentUser; mfaToken?: undefined } | { user?: undefined; mfaToken: string };

/** The second step's body: the mfa_token and a code from the authenticator app or a backup code. */
export type TMfaSignIn = { mfa_token: string } & ({ otp_code: string } | { backup_code: string });

const startSession = async (
  path: string,
  method: 'POST' | 'PUT',
  body: unknown,
  contract: 'signInStep' | 'passwordResetStep',
): Promise<TSignInResult> => {
  const res = await api<{ data: TCurrentUser } | TMfaRequired>(path, { method, body, storeSession: true, contract });
  return 'mfa_required' in res ? { mfaToken: res.mfa_token } : { user: res.data };
};

export const signIn = (input: TSignInRequest | TMfaSignIn | TSsoSignInRequest) =>
  startSession('/auth/sign_in', 'POST', input, 'signInStep');

export const resetPassword = (input: TResetPasswordRequest) =>
  startSession('/auth/password', 'PUT', input, 'passwordResetStep');

/** "Sign in with SSO": the identity provider's URL for this email (docs/SSO.md). */
export const startSsoLogin = (body: TSsoLoginRequest) =>
  api<{ protocol: 'oidc' | 'saml'; url: string }>('/api/v1/auth/sso_login', {
    method: 'POST',
    body,
    contract: 'ssoLogin',
  });
