import { useState } from 'react';
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
import { EmailVerificationBanner } from './EmailVerificationBanner.tsx';
import { PaymentPendingBanner } from './PaymentPendingBanner.tsx';
import { UpdateBanner } from './UpdateBanner.tsx';
import { UsageLimitBanner } from './UsageLimitBanner.tsx';

/** The banners across the top of the frame (part 1 §6, §9), each under its own rule. */
export const BannerStack = () => {
  const { user, account } = useCurrentAccount();
  const config = useGlobalConfig();
  const details = useAccountDetails(account.id).data;
  const limits = useAccountLimits(account.id, config.isCloud).data?.limits ?? details?.limits;
  const [dismissed] = useState(dismissedUpdates);
  const isAdmin = permissionsOfAccount(account).includes('administrator');
  const billing = pathTo(account.id, 'billing_settings_index');
  const latest = details?.latest_chatwoot_version ?? null;
  return (
    <>
      {latest &&
      showUpdateBanner({
        isAdmin,
        displayManifest: config.displayManifest,
        latestVersion: latest,
        currentVersion: config.version,
        dismissed,
      }) ? (
        <UpdateBanner version={latest} />
      ) : null}
      {details &&
      showUsageLimitBanner({ isCloud: config.isCloud, createdAt: details.created_at, now: new Date(), limits }) ? (
        <UsageLimitBanner billingPath={isAdmin ? billing : null} />
      ) : null}
      {details &&
      showPaymentPendingBanner({ isAdmin, isCloud: config.isCloud, customAttributes: details.custom_attributes }) ? (
        <PaymentPendingBanner billingPath={billing} />
      ) : null}
      {user.confirmed ? null : <EmailVerificationBanner email={user.email} linkInLog={!config.smtpConfigured} />}
    </>
  );
};
