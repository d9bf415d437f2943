import { Navigate } from 'react-router';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { useHelpCenterSelection } from './useHelpCenterSelection.ts';

/**
 * default_portal_articles and portalSlug: the selected portal's articles in its locale (§4); with
 * no portal yet, the portal list (which offers the wizard).
 */
export const PortalRedirect = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const { portals, portal, locale } = useHelpCenterSelection();
  if (portals.isPending) return <LoadingScreen />;
  if (portals.isError)
    return <LoadErrorScreen message={apiErrorMessage(portals.error, t)} onRetry={() => void portals.refetch()} />;
  const to = portal
    ? pathTo(account.id, 'list_all_locale_articles', { portalSlug: portal.slug, locale })
    : pathTo(account.id, 'list_all_portals');
  return <Navigate to={to} replace />;
};
