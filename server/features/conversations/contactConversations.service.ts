import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { loadContext } from '../conversationCore/index.ts';
import { presentConversation } from '../conversationCore/index.ts';
import { listContactConversations } from './contactConversations.repo.ts';
import { getContact } from '../contacts/index.ts';

/** The contact's conversations this member may see, newest activity first (at most 100). */
export const listConversations = async (deps: TDeps, m: TMembership, id: number) => {
  await getContact(deps, m, id);
  const rows = await listContactConversations(deps.db, m, id);
  const ctx = await loadContext(deps.db, rows);
  return { payload: rows.map((c) => presentConversation(c, ctx)) };
};
