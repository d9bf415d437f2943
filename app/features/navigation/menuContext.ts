import { hasAnyPermission, mayOpenReportArea, type TPermission } from '../../../common/permissions.ts';
import { routeByName } from './routeTable.ts';

/** What decides whether a menu item shows (part 2 §2 "Secondary sidebar", §6). */
export interface TMenuContext {
  accountId: number;
  permissions: readonly TPermission[];
  /** A custom role's report areas (beyond Chatwoot); null or absent, every area report_manage opens. */
  reportAreas?: readonly string[] | null;
  /** The account's resolved feature map (GET /api/v1/accounts/:id `features`). */
  features: Readonly<Record<string, boolean>>;
  isCloud: boolean;
  isEnterprise: boolean;
  /** Installation-wide settings some items need, e.g. the CSML editor host for agent bots. */
  globalConfig: Readonly<Record<string, unknown>>;
}

export interface TMenuGate {
  /** Defaults to the target route's permissions. */
  permissions?: readonly TPermission[];
  feature?: string;
  /** Shown on the product's own cloud even when the feature flag is off. */
  alwaysOnCloud?: boolean;
  globalConfig?: string;
  enterpriseOnly?: boolean;
  cloudOnly?: boolean;
}

export const isFeatureOn = (ctx: Pick<TMenuContext, 'features'>, feature: string) => ctx.features[feature] === true;

export const canSeeRoute = (ctx: Pick<TMenuContext, 'permissions' | 'reportAreas'>, routeName: string) => {
  const route = routeByName(routeName);
  if (!hasAnyPermission(ctx.permissions, route.permissions)) return false;
  return !route.reportArea || mayOpenReportArea(ctx.permissions, ctx.reportAreas, [route.reportArea]);
};

/** A menu item shows when the member may open its route and no flag hides it. */
export const isGateOpen = (gate: TMenuGate & { route: string }, ctx: TMenuContext): boolean => {
  const permitted = gate.permissions
    ? hasAnyPermission(ctx.permissions, gate.permissions)
    : canSeeRoute(ctx, gate.route);
  if (!permitted) return false;
  if (gate.feature && !isFeatureOn(ctx, gate.feature) && !(gate.alwaysOnCloud && ctx.isCloud)) return false;
  if (gate.globalConfig && !ctx.globalConfig[gate.globalConfig]) return false;
  if (gate.enterpriseOnly && !ctx.isEnterprise) return false;
  if (gate.cloudOnly && !ctx.isCloud) return false;
  return true;
};
