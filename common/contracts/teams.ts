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

export interface TTeam {
  id: number;
  name: string;
  description: string | null;
  allow_auto_assign: boolean;
  account_id: number;
  is_member: boolean;
}

/** GET …/teams: Chatwoot's team plus how many agents it has (an extra field Chatwoot clients ignore). */
export interface TTeamListItem extends TTeam {
  members_count: number;
}
