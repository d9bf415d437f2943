import type { TReportingEvent } from '../../../common/contracts/responses/reportingEvents.ts';
import { REPORTING_EVENT_NAMES, type TReportingEventName } from '../../../common/contracts/reports.ts';
import type { TReportingEventRow } from './reportingEvents.repo.ts';

const isName = (name: string): name is TReportingEventName => REPORTING_EVENT_NAMES.some((n) => n === name);

/** A conversation's rows on the wire (rows of unknown names are left out). */
export const presentReportingEvents = (rows: TReportingEventRow[], displayId: number): TReportingEvent[] =>
  rows.flatMap((r) => {
    const name = r.name;
    if (!isName(name)) return [];
    return [
      {
        id: r.id,
        name,
        value: r.value,
        value_in_business_hours: r.valueInBusinessHours,
        event_start_time: r.eventStartTime.toISOString(),
        event_end_time: r.eventEndTime.toISOString(),
        account_id: r.accountId,
        conversation_id: displayId,
        inbox_id: r.inboxId,
        user_id: r.userId,
        created_at: r.createdAt.toISOString(),
        updated_at: r.createdAt.toISOString(),
      },
    ];
  });
