import { lazy, Suspense, useState } from 'react';
import { getImpersonation } from '../../lib/impersonation.ts';
import { withLaterCatalogue } from '../../lib/i18n.ts';
import {
  permissionsOfAccount,
  useAccountDetails,
  useAccountLimits,
  useCurrentAccount,
  useGlobalConfig,
} from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { showPaymentPendingBanner, showUpdateBanner, showUsageLimitBanner } from './bannerRules.ts';
import { dismissedUpdates } from './dismissedUpdates.ts';

/**
 * Each banner is its own chunk, fetched with the later catalogue part (their words, `banner`, are there) only
 * when its rule shows it: most pages show none, so the first load carries none of them.
 */
const ImpersonationBanner = lazy(() =>
  withLaterCatalogue(import('./ImpersonationBanner.tsx')).then((m) => ({ default: m.ImpersonationBanner })),
);
const UpdateBanner = lazy(() =>
  withLaterCatalogue(import('./UpdateBanner.tsx')).then((m) => ({ default: m.UpdateBanner })),
);
const UsageLimitBanner = lazy(() =>
  withLaterCatalogue(import('./UsageLimitBanner.tsx')).then((m) => ({ default: m.UsageLimitBanner })),
);
const PaymentPendingBanner = lazy(() =>
  withLaterCatalogue(import('./PaymentPendingBanner.tsx')).then((m) => ({ default: m.PaymentPendingBanner })),
);
const MfaEnrolmentBanner = lazy(() =>
  withLaterCatalogue(import('./MfaEnrolmentBanner.tsx')).then((m) => ({ default: m.MfaEnrolmentBanner })),
);
const EmailVerificationBanner = lazy(() =>
  withLaterCatalogue(import('./EmailVerificationBanner.tsx')).then((m) => ({ default: m.EmailVerificationBanner })),
);

/** The banners across the top of the frame (part 1 §6, §9), each under its own rule. */
export const BannerStack = () => {
  const { user, account } = useCurrentAccount();
  const config = useGlobalConfig();
  const details = useAccountDetails(account.id).data;
  const limits = useAccountLimits(account.id, config.isCloud).data?.limits ?? details?.limits;
  const [dismissed] = useState(dismissedUpdates);
  const [impersonation] = useState(getImpersonation);
  const isAdmin = permissionsOfAccount(account).includes('administrator');
  const billing = pathTo(account.id, 'billing_settings_index');
  const latest = details?.latest_chatwoot_version ?? null;
  return (
    <>
      {impersonation ? (
        <Suspense fallback={null}>
          <ImpersonationBanner state={impersonation} />
        </Suspense>
      ) : null}
      {latest &&
      showUpdateBanner({
        isAdmin,
        displayManifest: config.displayManifest,
        latestVersion: latest,
        currentVersion: config.version,
        dismissed,
      }) ? (
        <Suspense fallback={null}>
          <UpdateBanner version={latest} />
        </Suspense>
      ) : null}
      {details &&
      showUsageLimitBanner({ isCloud: config.isCloud, createdAt: details.created_at, now: new Date(), limits }) ? (
        <Suspense fallback={null}>
          <UsageLimitBanner billingPath={isAdmin ? billing : null} />
        </Suspense>
      ) : null}
      {details &&
      showPaymentPendingBanner({ isAdmin, isCloud: config.isCloud, customAttributes: details.custom_attributes }) ? (
        <Suspense fallback={null}>
          <PaymentPendingBanner billingPath={billing} />
        </Suspense>
      ) : null}
      {account.mfa_required_by && user.mfa_enabled === false ? (
        <Suspense fallback={null}>
          <MfaEnrolmentBanner deadline={account.mfa_required_by} accountId={account.id} />
        </Suspense>
      ) : null}
      {user.confirmed ? null : (
        <Suspense fallback={null}>
          <EmailVerificationBanner email={user.email} linkInLog={!config.smtpConfigured} />
        </Suspense>
      )}
    </>
  );
};
