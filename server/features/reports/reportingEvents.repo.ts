import { asc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { reportingEvents } from '../../db/schema/index.ts';

export type TReportingEventRow = typeof reportingEvents.$inferSelect;
export type TNewReportingEvent = typeof reportingEvents.$inferInsert;

/**
 * The one door reporting_events rows are written through (the reporting consumer; test factories
 * seed directly). Anything kept in step with the rows (per-day aggregates) is kept here. A row whose
 * source_key is already there is skipped (the consumer runs at least once); the rows actually written
 * are returned, so anything kept in step counts those only.
 */
export const insertReportingEvents = async (tx: TExecutor, rows: TNewReportingEvent[]) => {
  if (rows.length === 0) return [];
  return tx.insert(reportingEvents).values(rows).onConflictDoNothing().returning();
};

/** A conversation's rows, oldest first (by the moment each counts at, then id). */
export const listConversationReportingEvents = (db: TExecutor, conversationId: number) =>
  db
    .select()
    .from(reportingEvents)
    .where(eq(reportingEvents.conversationId, conversationId))
    .orderBy(asc(reportingEvents.eventEndTime), asc(reportingEvents.id));
