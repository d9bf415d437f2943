import type { TAccountRole } from './enums.ts';

/** Permissions a custom role may grant. */
export const CUSTOM_ROLE_PERMISSIONS = [
  'conversation_manage',
  'conversation_unassigned_manage',
  'conversation_participating_manage',
  'contact_manage',
  'report_manage',
  'knowledge_base_manage',
] as const;
export type TCustomRolePermission = (typeof CUSTOM_ROLE_PERMISSIONS)[number];

/** A permission name as routes and menus list them: a role, `custom_role`, or a granted permission. */
export type TPermission = TAccountRole | 'custom_role' | TCustomRolePermission;

export const CONVERSATION_PERMISSIONS: TPermission[] = [
  'administrator',
  'agent',
  'conversation_manage',
  'conversation_unassigned_manage',
  'conversation_participating_manage',
];
export const CONTACT_PERMISSIONS: TPermission[] = ['administrator', 'agent', 'contact_manage'];
export const REPORT_PERMISSIONS: TPermission[] = ['administrator', 'report_manage'];
export const PORTAL_PERMISSIONS: TPermission[] = ['administrator', 'agent', 'knowledge_base_manage'];
/**
 * Beyond Chatwoot: the report areas a custom role's `report_areas` may list (null: every area). Each report
 * page and report API route belongs to one or more of them (docs/ADMIN.md, "Reports").
 */
export const REPORT_AREAS = [
  'overview',
  'conversations',
  'csat',
  'bots',
  'agents',
  'labels',
  'inboxes',
  'teams',
  'sla',
] as const;
export type TReportArea = (typeof REPORT_AREAS)[number];

/**
 * Whether a member may open a report area: administrators and holders of `report_manage` whose role lists
 * no areas, every area; a role with `report_areas`, only those.
 */
export const mayOpenReportArea = (
  held: readonly TPermission[],
  reportAreas: readonly string[] | null | undefined,
  areas: readonly TReportArea[],
): boolean => {
  if (held.includes('administrator')) return true;
  if (!held.includes('report_manage')) return false;
  return !reportAreas || areas.some((a) => reportAreas.includes(a));
};

export const ALL_ROLES: TPermission[] = ['administrator', 'agent', 'custom_role'];

export interface TMembershipLike {
  role: TAccountRole;
  custom_role_id: number | null;
  /** Permissions granted by the custom role, when one is set. */
  custom_role_permissions?: readonly string[] | null;
}

/**
 * The permissions a member holds in one account. A custom role replaces the
 * agent role's blanket access by its own list (as Chatwoot does); administrators
 * are never narrowed.
 */
export const permissionsOf = (m: TMembershipLike): TPermission[] => {
  if (m.role === 'administrator') return ['administrator'];
  if (m.custom_role_id != null) {
    const granted = (m.custom_role_permissions ?? []).filter((p): p is TCustomRolePermission =>
      (CUSTOM_ROLE_PERMISSIONS as readonly string[]).includes(p),
    );
    return ['custom_role', ...granted];
  }
  return ['agent'];
};

export const hasAnyPermission = (held: readonly TPermission[], required: readonly TPermission[]): boolean =>
  required.length === 0 || required.some((p) => held.includes(p));

/** Where a member lacking a route's permission lands: the first page they may see. */
export const fallbackRouteFor = (
  held: readonly TPermission[],
): 'dashboard' | 'contacts' | 'reports' | 'portals' | null => {
  if (hasAnyPermission(held, CONVERSATION_PERMISSIONS)) return 'dashboard';
  if (hasAnyPermission(held, CONTACT_PERMISSIONS)) return 'contacts';
  if (hasAnyPermission(held, REPORT_PERMISSIONS)) return 'reports';
  if (hasAnyPermission(held, PORTAL_PERMISSIONS)) return 'portals';
  return null;
};

/** Settings home: administrators without a custom role go to general settings, everyone else to canned responses. */
export const settingsHomeFor = (m: TMembershipLike): 'general' | 'canned-response' =>
  m.role === 'administrator' && m.custom_role_id == null ? 'general' : 'canned-response';
