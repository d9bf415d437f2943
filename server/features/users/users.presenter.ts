import { AVAILABILITY_VALUE, ROLE_VALUE, ACCOUNT_STATUS_VALUE, fromValue } from '../../../common/enums.ts';
import { permissionsOf } from '../../../common/permissions.ts';
import type { TCurrentUser, TUserAccount } from '../../../common/contracts/profile.ts';
import type { TMembershipRow } from './memberships.repo.ts';
import type { TUserRow } from './users.repo.ts';
import { mfaEnrolmentDeadline, mfaPolicyOf } from '../../../common/mfaPolicy.ts';

export const avatarUrlOf = (avatarKey: string | null) => (avatarKey ? `/uploads/${avatarKey}` : '');

export const presentUserAccount = (m: TMembershipRow): TUserAccount => {
  const role = fromValue(ROLE_VALUE, m.accountUser.role);
  const availability = fromValue(AVAILABILITY_VALUE, m.accountUser.availability);
  const customRole = m.accountUser.customRoleId != null ? m.customRole : null;
  return {
    id: m.account.id,
    name: m.account.name,
    status: fromValue(ACCOUNT_STATUS_VALUE, m.account.status),
    active_at: m.accountUser.activeAt?.toISOString() ?? null,
    role,
    permissions: permissionsOf({
      role,
      custom_role_id: customRole?.id ?? null,
      custom_role_permissions: customRole?.permissions ?? null,
    }),
    availability,
    availability_status: availability,
    auto_offline: m.accountUser.autoOffline,
    custom_role_id: customRole?.id ?? null,
    custom_role: customRole
      ? {
          id: customRole.id,
          name: customRole.name,
          permissions: customRole.permissions,
          report_areas: customRole.reportAreas,
        }
      : null,
    mfa_required_by: mfaEnrolmentDeadline(mfaPolicyOf(m.account.settings))?.toISOString() ?? null,
  };
};

/** The current-user payload of sign_in, validate_token and profile (spec part 1 §3). */
export const presentCurrentUser = (
  user: TUserRow,
  memberships: TMembershipRow[],
  apiAccessToken: string,
  activeAccountId?: number | null,
  mfaEnabled = false,
): TCurrentUser => {
  const accounts = memberships.map(presentUserAccount);
  // The active account is the one last chosen (set_active_account), else the first.
  const active =
    accounts.find((a) => a.id === activeAccountId) ??
    [...memberships]
      .sort((a, b) => (b.accountUser.activeAt?.getTime() ?? 0) - (a.accountUser.activeAt?.getTime() ?? 0))
      .map(presentUserAccount)[0] ??
    null;
  const availability = active?.availability ?? fromValue(AVAILABILITY_VALUE, user.availability);
  const avatar = avatarUrlOf(user.avatarKey);
  return {
    id: user.id,
    provider: 'email',
    uid: user.email,
    account_id: active?.id ?? null,
    accounts,
    email: user.email,
    name: user.name,
    available_name: user.displayName || user.name,
    display_name: user.displayName,
    confirmed: user.confirmedAt !== null,
    pubsub_token: user.pubsubToken,
    access_token: apiAccessToken,
    message_signature: user.messageSignature,
    ui_settings: user.uiSettings,
    avatar_url: avatar,
    thumbnail: avatar,
    availability,
    availability_status: availability,
    role: active?.role ?? null,
    type: user.type === 'SuperAdmin' ? 'SuperAdmin' : null,
    inviter_id: memberships.find((m) => m.account.id === active?.id)?.accountUser.inviterId ?? null,
    // Identity verification for the support widget; set when the installation configures its HMAC key.
    hmac_identifier: '',
    custom_attributes: user.customAttributes,
    mfa_enabled: mfaEnabled,
  };
};
