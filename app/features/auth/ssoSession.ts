/**
 * The account an OIDC sign-in came through (docs/SSO.md): remembered at sign-in, so signing out also ends the
 * provider's session (its end-session endpoint, through /auth/oidc/:accountId/logout).
 */
const SSO_ACCOUNT_KEY = 'helpdesk.ssoAccountId';

export const rememberSsoAccount = (accountId: string | null) => {
  try {
    if (accountId && /^\d+$/.test(accountId)) localStorage.setItem(SSO_ACCOUNT_KEY, accountId);
    else localStorage.removeItem(SSO_ACCOUNT_KEY);
  } catch {
    // Storage may be off; signing out then ends only this session.
  }
};

/** Where the browser goes after signing out: the provider's end-session route, or the login page. */
export const signedOutUrl = () => {
  try {
    const id = localStorage.getItem(SSO_ACCOUNT_KEY);
    localStorage.removeItem(SSO_ACCOUNT_KEY);
    if (id) return `/auth/oidc/${id}/logout`;
  } catch {
    // as above
  }
  return '/app/login';
};
