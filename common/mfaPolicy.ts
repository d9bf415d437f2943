/**
 * An account's two-factor requirement (docs/SECURITY.md "Requiring two-factor sign-in"): from the day an
 * administrator turns it on, members have `mfa_grace_period_days` to enrol; after that, a member without
 * two-factor sign-in may only enrol (the API answers 403 mfa_enrolment_required elsewhere).
 */
export interface TMfaPolicy {
  mfa_required: boolean;
  mfa_grace_period_days: number;
  /** When the requirement was turned on (ISO); null when it is off. */
  mfa_required_since: string | null;
}

export const MFA_GRACE_PERIOD_DAYS = { default: 7, max: 90 } as const;
const DAY_MS = 24 * 3600 * 1000;

/** The instant from which a member without two-factor sign-in is refused; null when the account does not require it. */
export const mfaEnrolmentDeadline = (policy: TMfaPolicy): Date | null => {
  if (!policy.mfa_required || !policy.mfa_required_since) return null;
  const since = Date.parse(policy.mfa_required_since);
  return Number.isNaN(since) ? null : new Date(since + policy.mfa_grace_period_days * DAY_MS);
};

/** The policy as stored in the account's settings jsonb (unset keys: off, the default grace period). */
export const mfaPolicyOf = (settings: Record<string, unknown>): TMfaPolicy => ({
  mfa_required: settings.mfa_required === true,
  mfa_grace_period_days:
    typeof settings.mfa_grace_period_days === 'number' ? settings.mfa_grace_period_days : MFA_GRACE_PERIOD_DAYS.default,
  mfa_required_since:
    settings.mfa_required === true && typeof settings.mfa_required_since === 'string'
      ? settings.mfa_required_since
      : null,
});

/** Whole days left before `deadline` (0 once it has passed). */
export const daysUntil = (deadline: Date, now = new Date()) =>
  Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS));
