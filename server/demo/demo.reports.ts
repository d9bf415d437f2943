import { EVENT_SCHEMAS } from '../../common/events.ts';
import type { TDb } from '../db/client.ts';
import { addStatusChange, recomputeConversation } from '../features/reports/index.ts';
import { listConversationIds, listStatusEvents } from './demo.repo.ts';

/**
 * The demo's reporting_events, from its dated history, by the reporting consumer's own code: each
 * (dated) status event goes into the status timeline, then every conversation's rows are recomputed
 * (most demo replies were written straight to the messages table, without an event). When the app
 * later hands the same events to the consumer, it finds the same timeline and derives the same rows.
 */
export const recordDemoReportingEvents = async (db: TDb, accountId: number) =>
  db.transaction(async (tx) => {
    for (const e of await listStatusEvents(tx, accountId)) {
      const parsed = EVENT_SCHEMAS['conversation.status_changed'].safeParse(e.data);
      if (parsed.success) await addStatusChange(tx, e.id, { ...parsed.data, account_id: accountId });
    }
    for (const id of await listConversationIds(tx, accountId)) await recomputeConversation(tx, id);
  });
