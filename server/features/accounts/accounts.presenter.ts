import { ACCOUNT_STATUS_VALUE, fromValue } from '../../../common/enums.ts';
import { resolveFeatures } from '../../../common/features.ts';
import type { TAccount, TAccountLimits } from '../../../common/contracts/accounts.ts';
import type { TMembershipRow } from './accounts.repo.ts';
import { presentUserAccount } from '../users/users.presenter.ts';

export const APP_VERSION = '0.1.0';

export const presentLimits = (
  limits: Record<string, number | null>,
  usage: { conversation: number; nonWebInboxes: number },
): TAccountLimits => ({
  conversation: { allowed: limits.conversation ?? null, consumed: usage.conversation },
  non_web_inboxes: { allowed: limits.non_web_inboxes ?? null, consumed: usage.nonWebInboxes },
});

export const presentAccount = (m: TMembershipRow, usage = { conversation: 0, nonWebInboxes: 0 }): TAccount => {
  const ua = presentUserAccount(m);
  return {
    id: m.account.id,
    name: m.account.name,
    locale: m.account.locale,
    domain: m.account.domain,
    support_email: m.account.supportEmail,
    auto_resolve_duration: m.account.autoResolveDuration,
    status: fromValue(ACCOUNT_STATUS_VALUE, m.account.status),
    features: resolveFeatures(m.account.features),
    limits: presentLimits(m.account.limits, usage),
    custom_attributes: m.account.customAttributes,
    latest_chatwoot_version: APP_VERSION,
    created_at: m.account.createdAt.toISOString(),
    role: ua.role,
    custom_role_id: ua.custom_role_id,
    availability: ua.availability,
    availability_status: ua.availability_status,
    auto_offline: ua.auto_offline,
  };
};
