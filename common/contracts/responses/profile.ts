import { z } from 'zod';
import type { TCurrentUser, TUserAccount } from '../profile.ts';
import { tie } from './tie.ts';

/** TUserAccount (common/contracts/profile.ts), tied to it: a change on one side alone fails tsc. */
export const ZUserAccount = tie<TUserAccount>()(
  z.object({
    id: z.number(),
    name: z.string(),
    status: z.enum(['active', 'suspended']),
    active_at: z.string().nullable(),
    role: z.enum(['agent', 'administrator']),
    permissions: z.array(z.string()),
    availability: z.enum(['online', 'offline', 'busy']),
    availability_status: z.enum(['online', 'offline', 'busy']),
    auto_offline: z.boolean(),
    custom_role_id: z.number().nullable(),
    custom_role: z
      .object({
        id: z.number(),
        name: z.string(),
        permissions: z.array(z.string()),
        report_areas: z.array(z.string()).nullable().optional(),
      })
      .nullable(),
    mfa_required_by: z.string().nullable().optional(),
  }),
);

/** TCurrentUser (common/contracts/profile.ts), tied to it: a change on one side alone fails tsc. */
export const ZCurrentUser = tie<TCurrentUser>()(
  z.object({
    id: z.number(),
    provider: z.literal('email'),
    uid: z.string(),
    account_id: z.number().nullable(),
    accounts: z.array(ZUserAccount),
    email: z.string(),
    name: z.string(),
    available_name: z.string(),
    display_name: z.string().nullable(),
    confirmed: z.boolean(),
    pubsub_token: z.string(),
    access_token: z.string(),
    message_signature: z.string().nullable(),
    ui_settings: z.record(z.string(), z.unknown()),
    avatar_url: z.string(),
    thumbnail: z.string(),
    availability: z.enum(['online', 'offline', 'busy']),
    availability_status: z.enum(['online', 'offline', 'busy']),
    role: z.enum(['agent', 'administrator']).nullable(),
    type: z.literal('SuperAdmin').nullable(),
    inviter_id: z.number().nullable(),
    hmac_identifier: z.string(),
    custom_attributes: z.record(z.string(), z.unknown()),
    mfa_enabled: z.boolean().optional(),
  }),
);
