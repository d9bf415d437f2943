import { systemActor } from '../../../common/actor.ts';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { takeNextAssignee } from '../inboxes/index.ts';
import { findInboxRow } from '../messages/index.ts';
import * as repo from '../conversationCore/index.ts';
import { assign } from './commands/assignment.ts';

/**
 * Auto-assignment of one conversation (the auto_assignment consumer calls it after commit): an open,
 * unassigned conversation of an inbox with "assign automatically" on goes to the next available member
 * (inboxes/autoAssignment.repo.ts: online, under capacity, round-robin), through the `assign` command as
 * the system job `auto_assignment`, whose line reads "Assigned to <agent> by auto-assignment". The
 * conversation row is locked first, so an agent's assignment meanwhile wins and a repeated event assigns
 * nothing twice. Returns the assignee's id, or null when nothing was assigned.
 */
export const autoAssign = async (tx: TExecutor, accountId: number, displayId: number) => {
  const c = await repo.findConversationByDisplayId(tx, accountId, displayId);
  if (!c || c.status !== STATUS_VALUE.open || c.assigneeId !== null) return null;
  const inbox = await findInboxRow(tx, c.inboxId);
  if (!inbox?.enableAutoAssignment) return null;
  const limit = inbox.autoAssignmentConfig.max_assignment_limit;
  const next = await takeNextAssignee(tx, accountId, c.inboxId, typeof limit === 'number' ? limit : null);
  if (!next) return null; // nobody online with room: it waits in Unassigned
  // The assignee is notified by the notifications consumer (assignee.changed).
  await assign(tx, systemActor(accountId, 'auto_assignment'), c, {
    assignee_id: next.userId,
    assignedLine: (name) => (w) => w.assignee.autoAssigned(name),
  });
  return next.userId;
};
