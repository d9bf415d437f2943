import { useParams } from 'react-router';
import { useCurrentAccount } from '../accounts/index.ts';
import { usePortals } from './useHelpCenter.ts';

/** The portal named by the route's :portalSlug, read from the portal list (one request for every page). */
export const usePortalFromRoute = () => {
  const { account } = useCurrentAccount();
  const slug = useParams().portalSlug ?? '';
  const portals = usePortals(account.id);
  return { slug, portals, portal: portals.data?.find((p) => p.slug === slug) };
};
