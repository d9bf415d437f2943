import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TBulkActionRequest } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { applyLabels } from '../conversations/index.ts';
import { applyAssignment, checkAssignee, checkTeam } from '../conversations/index.ts';
import { userName } from '../users/index.ts';
import { applyStatus } from '../conversations/index.ts';
import { findConversationForUpdate, listVisibleConversations } from './bulkActions.repo.ts';

/**
 * Applies one change to up to 100 conversations (by display id) the member may see; ids that are not
 * visible are skipped. Each conversation changes in its own transaction with the usual activity lines
 * and events, exactly as if the agent had done it one by one.
 */
export const runBulkAction = async (deps: TDeps, m: TMembership, input: TBulkActionRequest) => {
  const f = input.fields;
  if (f.status === 'snoozed' && f.snoozed_until && f.snoozed_until * 1000 <= Date.now())
    throw AppError.invalid('snoozed_until', 'must be in the future');
  if (f.team_id) await checkTeam(deps, m.accountId, f.team_id);
  const rows = await listVisibleConversations(deps.db, m, input.ids);
  if (f.assignee_id)
    for (const inboxId of new Set(rows.map((r) => r.inboxId)))
      await checkAssignee(deps, m.accountId, inboxId, f.assignee_id);
  const actor = { id: m.accountUser.userId, name: await userName(deps.db, m.accountUser.userId) };
  for (const row of rows) {
    await deps.db.transaction(async (tx) => {
      const locked = await findConversationForUpdate(tx, m.accountId, row.id);
      let c = locked ?? row;
      if (f.assignee_id !== undefined || f.team_id !== undefined)
        c = await applyAssignment(
          tx,
          c,
          {
            ...(f.assignee_id !== undefined && { assignee_id: f.assignee_id }),
            ...(f.team_id !== undefined && { team_id: f.team_id }),
          },
          actor,
        );
      if (f.status) {
        const until = f.status === 'snoozed' && f.snoozed_until ? new Date(f.snoozed_until * 1000) : null;
        c = await applyStatus(tx, c, STATUS_VALUE[f.status], { snoozedUntil: until, actorName: actor.name });
      }
      if (input.labels?.add?.length || input.labels?.remove?.length) {
        const removing = new Set((input.labels.remove ?? []).map((l) => l.toLowerCase()));
        const next = [...c.labels, ...(input.labels.add ?? [])].filter((l) => !removing.has(l.toLowerCase()));
        await applyLabels(tx, c, next, actor.name);
      }
    });
  }
  return {};
};
