import { z } from 'zod';

/** Days: a whole number from 1 to ten years; null: never deleted by age. */
const ZDays = (min: number) =>
  z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number of days' })
    .min(min, { message: `must be at least ${min} days` })
    .max(3650, { message: 'must be at most 3650 days' });

/** One inbox's own ages (null: never, in this inbox); inboxes without one follow the account's. */
export const ZRetentionInboxOverride = z.object({
  inbox_id: z.number().int().positive(),
  conversations_days: ZDays(1).nullable(),
  attachments_days: ZDays(1).nullable(),
});
export type TRetentionInboxOverride = z.infer<typeof ZRetentionInboxOverride>;

/**
 * The account's retention policy (docs/PRIVACY.md "Retention"): resolved conversations and attachments past
 * an age, contacts left with nothing, audit log rows past an age. Null ages: kept.
 */
export const ZRetentionPolicy = z.object({
  conversations_days: ZDays(1).nullable(),
  attachments_days: ZDays(1).nullable(),
  /** Contacts without any conversation left, created and last active before the conversations' age. */
  delete_orphan_contacts: z.boolean(),
  /** The audit log's retention (the account setting audit_logs_retention_days). */
  audit_logs_days: ZDays(7),
  inbox_overrides: z
    .array(ZRetentionInboxOverride)
    .max(500)
    .refine((list) => new Set(list.map((o) => o.inbox_id)).size === list.length, { message: 'names an inbox twice' }),
});
export type TRetentionPolicy = z.infer<typeof ZRetentionPolicy>;

/** What a policy deletes now (the preview), or what a run deleted. */
export const ZRetentionFigures = z.object({
  conversations: z.number().int(),
  attachments: z.number().int(),
  attachment_bytes: z.number().int(),
  contacts: z.number().int(),
  audit_logs: z.number().int(),
});
export type TRetentionFigures = z.infer<typeof ZRetentionFigures>;

export const ZRetentionRun = ZRetentionFigures.extend({ finished_at: z.string() });
export type TRetentionRun = z.infer<typeof ZRetentionRun>;

/** GET/PUT …/retention_policy. */
export const ZRetentionPolicyBody = z.object({ policy: ZRetentionPolicy, last_run: ZRetentionRun.nullable() });
export type TRetentionPolicyBody = z.infer<typeof ZRetentionPolicyBody>;
