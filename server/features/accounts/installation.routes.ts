import { ZInstallation } from '../../../common/contracts/responses/accounts.ts';
import type { TRouteCtx } from '../../http.ts';
import { APP_VERSION } from '../../lib/appVersion.ts';
import { isFreshInstall } from '../auth/index.ts';
import { vapidKeys } from '../notificationSubscriptions/index.ts';
import { readSettings } from './installationSettings.repo.ts';
import { brandingOf, storedSignup } from './installationSettings.ts';

/**
 * Features Chatwoot sells in its Enterprise edition that this edition ships (spec part 1 §2, §6; issue 32):
 * named so that the runtime config says what the edition is rather than a bare `enterprise: false`.
 */
const OPEN_CORE_FEATURES = ['sla', 'custom_roles', 'audit_logs', 'platform_api'];

/**
 * GET /api/v1/installation. It lived in auth.routes.ts; it moved here because it reads the VAPID key
 * (notificationSubscriptions), which sits above auth in the module layers (docs/ARCHITECTURE.md).
 */
export const registerInstallationRoutes = ({ app, deps }: TRouteCtx) => {
  /** What the login page needs to know before anyone signs in. */
  app.get(
    '/api/v1/installation',
    {
      schema: {
        tags: ['Installation'],
        response: {
          200: ZInstallation,
        },
      },
    },
    async () => {
      const fresh = await isFreshInstall(deps);
      const stored = await readSettings(deps.db);
      return {
        signup_enabled: (storedSignup(stored) ?? deps.config.signupEnabled) || fresh,
        // The installation console's branding: the name and logo shown instead of "Helpdesk".
        ...brandingOf(stored),
        fresh_install: fresh,
        deployment: deps.config.deployment,
        version: APP_VERSION,
        smtp_configured: deps.config.smtp !== null,
        translation_configured: deps.config.translate !== null,
        inbound_email_configured:
          deps.config.inboundEmail.relayPassword !== null && deps.config.inboundEmail.replyDomain !== null,
        imap_fetching: deps.config.imap.fetching,
        display_manifest: deps.config.displayManifest,
        support_inbox_token: deps.config.supportInboxToken,
        csml_editor_host: deps.config.csmlEditorHost,
        // Enterprise-only menus (SLA, custom roles, audit logs) stay hidden until those screens exist.
        enterprise: false,
        // Chatwoot's VAPID_PUBLIC_KEY global config: the SPA subscribes to web push with it.
        vapid_public_key: (await vapidKeys(deps.db)).public_key,
        // One edition, said plainly: nothing here is behind a licence key.
        edition: 'community' as const,
        open_core_features: OPEN_CORE_FEATURES,
        error_reporting: deps.config.sentryDsn !== null,
      };
    },
  );
};
