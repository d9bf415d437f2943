import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NoAccessPage, FeatureGate, useCurrentAccount, useGlobalConfig } from '../accounts/index.ts';
import { FeatureDisabledPage } from './FeatureDisabledPage.tsx';
import { withLaterCatalogue } from '../../lib/i18n.ts';
import { accessOutcome } from './accessOutcome.ts';
import type { TRouteDef } from './routeTable.ts';

// Shown only when the Help Center feature is off: it loads then.
const HelpCenterUpgradePage = lazy(() =>
  withLaterCatalogue(import('./HelpCenterUpgradePage.tsx')).then((m) => ({ default: m.HelpCenterUpgradePage })),
);

/**
 * A route's permission check (members lacking it land on the first page they may see), then its
 * feature flag: the help centre shows its upgrade page when the feature is off.
 */
export const RouteGate = ({ route, children }: { route: TRouteDef; children: ReactNode }) => {
  const { user, account } = useCurrentAccount();
  const isCloud = useGlobalConfig().isCloud;
  const outcome = accessOutcome({ user, accountId: String(account.id), route });
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'noAccess' || outcome.kind === 'login') return <NoAccessPage />;
  if (!route.feature) return children;
  const fallback =
    route.feature === 'help_center' ? (
      <Suspense fallback={null}>
        <HelpCenterUpgradePage isCloud={isCloud} />
      </Suspense>
    ) : (
      <FeatureDisabledPage />
    );
  return (
    <FeatureGate feature={route.feature} fallback={fallback}>
      {children}
    </FeatureGate>
  );
};
