import type { TPlatformAccount, TPlatformApp } from '../../../common/contracts/platform.ts';
import { resolveFeatures } from '../../../common/features.ts';
import type { TAccountRow } from './platformApi.types.ts';
import type { TPlatformAppRow } from './platformApps.repo.ts';

export const presentPlatformApp = (app: TPlatformAppRow): TPlatformApp => ({
  id: app.id,
  name: app.name,
  created_at: app.createdAt.toISOString(),
});

/** Chatwoot's platform account view: the account's attributes, its feature flags resolved. */
export const presentPlatformAccount = (a: TAccountRow): TPlatformAccount => ({
  id: a.id,
  name: a.name,
  locale: a.locale,
  domain: a.domain,
  support_email: a.supportEmail,
  status: a.status === 1 ? 'suspended' : 'active',
  features: resolveFeatures(a.features),
  limits: a.limits,
  custom_attributes: a.customAttributes,
  created_at: a.createdAt.toISOString(),
});
