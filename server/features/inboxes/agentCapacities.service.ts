import type { TSetAgentCapacitiesRequest } from '../../../common/contracts/autoAssignment.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { listCapacities, setCapacities } from './autoAssignment.repo.ts';
import { getInbox } from './inboxes.service.ts';
import { listInboxMemberIds } from './inboxes.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/** GET inboxes/{id}/agent_capacities: every member of the inbox, with or without a limit. */
export const list = async (deps: TDeps, m: TMembership, inboxId: number) => {
  const inbox = await getInbox(deps, m, inboxId);
  const rows = await listCapacities(deps.db, inbox.id);
  return {
    payload: rows.map((r) => ({
      user_id: r.userId,
      max_open_conversations: r.maxOpenConversations,
      open_conversations: r.openConversations,
    })),
  };
};

/** PATCH inboxes/{id}/agent_capacities: a user who is not a member of the inbox is a 422 naming the entry. */
export const update = async (deps: TDeps, m: TMembership, inboxId: number, input: TSetAgentCapacitiesRequest) => {
  const inbox = await getInbox(deps, m, inboxId);
  const memberIds = new Set(await listInboxMemberIds(deps.db, inbox.id));
  const stranger = input.capacities.findIndex((c) => !memberIds.has(c.user_id));
  if (stranger >= 0) throw AppError.invalid(`capacities.${stranger}.user_id`, errorText('notMemberOfInbox'));
  await deps.db.transaction((tx) =>
    setCapacities(
      tx,
      inbox.id,
      input.capacities.map((c) => ({ userId: c.user_id, maxOpenConversations: c.max_open_conversations })),
    ),
  );
  return list(deps, m, inboxId);
};
