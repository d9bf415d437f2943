import { MESSAGE_TYPES } from '../../common/contracts/conversations.ts';
import { defineConsumer } from '../events/consumers.ts';
import { recordMessage, recordStatusChange } from '../features/reports/index.ts';

/**
 * Reports' measurements: each committed public message and status change recomputes its
 * conversation's reporting_events rows (features/reports/reportingRecorder.ts; what each row means:
 * docs/REPORTS.md). Idempotent and order-free: rows are derived from durable facts and stored by a
 * unique source key, so a repeated or late event ends with the same rows.
 */
export const reportingConsumer = defineConsumer({
  name: 'reporting_events',
  events: ['message.created', 'conversation.status_changed'],
  // Only a public reply can add rows (below).
  skips: (event) =>
    event.name === 'message.created' && !(event.data.message_type === MESSAGE_TYPES.outgoing && !event.data.private),
  handle: async (event, { deps }) => {
    await deps.db.transaction(async (tx) => {
      if (event.name === 'message.created') {
        // Only a reply can add rows: the customer messages it answers are in the database by then.
        if (event.data.message_type === MESSAGE_TYPES.outgoing && !event.data.private)
          await recordMessage(tx, event.accountId, event.data.id);
      } else await recordStatusChange(tx, event.id, event.data);
    });
  },
});
