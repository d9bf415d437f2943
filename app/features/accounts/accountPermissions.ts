import type { TUserAccount } from '../../../common/contracts/profile.ts';
import {
  fallbackRouteFor,
  mayOpenReportArea,
  permissionsOf,
  REPORT_AREAS,
  type TPermission,
  type TReportArea,
} from '../../../common/permissions.ts';

export const permissionsOfAccount = (account: TUserAccount): TPermission[] =>
  permissionsOf({
    role: account.role,
    custom_role_id: account.custom_role_id,
    custom_role_permissions: account.custom_role?.permissions ?? null,
  });

/** The report areas a custom role narrows report_manage to; null, every area (administrators too). */
export const reportAreasOfAccount = (account: TUserAccount): readonly string[] | null =>
  account.role === 'administrator' || account.custom_role_id == null
    ? null
    : (account.custom_role?.report_areas ?? null);

/** Each report area's page, in the reports menu's order. */
const REPORT_AREA_PATHS: Record<TReportArea, string> = {
  overview: 'reports/overview',
  conversations: 'reports/conversation',
  csat: 'reports/csat',
  bots: 'reports/bot',
  agents: 'reports/agent',
  labels: 'reports/label',
  inboxes: 'reports/inboxes',
  teams: 'reports/teams',
  sla: 'reports/sla',
};

/** The first report page the member may open, or null. */
const firstReportPath = (account: TUserAccount): string | null => {
  const held = permissionsOfAccount(account);
  const area = REPORT_AREAS.find((a) => mayOpenReportArea(held, reportAreasOfAccount(account), [a]));
  return area ? REPORT_AREA_PATHS[area] : null;
};

const FALLBACK_PATHS = {
  dashboard: 'dashboard',
  contacts: 'contacts',
  reports: 'reports/overview',
  portals: 'portals',
} as const;

/** The first page of dashboard, contacts, reports, portals the member may see (spec §2), or null. */
export const fallbackPathFor = (account: TUserAccount): string | null => {
  const held = permissionsOfAccount(account);
  const route = fallbackRouteFor(held);
  if (route === 'reports') {
    // A role whose report areas leave out the overview lands on its first report area (or, with none, the help
    // center when it holds that).
    const path = firstReportPath(account) ?? (held.includes('knowledge_base_manage') ? FALLBACK_PATHS.portals : null);
    return path ? `/accounts/${account.id}/${path}` : null;
  }
  return route ? `/accounts/${account.id}/${FALLBACK_PATHS[route]}` : null;
};
