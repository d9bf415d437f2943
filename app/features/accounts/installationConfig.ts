import type { TInstallation } from '../auth/index.ts';

/** The installation-wide switches the shell reads, with their defaults when the server leaves them out. */
export interface TGlobalConfig {
  isCloud: boolean;
  isEnterprise: boolean;
  /** Show the update-available banner (Chatwoot's DISPLAY_MANIFEST, on by default). */
  displayManifest: boolean;
  /** Agent bots need a CSML editor host. */
  csmlEditorHost: string | null;
  /** "Contact support" needs a support inbox token. */
  supportInboxToken: string | null;
  /** Creating accounts from the dashboard (sign-up enabled). */
  createNewAccountFromDashboard: boolean;
  version: string | null;
  /** The installation's web push key (Chatwoot's VAPID_PUBLIC_KEY). */
  vapidPublicKey: string | null;
  /** Mail goes out; without it, mailed links (confirmation, reset) are written to the server log. */
  smtpConfigured: boolean;
  /** Messages can be translated (the server has a translation provider); otherwise Translate is not offered. */
  translationConfigured: boolean;
  /** Forwarded mail reaches email inboxes (RAILS_INBOUND_EMAIL_PASSWORD and MAILER_INBOUND_EMAIL_DOMAIN set). */
  inboundEmailConfigured: boolean;
  /** The server fetches mail over IMAP; until then IMAP settings are saved only. */
  imapFetching: boolean;
}

export const globalConfigOf = (installation: TInstallation | undefined): TGlobalConfig => ({
  isCloud: installation?.deployment === 'cloud',
  isEnterprise: installation?.enterprise === true,
  displayManifest: installation?.display_manifest !== false,
  csmlEditorHost: installation?.csml_editor_host || null,
  supportInboxToken: installation?.support_inbox_token || null,
  createNewAccountFromDashboard: installation?.signup_enabled === true,
  version: installation?.version ?? null,
  vapidPublicKey: installation?.vapid_public_key || null,
  smtpConfigured: installation?.smtp_configured !== false,
  translationConfigured: installation?.translation_configured === true,
  inboundEmailConfigured: installation?.inbound_email_configured === true,
  imapFetching: installation?.imap_fetching === true,
});
