import { z } from 'zod';
import { AVAILABILITY, type TAccountRole, type TAccountStatus, type TAvailability } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { ZEmail, ZId, ZName, ZPassword } from './fields.ts';

export const ZUiSettings = z.record(z.string(), z.unknown());

export const ZUpdateProfileRequest = z.object({
  profile: z
    .object({
      name: ZName,
      display_name: z.string().trim().max(LIMITS.nameMax).nullable(),
      email: ZEmail,
      password: ZPassword,
      password_confirmation: z.string().max(LIMITS.passwordMax),
      current_password: z.string().max(LIMITS.passwordMax),
      ui_settings: ZUiSettings,
      message_signature: z.string().max(LIMITS.messageSignatureMax).nullable(),
    })
    .partial(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** Password section of profile settings: both fields or none. */
export const ZChangePasswordForm = z
  .object({ current_password: z.string().min(1), password: ZPassword, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: "doesn't match password",
  });

export const ZAvailabilityRequest = z.object({
  profile: z.object({ availability: z.enum(AVAILABILITY), account_id: ZId }),
});
export const ZAutoOfflineRequest = z.object({ profile: z.object({ auto_offline: z.boolean(), account_id: ZId }) });
export const ZSetActiveAccountRequest = z.object({ profile: z.object({ account_id: ZId }) });

export interface TUserAccount {
  id: number;
  name: string;
  status: TAccountStatus;
  active_at: string | null;
  role: TAccountRole;
  permissions: string[];
  availability: TAvailability;
  availability_status: TAvailability;
  auto_offline: boolean;
  custom_role_id: number | null;
  custom_role: { id: number; name: string; permissions: string[]; report_areas?: string[] | null } | null;
  /** The account requires two-factor sign-in: from this instant (ISO) a member without it must enrol. */
  mfa_required_by?: string | null;
}

/** The signed-in user as sign_in, validate_token and profile return it. */
export interface TCurrentUser {
  id: number;
  provider: 'email';
  uid: string;
  account_id: number | null;
  accounts: TUserAccount[];
  email: string;
  name: string;
  available_name: string;
  display_name: string | null;
  confirmed: boolean;
  pubsub_token: string;
  access_token: string;
  message_signature: string | null;
  ui_settings: Record<string, unknown>;
  avatar_url: string;
  thumbnail: string;
  availability: TAvailability;
  availability_status: TAvailability;
  role: TAccountRole | null;
  type: 'SuperAdmin' | null;
  inviter_id: number | null;
  hmac_identifier: string;
  custom_attributes: Record<string, unknown>;
  /** Two-factor sign-in is on for this user. */
  mfa_enabled?: boolean;
}
