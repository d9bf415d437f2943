import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { getInbox } from '../inboxes/index.ts';
import { presentCampaign } from './campaigns.presenter.ts';
import * as repo from './campaigns.repo.ts';

/** GET inboxes/{id}/campaigns: the inbox's campaigns, oldest first. */
export const listForInbox = async (deps: TDeps, m: TMembership, inboxId: number) => {
  const inbox = await getInbox(deps, m, inboxId);
  const rows = await repo.listInboxCampaigns(deps.db, m.accountId, inbox.id);
  return rows.map((r) => presentCampaign(r.campaign, r.inbox, r.sender));
};
