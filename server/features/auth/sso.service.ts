import type { TSsoSignInRequest } from '../../../common/contracts/auth.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TUserRow } from '../users/index.ts';
import { consumeSsoToken, insertSsoToken } from './ssoTokens.repo.ts';

/** How long a one-time sign-in link works (Chatwoot's SSO links are short-lived too). */
export const SSO_LINK_SECONDS = 5 * 60;

/**
 * A one-time sign-in link for the user, as Chatwoot's `users/{id}/login`: `/app/login?email=…&sso_auth_token=…`.
 * The login page posts the token to /auth/sign_in; it works once, for five minutes.
 */
export const issueSsoLoginUrl = async (deps: TDeps, user: TUserRow) => {
  const token = randomToken(32);
  await insertSsoToken(deps.db, user.id, sha256(token), new Date(Date.now() + SSO_LINK_SECONDS * 1000));
  const query = new URLSearchParams({ email: user.email, sso_auth_token: token });
  return `${publicUrl(deps)}/app/login?${query.toString()}`;
};

/** The user a one-time sign-in token names (and the email, when given, must be theirs); the token is spent. */
export const userOfSsoToken = async (deps: TDeps, input: TSsoSignInRequest) => {
  const user = await consumeSsoToken(deps.db, sha256(input.sso_auth_token));
  if (!user || (input.email && input.email !== user.email.toLowerCase()))
    throw new AppError('invalid_credentials', errorText('invalidLogin'));
  return user;
};
