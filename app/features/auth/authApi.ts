import { isSignedOutCode } from '../../../common/errors.ts';
import type { TSignUpRequest } from '../../../common/contracts/auth.ts';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { api, isApiError } from '../../lib/api.ts';
import { clearSession, hasSession } from '../../lib/session.ts';

export interface TInstallation {
  signup_enabled: boolean;
  fresh_install: boolean;
  /** 'cloud' turns on the hosted-only menus and banners; anything else is self-hosted. */
  deployment: string;
  version: string;
  smtp_configured: boolean;
  /** A translation provider is configured on the server (TRANSLATE_API_URL). */
  translation_configured?: boolean;
  /** Mail forwarded to an email inbox's forwarding address arrives (relay and domain configured). */
  inbound_email_configured?: boolean;
  /** Email inboxes' IMAP settings are fetched from (not yet: they are only saved). */
  imap_fetching?: boolean;
  /** Optional installation settings (Chatwoot's global config); absent means the default. */
  enterprise?: boolean;
  display_manifest?: boolean;
  csml_editor_host?: string | null;
  support_inbox_token?: string | null;
  vapid_public_key?: string;
  /** The installation console's branding (defaults: "Helpdesk", no logo, our blue). */
  installation_name?: string;
  logo_url?: string | null;
  brand_color?: string;
  support_email?: string | null;
  /** Always 'community': one open-source edition. */
  edition?: 'community';
  /** Chatwoot's paid-edition features this edition includes. */
  open_core_features?: string[];
  /** The server reports errors (SENTRY_DSN): the SPA posts its uncaught ones (lib/errorReporting.ts). */
  error_reporting?: boolean;
}

export const authKeys = {
  currentUser: ['auth', 'currentUser'] as const,
  installation: ['installation'] as const,
};

/**
 * The signed-in user, or null. No session cookie means signed out without asking the
 * server; a 401 from the validity check ends the session (spec §4 "Session").
 */
export const fetchCurrentUser = async (): Promise<TCurrentUser | null> => {
  if (!hasSession()) return null;
  try {
    return (await api<{ data: TCurrentUser }>('/auth/validate_token', { contract: 'tokenValidated' })).data;
  } catch (err) {
    if (isApiError(err) && isSignedOutCode(err.code)) {
      clearSession();
      return null;
    }
    throw err;
  }
};

export const fetchInstallation = () => api<TInstallation>('/api/v1/installation', { contract: 'installation' });

export const signUp = async (input: TSignUpRequest) =>
  (
    await api<{ data: TCurrentUser }>('/api/v1/accounts', {
      method: 'POST',
      body: input,
      storeSession: true,
      contract: 'accountCreated',
    })
  ).data;

export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/auth/password', { method: 'POST', body: { email }, contract: 'successMessage' });

export const confirmEmail = (token: string) =>
  api<{ success: boolean }>('/auth/confirmation', {
    method: 'POST',
    body: { confirmation_token: token },
    contract: 'success',
  });

/** Ends the device's session on the server (and its web push), then forgets it locally whatever the server said. */
export const signOut = async () => {
  // This browser stops getting the user's pushes (Chatwoot's DELETE notification_subscriptions).
  // Loaded here: the first screen does not need the push code.
  await (await import('../../lib/webPush.ts')).disablePush();
  try {
    await api('/auth/sign_out', { method: 'DELETE', contract: 'success' });
  } finally {
    clearSession();
  }
};

/** Ends every session of the user on the server (this one too: sockets, tabs, devices), then forgets it locally. */
export const signOutEverywhere = async () => {
  await (await import('../../lib/webPush.ts')).disablePush();
  try {
    await api<{ success: boolean }>('/api/v1/profile/sign_out_everywhere', {
      method: 'POST',
      contract: 'signedOutEverywhere',
    });
  } finally {
    clearSession();
  }
};
