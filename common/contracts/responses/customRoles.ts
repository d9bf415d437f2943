import { z } from 'zod';

/** One custom role (GET, POST and PATCH …/custom_roles[/:id]), Chatwoot's fields plus account_id. */
export const ZCustomRole = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  account_id: z.number().int(),
  /** Beyond Chatwoot: the inboxes the role narrows its holders to; null, no narrowing. */
  inbox_ids: z.array(z.number().int()).nullable(),
  /** Beyond Chatwoot: the teams the role narrows its holders to (with inbox_ids, both must match); null, none. */
  team_ids: z.array(z.number().int()).nullable(),
  /** Beyond Chatwoot: the report areas report_manage opens; null, every area. */
  report_areas: z.array(z.string()).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCustomRole = z.infer<typeof ZCustomRole>;

/** GET …/custom_roles: a bare array, as Chatwoot's index answers. */
export const ZCustomRoleList = z.array(ZCustomRole);
export type TCustomRoleList = z.infer<typeof ZCustomRoleList>;
