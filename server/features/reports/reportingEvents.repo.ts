import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { reportingEvents, users } from '../../db/schema/index.ts';
import { applyRollupChanges, type TRollupChange } from './reportingRollups.repo.ts';

export type TReportingEventRow = typeof reportingEvents.$inferSelect;
export type TNewReportingEvent = typeof reportingEvents.$inferInsert;

/**
 * The one door reporting_events rows are written through (the reporting consumer; test factories
 * seed directly). The day rollups (reporting_event_rollups) are kept here, in the caller's
 * transaction, by what each write changed. A row whose source_key is already there is skipped (the
 * consumer runs at least once); the rows actually written are returned and counted.
 */
export const insertReportingEvents = async (tx: TExecutor, rows: TNewReportingEvent[]) => {
  if (rows.length === 0) return [];
  const written = await tx.insert(reportingEvents).values(rows).onConflictDoNothing().returning();
  await applyRollupChanges(
    tx,
    written.map((row) => ({ sign: 1, row })),
  );
  return written;
};

/** What a row adds to its rollup. */
const rolled = {
  sourceKey: reportingEvents.sourceKey,
  accountId: reportingEvents.accountId,
  name: reportingEvents.name,
  inboxId: reportingEvents.inboxId,
  userId: reportingEvents.userId,
  createdAt: reportingEvents.createdAt,
  value: reportingEvents.value,
  valueInBusinessHours: reportingEvents.valueInBusinessHours,
};

/**
 * Makes a conversation's keyed rows exactly `rows` (the reporting consumer's recomputation): new keys
 * are inserted, known keys get their values (unchanged ones are not rewritten), keyed rows no longer
 * derived are deleted. Rows without a source key (seeded) are left alone. A credited user who is gone
 * is credited as nobody. The rollups take back what deleted and updated rows counted before and add what
 * inserted and updated rows count now (only rows that changed are returned, so a recomputation that
 * changes nothing writes nothing).
 */
export const replaceConversationReportingEvents = async (
  tx: TExecutor,
  conversationId: number,
  rows: TNewReportingEvent[],
) => {
  const keys = rows.flatMap((r) => (r.sourceKey ? [r.sourceKey] : []));
  const deleted = await tx
    .delete(reportingEvents)
    .where(
      and(
        eq(reportingEvents.conversationId, conversationId),
        isNotNull(reportingEvents.sourceKey),
        keys.length ? notInArray(reportingEvents.sourceKey, keys) : undefined,
      ),
    )
    .returning(rolled);
  const changes: TRollupChange[] = deleted.map((row) => ({ sign: -1, row }));
  if (rows.length === 0) return applyRollupChanges(tx, changes);
  // The keyed rows as they are before the upsert (another conversation's row cannot hold these keys, but
  // reading by key, not by conversation, takes back exactly what the upsert overwrites).
  const before = new Map(
    (await tx.select(rolled).from(reportingEvents).where(inArray(reportingEvents.sourceKey, keys))).map((r) => [
      r.sourceKey,
      r,
    ]),
  );
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const known = new Set(
    userIds.length
      ? (await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds))).map((u) => u.id)
      : [],
  );
  const values = rows.map((r) => ({ ...r, userId: r.userId && known.has(r.userId) ? r.userId : null }));
  const changed = sql`(${reportingEvents.value}, ${reportingEvents.valueInBusinessHours}, ${reportingEvents.eventStartTime},
    ${reportingEvents.eventEndTime}, ${reportingEvents.userId}) IS DISTINCT FROM (excluded.value,
    excluded.value_in_business_hours, excluded.event_start_time, excluded.event_end_time, excluded.user_id)`;
  const written = await tx
    .insert(reportingEvents)
    .values(values)
    .onConflictDoUpdate({
      target: reportingEvents.sourceKey,
      targetWhere: sql`${reportingEvents.sourceKey} IS NOT NULL`,
      set: {
        value: sql`excluded.value`,
        valueInBusinessHours: sql`excluded.value_in_business_hours`,
        eventStartTime: sql`excluded.event_start_time`,
        eventEndTime: sql`excluded.event_end_time`,
        createdAt: sql`excluded.created_at`,
        userId: sql`excluded.user_id`,
      },
      setWhere: changed,
    })
    .returning(rolled);
  for (const row of written) {
    const old = before.get(row.sourceKey);
    if (old) changes.push({ sign: -1, row: old });
    changes.push({ sign: 1, row });
  }
  await applyRollupChanges(tx, changes);
};

/** A conversation's rows, oldest first (by the moment each counts at, then id). */
export const listConversationReportingEvents = (db: TExecutor, conversationId: number) =>
  db
    .select()
    .from(reportingEvents)
    .where(eq(reportingEvents.conversationId, conversationId))
    .orderBy(asc(reportingEvents.eventEndTime), asc(reportingEvents.id));
