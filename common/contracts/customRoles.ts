import { z } from 'zod';
import { CUSTOM_ROLE_PERMISSIONS, REPORT_AREAS } from '../permissions.ts';

/** A role's name: required, at most 255 characters (the column's width). */
export const ZCustomRoleName = z
  .string()
  .trim()
  .min(1, { message: "can't be blank" })
  .max(255, { message: 'is too long (maximum is 255 characters)' });

/** Chatwoot's six permissions, each at most once; any other name is refused naming it. */
export const ZCustomRolePermissions = z
  .array(z.string())
  .max(CUSTOM_ROLE_PERMISSIONS.length * 4)
  .superRefine((list, ctx) => {
    for (const p of list)
      if (!(CUSTOM_ROLE_PERMISSIONS as readonly string[]).includes(p))
        ctx.addIssue({
          code: 'custom',
          message: `${p} is not a permission (one of ${CUSTOM_ROLE_PERMISSIONS.join(', ')})`,
        });
  })
  .transform((list) => CUSTOM_ROLE_PERMISSIONS.filter((p) => list.includes(p)));

/** Beyond Chatwoot: an inbox scope (null or absent: every inbox the holder belongs to). */
export const ZCustomRoleInboxIds = z
  .array(z.coerce.number().int().positive().max(2_147_483_647))
  .max(1000)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
  .nullable();

/** Beyond Chatwoot: a team scope (null or absent: no team narrowing; with an inbox scope, both must match). */
export const ZCustomRoleTeamIds = ZCustomRoleInboxIds;

/** Beyond Chatwoot: the report areas `report_manage` opens (null or absent: every area). */
export const ZCustomRoleReportAreas = z
  .array(z.enum(REPORT_AREAS, { message: `must be one of ${REPORT_AREAS.join(', ')}` }))
  .max(REPORT_AREAS.length * 4)
  .transform((list) => REPORT_AREAS.filter((a) => list.includes(a)))
  .nullable();

export const ZCreateCustomRoleRequest = z.object({
  name: ZCustomRoleName,
  description: z.string().trim().max(1000).nullable().optional(),
  permissions: ZCustomRolePermissions.default([]),
  inbox_ids: ZCustomRoleInboxIds.optional(),
  team_ids: ZCustomRoleTeamIds.optional(),
  report_areas: ZCustomRoleReportAreas.optional(),
});
export type TCreateCustomRoleRequest = z.infer<typeof ZCreateCustomRoleRequest>;

export const ZUpdateCustomRoleRequest = z
  .object({
    name: ZCustomRoleName,
    description: z.string().trim().max(1000).nullable(),
    permissions: ZCustomRolePermissions,
    inbox_ids: ZCustomRoleInboxIds,
    team_ids: ZCustomRoleTeamIds,
    report_areas: ZCustomRoleReportAreas,
  })
  .partial();
export type TUpdateCustomRoleRequest = z.infer<typeof ZUpdateCustomRoleRequest>;

export { ZCustomRole, ZCustomRoleList, type TCustomRole } from './responses/customRoles.ts';
