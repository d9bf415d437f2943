import { z } from 'zod';
import { ZName } from './fields.ts';

export const ZCreateTeamRequest = z.object({
  name: ZName,
  description: z.string().trim().max(1000).nullable().optional(),
  allow_auto_assign: z.boolean().default(true),
});
export type TCreateTeamRequest = z.infer<typeof ZCreateTeamRequest>;
export const ZUpdateTeamRequest = ZCreateTeamRequest.partial();
export type TUpdateTeamRequest = z.infer<typeof ZUpdateTeamRequest>;

export const ZTeamMembersRequest = z.object({
  user_ids: z.array(z.coerce.number().int().positive()).max(500),
});

export { ZTeam, ZTeamListItem, type TTeam, type TTeamListItem } from './responses/teams.ts';
