import { mfaPolicyOf } from '../../../common/mfaPolicy.ts';
import { AUDIT_LOGS_RETENTION_DAYS } from '../../../common/contracts/auditLogs.ts';
import { ACCOUNT_STATUS_VALUE, fromValue } from '../../../common/enums.ts';
import { resolveFeatures } from '../../../common/features.ts';
import type { TAccount, TAccountLimits, TAccountSettings } from '../../../common/contracts/accounts.ts';
import type { TMembershipRow } from '../users/index.ts';
import { presentUserAccount } from '../users/index.ts';
import { latestKnownVersion } from '../../lib/latestVersion.ts';

export interface TUsage {
  conversation: number;
  nonWebInboxes: number;
  agents: number;
  inboxes: number;
}

const NO_USAGE: TUsage = { conversation: 0, nonWebInboxes: 0, agents: 0, inboxes: 0 };

/** Chatwoot's limits shape: each key's allowance (null: none) and what the account uses of it. */
export const presentLimits = (limits: Record<string, number | null>, usage: TUsage): TAccountLimits => ({
  conversation: { allowed: limits.conversation ?? null, consumed: usage.conversation },
  non_web_inboxes: { allowed: limits.non_web_inboxes ?? null, consumed: usage.nonWebInboxes },
  agents: { allowed: limits.agents ?? null, consumed: usage.agents },
  inboxes: { allowed: limits.inboxes ?? null, consumed: usage.inboxes },
});

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The settings jsonb as the API shows it: unset keys get their defaults. */
export const presentAccountSettings = (settings: Record<string, unknown>): TAccountSettings => ({
  auto_resolve_after: asNumber(settings.auto_resolve_after),
  auto_resolve_message: typeof settings.auto_resolve_message === 'string' ? settings.auto_resolve_message : null,
  auto_resolve_ignore_waiting: settings.auto_resolve_ignore_waiting === true,
  continuity_via_email: settings.continuity_via_email !== false,
  keep_scheduled_messages_on_resolve: settings.keep_scheduled_messages_on_resolve === true,
  audit_logs_retention_days: asNumber(settings.audit_logs_retention_days) ?? AUDIT_LOGS_RETENTION_DAYS,
  ...mfaPolicyOf(settings),
});

export const presentAccount = (m: TMembershipRow, usage: TUsage = NO_USAGE): TAccount => {
  const ua = presentUserAccount(m);
  return {
    id: m.account.id,
    name: m.account.name,
    locale: m.account.locale,
    domain: m.account.domain,
    support_email: m.account.supportEmail,
    auto_resolve_duration: m.account.autoResolveDuration,
    settings: presentAccountSettings(m.account.settings),
    status: fromValue(ACCOUNT_STATUS_VALUE, m.account.status),
    features: resolveFeatures(m.account.features),
    limits: presentLimits(m.account.limits, usage),
    custom_attributes: m.account.customAttributes,
    latest_chatwoot_version: latestKnownVersion(),
    created_at: m.account.createdAt.toISOString(),
    role: ua.role,
    custom_role_id: ua.custom_role_id,
    availability: ua.availability,
    availability_status: ua.availability_status,
    auto_offline: ua.auto_offline,
  };
};
