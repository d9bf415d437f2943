import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { presentReportingEvents } from './reportingEvents.presenter.ts';
import { listConversationReportingEvents } from './reportingEvents.repo.ts';

/** A conversation's reporting events, for a member who may see the conversation (404/401 as the conversation's routes). */
export const listForConversation = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await getConversation(deps, m, displayId);
  return presentReportingEvents(await listConversationReportingEvents(deps.db, c.id), c.displayId);
};
