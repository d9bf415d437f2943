import { defineConsumer } from '../events/consumers.ts';
import { autoAssign } from '../features/conversations/index.ts';

/**
 * Auto-assignment (inbox setting "assign automatically"): a conversation that is created open, becomes
 * open (a reopen, an agent bot's handoff) or returns to unassigned while open goes to the inbox's next
 * online member under capacity, round-robin (features/conversations/autoAssignment.ts). Idempotent:
 * an assigned conversation is left alone, so a repeated event assigns nothing.
 */
export const autoAssignmentConsumer = defineConsumer({
  name: 'auto_assignment',
  events: ['conversation.created', 'conversation.status_changed', 'assignee.changed'],
  handle: async (event, { deps }) => {
    const c = event.data;
    if (c.status !== 'open' || c.meta.assignee) return;
    await deps.db.transaction((tx) => autoAssign(tx, event.accountId, c.id));
  },
});
