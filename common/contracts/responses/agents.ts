import { z } from 'zod';
import { ACCOUNT_ROLES, AVAILABILITY } from '../../enums.ts';
import { ZAttributes } from './fields.ts';

/** GET …/agents items (agents.presenter presentAgent; also team members). */
export const ZAgent = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  availability_status: z.enum(AVAILABILITY),
  auto_offline: z.boolean(),
  confirmed: z.boolean(),
  email: z.string(),
  available_name: z.string(),
  /** The user's custom attributes; absent when there are none (Chatwoot's agent partial). */
  custom_attributes: ZAttributes.optional(),
  name: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  thumbnail: z.string(),
  custom_role_id: z.number().int().nullable(),
  /** Two-factor sign-in is on; shown to administrators only (they may reset it). */
  mfa_enabled: z.boolean().optional(),
});
export type TAgent = z.infer<typeof ZAgent>;

/**
 * POST …/agents: the agent; when the server cannot mail (no SMTP), a new user's invitation link too, for the
 * administrator to hand over (Chatwoot's answer is the agent alone; clients ignore the extra key).
 */
export const ZInvitedAgent = ZAgent.extend({ invitation_url: z.string().optional() });
export type TInvitedAgent = z.infer<typeof ZInvitedAgent>;

/** GET …/agents: a bare array, as Chatwoot returns it. */
export const ZAgentList = z.array(ZAgent);

/** An agent in a conversation's meta.assignee and as a message's sender. */
export const ZUserBrief = z.object({
  id: z.number().int(),
  name: z.string(),
  available_name: z.string(),
  email: z.string(),
  avatar_url: z.string(),
  thumbnail: z.string(),
  type: z.literal('user'),
});
export type TUserBrief = z.infer<typeof ZUserBrief>;
