import { z } from 'zod';
import { ACCOUNT_ROLES, AVAILABILITY, type TAvailability } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { ZEmail, ZId, ZName } from './fields.ts';

/** Chatwoot's OpenAPI documents `available` where the app stores `online`; accept both. */
export const ZAvailabilityInput = z
  .enum([...AVAILABILITY, 'available'])
  .transform((v): TAvailability => (v === 'available' ? 'online' : v));

export const ZCreateAgentRequest = z.object({
  name: ZName,
  email: ZEmail,
  role: z.enum(ACCOUNT_ROLES).default('agent'),
  availability_status: ZAvailabilityInput.optional(),
  auto_offline: z.boolean().optional(),
  custom_role_id: ZId.nullable().optional(),
});
export type TCreateAgentRequest = z.infer<typeof ZCreateAgentRequest>;

export const ZUpdateAgentRequest = z
  .object({
    name: ZName,
    role: z.enum(ACCOUNT_ROLES),
    availability: ZAvailabilityInput,
    availability_status: ZAvailabilityInput,
    auto_offline: z.boolean(),
    custom_role_id: ZId.nullable(),
  })
  .partial();
export type TUpdateAgentRequest = z.infer<typeof ZUpdateAgentRequest>;

export const ZBulkCreateAgentsRequest = z.object({
  emails: z.array(ZEmail).min(1, { message: "can't be blank" }).max(LIMITS.bulkInviteMax),
  /** Beyond Chatwoot's bulk invite (emails only): every invitee gets this custom role. */
  custom_role_id: ZId.nullable().optional(),
});

export { ZAgent, ZInvitedAgent, type TAgent, type TInvitedAgent } from './responses/agents.ts';
