import { z } from 'zod';
import { ZAgent } from './agents.ts';

/** One team (GET …/teams/:id, POST, PATCH). */
export const ZTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  allow_auto_assign: z.boolean(),
  account_id: z.number().int(),
  is_member: z.boolean(),
});
export type TTeam = z.infer<typeof ZTeam>;

/** GET …/teams items: Chatwoot's team plus how many agents it has (an extra field Chatwoot clients ignore). */
export const ZTeamListItem = ZTeam.extend({ members_count: z.number().int() });
export type TTeamListItem = z.infer<typeof ZTeamListItem>;

/** GET …/teams: a bare array, as Chatwoot returns it. */
export const ZTeamList = z.array(ZTeamListItem);

/** GET, POST, PATCH and DELETE …/teams/:id/team_members: the team's members after the change. */
export const ZTeamMembers = z.array(ZAgent);
