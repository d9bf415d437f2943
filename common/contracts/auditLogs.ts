import { z } from 'zod';

/**
 * The audit log (docs/ADMIN.md "Audit logs"): Chatwoot's `create | update | destroy | sign_in | sign_out`
 * plus the security events it misses.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'destroy',
  'sign_in',
  'sign_out',
  'sign_in_failed',
  'password_reset_requested',
  'password_changed',
  'token_reset',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_reset',
  'retention_run',
  'export',
  'merge',
  'impersonate',
  'erase',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a row is about, in Chatwoot's model names (its `auditable_type`). */
export const AUDITABLE_TYPES = [
  'Account',
  'AccountUser',
  'User',
  'Inbox',
  'InboxMember',
  'Team',
  'TeamMember',
  'Label',
  'CustomAttributeDefinition',
  'AutomationRule',
  'Macro',
  'Webhook',
  'AgentBot',
  'CannedResponse',
  'SlaPolicy',
  'Portal',
  'Conversation',
  'Contact',
  'AuditLog',
  'Report',
  'CustomRole',
  'Integration',
  'InstallationConfig',
  'PlatformApp',
  'Job',
  'CaptainAssistant',
  'CaptainCustomTool',
] as const;
export type TAuditableType = (typeof AUDITABLE_TYPES)[number];
/** Types only the installation's own log (the console's) holds: an account's page does not offer them. */
export const INSTALLATION_AUDITABLE_TYPES: readonly TAuditableType[] = ['InstallationConfig', 'PlatformApp', 'Job'];

/** Chatwoot's dashboard pages its audit log by 15 (spec part 1 §9); `per_page` may ask for up to 100. */
export const AUDIT_LOGS_PER_PAGE = 15;
/** Days an account keeps its audit log unless its settings say otherwise. */
export const AUDIT_LOGS_RETENTION_DAYS = 365;

const ZDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { message: 'must be a date like 2026-01-31' });

/** GET …/audit_logs and …/audit_logs.csv: Chatwoot's `page`, plus our filters. */
export const ZAuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(AUDIT_LOGS_PER_PAGE),
  /** The acting user. */
  actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  auditable_type: z.string().trim().min(1).max(64).optional(),
  auditable_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** From this day (or instant) on, UTC. */
  from: ZDay.optional(),
  /** Up to and including this day (or up to this instant), UTC. */
  to: ZDay.optional(),
  /** Words in the actor's or thing's name, the type, the action or the changes. */
  q: z.string().trim().max(200).optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

/** One row, as Chatwoot's `audit_logs/show.json.jbuilder` gives it, plus `auditable_name` and `user_agent`. */
export const ZAuditLog = z.object({
  id: z.number().int(),
  auditable_id: z.number().int().nullable(),
  auditable_type: z.string(),
  auditable_name: z.string().nullable(),
  associated_id: z.number().int().nullable(),
  associated_type: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_type: z.string().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  audited_changes: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  comment: z.string().nullable(),
  request_uuid: z.string().nullable(),
  created_at: z.number().int(),
  remote_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type TAuditLog = z.infer<typeof ZAuditLog>;

export const ZAuditLogList = z.object({
  audit_logs: z.array(ZAuditLog),
  total_entries: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
});
export type TAuditLogList = z.infer<typeof ZAuditLogList>;
