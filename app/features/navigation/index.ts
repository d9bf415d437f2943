/**
 * navigation: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { AccountGuard } from './AccountGuard.tsx';
export { BuiltRoutesContext, isBuilt, useIsBuilt } from './builtRoutes.ts';
export { channelIcon } from './channelIcon.ts';
export { lazyPage, prefetchPage, settingsPage, type TLazyPage } from './lazyPage.ts';
export { lazyRoute } from './lazyRoute.tsx';
export type { TMenuContext } from './menuContext.ts';
export {
  customViewLinks,
  inboxLinks,
  labelLinks,
  taggedContactLinks,
  teamLinks,
  type TInboxSummary,
} from './menuSections.ts';
export { NavigationProgress } from './NavigationProgress.tsx';
export { primaryItems, unreadBadge } from './primaryMenu.ts';
export { RouteGate } from './RouteGate.tsx';
export { RoutePrefetchContext, usePrefetchRoute } from './routePrefetch.ts';
export { REDIRECTS, ROUTES, pathTo, routeByName, type TMenuGroup, type TRouteDef } from './routeTable.ts';
export { routeTitleKey } from './routeTitle.ts';
export { addLinkFor, menuLinks, type TMenuLink } from './secondaryMenus.ts';
export { SettingsHomeRedirect } from './SettingsHomeRedirect.tsx';
export { SHORTCUT_HELP, isApplePlatform, isTypingTarget, shortcutFor } from './shortcuts.ts';
export { SidebarLink } from './SidebarLink.tsx';
export { useCurrentRouteName } from './useCurrentRouteName.ts';
export { useMenuContext } from './useMenuContext.ts';
export { WIZARD_FLOWS, wizardFlowOf } from './wizardFlows.ts';
export { PageLoadError } from './PageLoadError.tsx';
