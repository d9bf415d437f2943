import { z } from 'zod';
import { ZName } from './fields.ts';
import type { TAccountRole, TAccountStatus, TAvailability } from '../enums.ts';

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
  })
  .partial();
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

export interface TAccountLimits {
  conversation: { allowed: number | null; consumed: number };
  non_web_inboxes: { allowed: number | null; consumed: number };
}

export interface TAccount {
  id: number;
  name: string;
  locale: string;
  domain: string | null;
  support_email: string | null;
  auto_resolve_duration: number | null;
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
