import type { TBulkActionRequest } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { memberActor } from '../auth/index.ts';
import { assign, changeLabels, changeStatus, checkAssignee, checkTeam } from '../conversations/index.ts';
import { findConversationForUpdate, listVisibleConversations } from './bulkActions.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * Applies one change to up to 100 conversations (by display id) the member may see; ids that are not
 * visible are skipped. Each conversation changes in its own transaction with the usual activity lines
 * and events, through the same conversation commands as if the agent had done it one by one.
 */
export const runBulkAction = async (deps: TDeps, m: TMembership, input: TBulkActionRequest) => {
  const f = input.fields;
  if (f.status === 'snoozed' && f.snoozed_until && f.snoozed_until * 1000 <= Date.now())
    throw AppError.invalid('snoozed_until', errorText('mustBeInTheFuture'));
  if (f.team_id) await checkTeam(deps.db, m.accountId, f.team_id);
  const rows = await listVisibleConversations(deps.db, m, input.ids);
  if (f.assignee_id)
    for (const inboxId of new Set(rows.map((r) => r.inboxId)))
      await checkAssignee(deps.db, m.accountId, inboxId, f.assignee_id);
  const actor = await memberActor(deps.db, m);
  const until = f.status === 'snoozed' && f.snoozed_until ? new Date(f.snoozed_until * 1000) : null;
  for (const row of rows) {
    await deps.db.transaction(async (tx) => {
      let c = (await findConversationForUpdate(tx, m.accountId, row.id)) ?? row;
      if (f.assignee_id !== undefined || f.team_id !== undefined)
        c = await assign(tx, actor, c, {
          ...(f.assignee_id !== undefined && { assignee_id: f.assignee_id }),
          ...(f.team_id !== undefined && { team_id: f.team_id }),
        });
      if (f.status) c = await changeStatus(tx, actor, c, { status: f.status, snoozedUntil: until });
      if (input.labels?.add?.length || input.labels?.remove?.length) await changeLabels(tx, actor, c, input.labels);
    });
  }
  return {};
};
