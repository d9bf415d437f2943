import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAccountFeatures, useCurrentAccount } from '../accounts/index.ts';
import { useUiSettings } from '../profile/index.ts';
import { selectLocale, selectPortal } from './helpCenterRules.ts';
import { usePortals } from './useHelpCenter.ts';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Part 2 §4: the portal on screen is the route's, else the last active one, else the first; the
 * locale is the route's, else the portal's default. A route portal or locale that changes is
 * remembered in ui_settings (last_active_portal_slug, last_active_locale_code).
 */
export const useHelpCenterSelection = () => {
  const { user, account } = useCurrentAccount();
  const featureOn = useAccountFeatures().help_center === true;
  const params = useParams();
  const portals = usePortals(account.id, featureOn);
  const saveUi = useUiSettings();
  const lastSlug = text(user.ui_settings.last_active_portal_slug);
  const lastLocale = text(user.ui_settings.last_active_locale_code);
  const portal = selectPortal(portals.data ?? [], params.portalSlug, lastSlug);
  const locale = portal
    ? selectLocale(portal, params.locale ?? (portal.slug === lastSlug ? lastLocale : undefined))
    : '';
  const routeSlug = params.portalSlug;
  const routeLocale = params.locale;
  const { mutate } = saveUi;
  useEffect(() => {
    if (!routeSlug || !routeLocale) return;
    if (routeSlug === lastSlug && routeLocale === lastLocale) return;
    mutate({ last_active_portal_slug: routeSlug, last_active_locale_code: routeLocale });
  }, [routeSlug, routeLocale, lastSlug, lastLocale, mutate]);
  return { portals, portal, locale, featureOn };
};
