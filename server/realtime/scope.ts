import type { TDeps } from '../deps.ts';
import { memberInboxIds } from '../features/inboxes/inboxes.repo.ts';
import type { TInboxScope } from './cable.ts';

/** The inboxes an agent belongs to, for filtering conversation events (administrators hear all anyway). */
export const agentInboxScope =
  (deps: TDeps): TInboxScope =>
  async (accountId, userId) =>
    new Set(await memberInboxIds(deps.db, accountId, userId));
