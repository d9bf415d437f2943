import { z } from 'zod';
import { ZName } from './fields.ts';
import { AUTO_RESOLVE_MESSAGE_MAX, AUTO_RESOLVE_MINUTES } from '../limits.ts';
import type { TAccountRole, TAccountStatus, TAvailability } from '../enums.ts';
import { MFA_GRACE_PERIOD_DAYS } from '../mfaPolicy.ts';

export const ZCreateAccountRequest = z
  .object({ account_name: ZName.optional(), name: ZName.optional() })
  .refine((v) => v.account_name !== undefined || v.name !== undefined, {
    path: ['account_name'],
    message: "can't be blank",
  });
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

/** The create-account modal: one name field. */
export const ZCreateAccountForm = z.object({ account_name: ZName });

export const ZUpdateAccountRequest = z
  .object({
    name: ZName,
    locale: z.string().trim().min(2).max(10),
    domain: z.string().trim().max(255).nullable(),
    support_email: z.union([z.email({ message: 'is invalid' }), z.literal('')]).nullable(),
    auto_resolve_duration: z.number().int().min(1).max(999).nullable(),
    auto_resolve_after: z
      .number({ message: 'must be a number' })
      .int({ message: 'must be a whole number of minutes' })
      .min(AUTO_RESOLVE_MINUTES.min, { message: `must be at least ${AUTO_RESOLVE_MINUTES.min} minutes` })
      .max(AUTO_RESOLVE_MINUTES.max, { message: 'must be at most 999 days' })
      .nullable(),
    auto_resolve_message: z
      .string()
      .trim()
      .max(AUTO_RESOLVE_MESSAGE_MAX, { message: `must be at most ${AUTO_RESOLVE_MESSAGE_MAX} characters` })
      .nullable(),
    auto_resolve_ignore_waiting: z.boolean(),
    continuity_via_email: z.boolean(),
    keep_scheduled_messages_on_resolve: z.boolean(),
    /** Days the audit log keeps a row (docs/ADMIN.md "Audit logs"); null: the default, 365. */
    audit_logs_retention_days: z
      .number({ message: 'must be a number' })
      .int({ message: 'must be a whole number of days' })
      .min(7, { message: 'must be at least 7 days' })
      .max(3650, { message: 'must be at most 3650 days' })
      .nullable(),
    /** Members must use two-factor sign-in (docs/SECURITY.md); turning it on starts the grace period. */
    mfa_required: z.boolean(),
    /** Days members have to enrol once the requirement is on (0: at once). */
    mfa_grace_period_days: z
      .number({ message: 'must be a number' })
      .int({ message: 'must be a whole number of days' })
      .min(0, { message: 'must be at least 0 days' })
      .max(MFA_GRACE_PERIOD_DAYS.max, { message: `must be at most ${MFA_GRACE_PERIOD_DAYS.max} days` }),
  })
  .partial();
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

/** DELETE /accounts/{id}: the account's name, typed again, confirms the deletion. */
export const ZDeleteAccountRequest = z.object({
  name: z.string({ message: "can't be blank" }).trim().min(1, "can't be blank"),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** The account's `settings` (Chatwoot keeps auto-resolve options there); null or absent: not set. */
export interface TAccountSettings {
  auto_resolve_after: number | null;
  auto_resolve_message: string | null;
  auto_resolve_ignore_waiting: boolean;
  continuity_via_email: boolean;
  /** Send later: resolving a conversation keeps its scheduled messages (default: they are cancelled). */
  keep_scheduled_messages_on_resolve: boolean;
  /** Days the audit log keeps a row (default 365). */
  audit_logs_retention_days: number;
  /** Two-factor sign-in required of members (common/mfaPolicy.ts). */
  mfa_required: boolean;
  mfa_grace_period_days: number;
  /** When the requirement was turned on (ISO); null when it is off. */
  mfa_required_since: string | null;
}

/** The first-run checklist of an administrator: each step done from the account's data. */
export interface TOnboardingSteps {
  inbox: boolean;
  agents: boolean;
  widget: boolean;
}

export interface TAccountLimits {
  conversation: { allowed: number | null; consumed: number };
  non_web_inboxes: { allowed: number | null; consumed: number };
  /** Members of the account: inviting past `allowed` is refused (402). */
  agents?: { allowed: number | null; consumed: number };
  /** Inboxes: creating past `allowed` is refused (402). */
  inboxes?: { allowed: number | null; consumed: number };
}

export interface TAccount {
  id: number;
  name: string;
  locale: string;
  domain: string | null;
  support_email: string | null;
  auto_resolve_duration: number | null;
  settings: TAccountSettings;
  status: TAccountStatus;
  features: Record<string, boolean>;
  limits: TAccountLimits;
  custom_attributes: Record<string, unknown>;
  latest_chatwoot_version: string;
  created_at: string;
  role: TAccountRole;
  custom_role_id: number | null;
  availability: TAvailability;
  availability_status: TAvailability;
  auto_offline: boolean;
}

export interface TCacheKeys {
  cache_keys: { label: number; inbox: number; team: number };
}
