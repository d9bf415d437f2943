import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/auth.context.ts';
import * as repo from './conversations.repo.ts';

/** The conversation with this display id, if the member may see it; else 404. */
export const getConversation = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await repo.findVisibleConversation(deps.db, m, displayId);
  if (!c) throw new AppError('not_found', 'Conversation not found');
  return c;
};
