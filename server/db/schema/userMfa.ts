import { bigint, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's TOTP second factor (docs/SECURITY.md "Two-factor sign-in"). The secret is sealed with AES-256-GCM
 * (lib/crypto.ts sealSecret, bound to the user id); `enabled_at` null means an enrolment not yet confirmed
 * with a code. `last_used_step` is the last time step accepted: a code of that step or an earlier one is
 * refused, so a code is never accepted twice.
 */
export const userMfa = pgTable('user_mfa', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Backup codes, only their SHA-256 stored; `used_at` set once a code signed someone in (single use). */
export const userMfaBackupCodes = pgTable(
  'user_mfa_backup_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
