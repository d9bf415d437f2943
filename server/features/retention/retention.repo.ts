import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TRetentionPolicy } from '../../../common/contracts/retention.ts';

/**
 * The retention policy's selections (docs/PRIVACY.md "Retention"), written once: the preview counts with
 * them and the run deletes in batches with them, so the preview's figures are what a run at the same
 * instant deletes. Every selection is bounded to one account.
 */
interface TScope {
  accountId: number;
  policy: TRetentionPolicy;
  now: Date;
}

/** The age (days) of the inbox `inboxId` for one kind: its override, else the account's; NULL: never. */
const daysFor = (scope: TScope, kind: 'conversations_days' | 'attachments_days', inboxId: SQL): SQL => {
  const fallback = scope.policy[kind];
  if (!scope.policy.inbox_overrides.length) return sql`${fallback}::int`;
  const arms = scope.policy.inbox_overrides.map((o) => sql`WHEN ${o.inbox_id}::int THEN ${o[kind]}::int`);
  return sql`(CASE ${inboxId} ${sql.join(arms, sql` `)} ELSE ${fallback}::int END)`;
};

const cutoff = (scope: TScope, days: SQL) =>
  sql`(${scope.now.toISOString()}::timestamptz - make_interval(days => ${days}))`;

/** A resolved conversation of the account last active before its inbox's age (never NULL: NOT must hold). */
const deletableConversation = (scope: TScope, c: string) =>
  sql`${sql.raw(c)}.account_id = ${scope.accountId} AND ${sql.raw(c)}.status = ${STATUS_VALUE.resolved}
    AND coalesce(${sql.raw(c)}.last_activity_at < ${cutoff(scope, daysFor(scope, 'conversations_days', sql.raw(`${c}.inbox_id`)))}, false)`;

/** An attachment of the account older than its message's inbox's age. */
const oldAttachment = (scope: TScope) =>
  sql`a.account_id = ${scope.accountId}
    AND coalesce(a.created_at < ${cutoff(scope, daysFor(scope, 'attachments_days', sql.raw('m.inbox_id')))}, false)`;

/** A contact with no conversation that stays, created and last active before the account's conversation age. */
const orphanContact = (scope: TScope) => {
  const days = scope.policy.conversations_days;
  if (!scope.policy.delete_orphan_contacts || days === null) return sql`false`;
  const before = cutoff(scope, sql`${days}::int`);
  return sql`ct.account_id = ${scope.accountId} AND ct.created_at < ${before}
    AND coalesce(ct.last_activity_at, ct.created_at) < ${before}
    AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.contact_id = ct.id AND NOT (${deletableConversation(scope, 'c')}))`;
};

const auditCutoff = (scope: TScope) => cutoff(scope, sql`${scope.policy.audit_logs_days}::int`);

const first = <T>(rows: T[]) => rows[0];

/** What the policy deletes now: the preview. */
export const countDeletable = async (db: TExecutor, scope: TScope) => {
  const [c, a, ct, al] = [
    await db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM conversations c WHERE ${deletableConversation(scope, 'c')}`,
    ),
    await db.execute<{ n: string; bytes: string | null }>(
      sql`SELECT count(*) AS n, sum(a.file_size) AS bytes FROM attachments a
        JOIN messages m ON m.id = a.message_id JOIN conversations c ON c.id = m.conversation_id
        WHERE a.account_id = ${scope.accountId} AND (${oldAttachment(scope)} OR (${deletableConversation(scope, 'c')}))`,
    ),
    await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM contacts ct WHERE ${orphanContact(scope)}`),
    await db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM audit_logs WHERE account_id = ${scope.accountId} AND created_at < ${auditCutoff(scope)}`,
    ),
  ];
  return {
    conversations: Number(first(c.rows)?.n ?? 0),
    attachments: Number(first(a.rows)?.n ?? 0),
    attachment_bytes: Number(first(a.rows)?.bytes ?? 0),
    contacts: Number(first(ct.rows)?.n ?? 0),
    audit_logs: Number(first(al.rows)?.n ?? 0),
  };
};

/** Up to `limit` attachments past their age: id, upload keys, size. */
export const findOldAttachments = async (db: TExecutor, scope: TScope, limit: number) =>
  (
    await db.execute<{ id: string; file_key: string | null; thumb_key: string | null; file_size: number }>(
      sql`SELECT a.id, a.file_key, a.thumb_key, a.file_size FROM attachments a JOIN messages m ON m.id = a.message_id
        WHERE ${oldAttachment(scope)} ORDER BY a.id LIMIT ${limit}`,
    )
  ).rows.map((r) => ({ id: Number(r.id), keys: [r.file_key, r.thumb_key], size: Number(r.file_size) }));

export const deleteAttachmentsById = async (db: TExecutor, accountId: number, ids: number[]) => {
  if (!ids.length) return;
  await db.execute(
    sql`DELETE FROM attachments WHERE account_id = ${accountId} AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
};

/** Up to `limit` ids of conversations the policy deletes. */
export const findDeletableConversations = async (db: TExecutor, scope: TScope, limit: number) =>
  (
    await db.execute<{ id: number }>(
      sql`SELECT c.id FROM conversations c WHERE ${deletableConversation(scope, 'c')} ORDER BY c.id LIMIT ${limit}`,
    )
  ).rows.map((r) => Number(r.id));

/** Up to `limit` ids of contacts left with nothing. */
export const findOrphanContacts = async (db: TExecutor, scope: TScope, limit: number) =>
  (
    await db.execute<{ id: number }>(
      sql`SELECT ct.id FROM contacts ct WHERE ${orphanContact(scope)} ORDER BY ct.id LIMIT ${limit}`,
    )
  ).rows.map((r) => Number(r.id));

/** Which of these inbox ids are the account's. */
export const ownInboxIds = async (db: TExecutor, accountId: number, ids: number[]) =>
  ids.length
    ? (
        await db.execute<{ id: number }>(
          sql`SELECT id FROM inboxes WHERE account_id = ${accountId} AND id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      ).rows.map((r) => Number(r.id))
    : [];

/** The accounts whose settings hold a retention policy (the nightly run's list). */
export const listAccountsWithPolicy = async (db: TExecutor) =>
  (
    await db.execute<{ id: number; settings: Record<string, unknown> }>(
      sql`SELECT id, settings FROM accounts WHERE status = 0 AND settings ? 'retention_policy' ORDER BY id`,
    )
  ).rows.map((r) => ({ id: Number(r.id), settings: r.settings }));

/** Merges keys into the account's settings jsonb in the statement (no read-modify-write race). */
export const mergeSettings = async (db: TExecutor, accountId: number, patch: Record<string, unknown>) => {
  await db.execute(
    sql`UPDATE accounts SET settings = settings || ${JSON.stringify(patch)}::jsonb, updated_at = now() WHERE id = ${accountId}`,
  );
};
