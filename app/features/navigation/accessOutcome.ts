import type { TCurrentUser, TUserAccount } from '../../../common/contracts/profile.ts';
import { hasAnyPermission, mayOpenReportArea, settingsHomeFor } from '../../../common/permissions.ts';
import { fallbackPathFor, permissionsOfAccount, reportAreasOfAccount } from '../accounts/index.ts';
import { pathTo, type TRouteDef } from './routeTable.ts';

export type TAccessOutcome =
  | { kind: 'allow'; account: TUserAccount }
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  /** A member whose role opens no page at all (a custom role granting nothing). */
  | { kind: 'noAccess'; account: TUserAccount };

interface TAccessInput {
  user: TCurrentUser | null;
  /** The :accountId of the URL, as written. */
  accountId: string | undefined;
  /** The page asked for; null for the account frame itself. */
  route: (Pick<TRouteDef, 'name' | 'permissions'> & Pick<Partial<TRouteDef>, 'reportArea'>) | null;
}

/**
 * The navigation guard's outcomes (part 1 §2 "Access outcomes", part 2 §2 "Navigation guard"):
 * signed out or not a member → login; account not active → its suspended page; lacking the
 * route's permission → the first of dashboard, contacts, reports/overview, portals the member may see.
 */
export const accessOutcome = ({ user, accountId, route }: TAccessInput): TAccessOutcome => {
  if (!user) return { kind: 'login' };
  const account = user.accounts.find((a) => String(a.id) === accountId);
  if (!account) return { kind: 'login' };
  const onSuspendedPage = route?.name === 'account_suspended';
  if (account.status !== 'active') {
    return onSuspendedPage
      ? { kind: 'allow', account }
      : { kind: 'redirect', to: pathTo(account.id, 'account_suspended') };
  }
  // An active account has nothing to show on its suspended page.
  if (onSuspendedPage) return { kind: 'redirect', to: pathTo(account.id, 'home') };
  const held = permissionsOfAccount(account);
  // A report page outside a custom role's report areas is refused like any page the role does not open.
  const inArea = !route?.reportArea || mayOpenReportArea(held, reportAreasOfAccount(account), [route.reportArea]);
  if (!route || (hasAnyPermission(held, route.permissions) && inArea)) return { kind: 'allow', account };
  const fallback = fallbackPathFor(account);
  return fallback ? { kind: 'redirect', to: fallback } : { kind: 'noAccess', account };
};

/** Settings home: general settings for an administrator without a custom role, canned responses for everyone else. */
export const settingsHomePath = (account: TUserAccount) =>
  pathTo(
    account.id,
    settingsHomeFor({ role: account.role, custom_role_id: account.custom_role_id }) === 'general'
      ? 'general_settings_index'
      : 'canned_list',
  );
