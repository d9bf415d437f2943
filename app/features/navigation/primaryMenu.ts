import type { TUserAccount } from '../../../common/contracts/profile.ts';
import type { TIconName } from '../../components/Icon.tsx';
import { settingsHomePath } from './accessOutcome.ts';
import { canSeeRoute, isGateOpen, type TMenuContext, type TMenuGate } from './menuContext.ts';
import { pathTo, routeByName, type TMenuGroup } from './routeTable.ts';

export type TPrimaryKey =
  'inbox_view' | 'conversations' | 'captain' | 'contacts' | 'reports' | 'campaigns' | 'help_center' | 'settings';

interface TPrimaryDef extends TMenuGate {
  key: TPrimaryKey;
  icon: TIconName;
  /** The first of these the member may open is where the item leads. */
  routes: string[];
  /** The item is current on these routes (by group or by route-name prefix). */
  activeGroup?: TMenuGroup;
  activePrefix?: string;
}

/** Part 2 §2 "Primary sidebar", in order. */
const PRIMARY: TPrimaryDef[] = [
  { key: 'inbox_view', icon: 'inboxView', routes: ['inbox_view'], feature: 'inbox_view', activePrefix: 'inbox_view' },
  { key: 'conversations', icon: 'chat', routes: ['home'], activeGroup: 'conversations' },
  {
    key: 'captain',
    icon: 'sparkles',
    routes: ['captain'],
    feature: 'captain_integration',
    alwaysOnCloud: true,
    activePrefix: 'captain',
  },
  { key: 'contacts', icon: 'contacts', routes: ['contacts_dashboard'], feature: 'crm', activeGroup: 'contacts' },
  {
    key: 'reports',
    icon: 'chart',
    // The first report page the member may open (a custom role may leave the overview out).
    routes: [
      'account_overview_reports',
      'conversation_reports',
      'csat_reports',
      'bot_reports',
      'agent_reports',
      'label_reports',
      'inbox_reports',
      'team_reports',
      'sla_reports',
    ],
    feature: 'reports',
    activeGroup: 'reports',
  },
  {
    key: 'campaigns',
    icon: 'megaphone',
    routes: ['ongoing_campaigns'],
    feature: 'campaigns',
    activeGroup: 'campaigns',
  },
  {
    key: 'help_center',
    icon: 'library',
    routes: ['default_portal_articles', 'list_all_portals'],
    feature: 'help_center',
    alwaysOnCloud: true,
  },
  { key: 'settings', icon: 'settings', routes: [], activeGroup: 'settings' },
];

export interface TPrimaryItem {
  key: TPrimaryKey;
  icon: TIconName;
  to: string;
  /** The route `to` opens. */
  routeName: string;
  isActive: boolean;
}

const isActive = (def: TPrimaryDef, currentRoute: string | null) => {
  if (!currentRoute) return false;
  const route = routeByName(currentRoute);
  if (def.key === 'help_center') return route.path === 'portals' || route.path.startsWith('portals/');
  if (def.activeGroup) return route.group === def.activeGroup;
  return def.activePrefix ? currentRoute.startsWith(def.activePrefix) : false;
};

/** The items a member sees, each with its target; settings leads to the settings home when that opens. */
export const primaryItems = (ctx: TMenuContext, account: TUserAccount, currentRoute: string | null): TPrimaryItem[] =>
  PRIMARY.flatMap((def): TPrimaryItem[] => {
    if (def.key === 'settings') {
      const home = settingsHomePath(account);
      const homeRoute = home.endsWith('/settings/general') ? 'general_settings_index' : 'canned_list';
      return canSeeRoute(ctx, homeRoute)
        ? [{ key: def.key, icon: def.icon, to: home, routeName: homeRoute, isActive: isActive(def, currentRoute) }]
        : [];
    }
    const target = def.routes.find((route) => isGateOpen({ ...def, route }, ctx));
    return target
      ? [
          {
            key: def.key,
            icon: def.icon,
            to: pathTo(ctx.accountId, target),
            routeName: target,
            isActive: isActive(def, currentRoute),
          },
        ]
      : [];
  });

/** The notification bell's badge: nothing at zero, the number up to 99, then "99+" (part 2 §9). */
export const unreadBadge = (count: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count >= 100 ? '99+' : String(Math.floor(count));
};
