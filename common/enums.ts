/** Stored integer values follow Chatwoot's so data and integrations carry over. */
export const ACCOUNT_ROLES = ['agent', 'administrator'] as const;
export type TAccountRole = (typeof ACCOUNT_ROLES)[number];
export const ROLE_VALUE: Record<TAccountRole, number> = { agent: 0, administrator: 1 };

export const AVAILABILITY = ['online', 'offline', 'busy'] as const;
export type TAvailability = (typeof AVAILABILITY)[number];
export const AVAILABILITY_VALUE: Record<TAvailability, number> = { online: 0, offline: 1, busy: 2 };

export const ACCOUNT_STATUS = ['active', 'suspended'] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUS)[number];
export const ACCOUNT_STATUS_VALUE: Record<TAccountStatus, number> = { active: 0, suspended: 1 };

export const fromValue = <T extends string>(map: Record<T, number>, value: number): T => {
  const entry = (Object.entries(map) as [T, number][]).find(([, v]) => v === value);
  if (!entry) throw new Error(`unknown enum value ${value}`);
  return entry[0];
};
