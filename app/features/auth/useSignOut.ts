import { useMutation } from '@tanstack/react-query';
import { signOut } from './authApi.ts';
import { signedOutUrl } from './ssoSession.ts';

/**
 * Signs out and reloads into the login page, so no cached data of this user survives; after an OIDC sign-in,
 * through the provider's end-session (docs/SSO.md).
 */
export const useSignOut = () =>
  useMutation({
    mutationFn: signOut,
    onSettled: () => window.location.assign(signedOutUrl()),
  });
