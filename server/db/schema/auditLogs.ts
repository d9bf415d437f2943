import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Who changed what in an account (features/auditLogs): one row per audited change, written in the
 * change's own transaction. Append-only for the app; only the retention job deletes (old rows).
 * Chatwoot's `audits` columns, plus the actor's name kept at write time (a removed user still reads).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the installation's own acts (the console: settings, global bots, platform apps, job retries). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    auditableType: varchar('auditable_type', { length: 64 }).notNull(),
    auditableId: integer('auditable_id'),
    associatedType: varchar('associated_type', { length: 64 }),
    associatedId: integer('associated_id'),
    action: varchar('action', { length: 32 }).notNull(),
    /** The acting user; null for a bot, a rule, the system or an unknown email (failed sign-in). */
    userId: integer('user_id'),
    /** Who acted, as written then: the user's name, a bot's or the system's. */
    username: varchar('username', { length: 255 }),
    /** The changed thing's name when written (a label's title, an agent's name), for the activity line. */
    auditableName: varchar('auditable_name', { length: 255 }),
    /** Chatwoot's shape: `{ field: [before, after] }` for an update, `{ field: value }` otherwise; secrets redacted. */
    auditedChanges: jsonb('audited_changes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    remoteAddress: varchar('remote_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_account_id_idx').on(t.accountId, t.id.desc()),
    index('audit_logs_account_user_idx').on(t.accountId, t.userId, t.id.desc()),
    index('audit_logs_account_auditable_idx').on(t.accountId, t.auditableType, t.auditableId),
    index('audit_logs_account_created_idx').on(t.accountId, t.createdAt),
    index('audit_logs_installation_idx')
      .on(t.id.desc())
      .where(sql`${t.accountId} IS NULL`),
  ],
);
