import type { TExecutor } from '../../db/client.ts';
import { reportingEvents } from '../../db/schema/index.ts';

export type TReportingEventRow = typeof reportingEvents.$inferSelect;
export type TNewReportingEvent = typeof reportingEvents.$inferInsert;

/**
 * The one door reporting_events rows are written through (the reporting consumer; test factories
 * seed directly). Anything kept in step with the rows (per-day aggregates) is kept here.
 */
export const insertReportingEvents = async (tx: TExecutor, rows: TNewReportingEvent[]) => {
  if (rows.length === 0) return;
  await tx.insert(reportingEvents).values(rows);
};
