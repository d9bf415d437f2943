import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import * as repo from './conversations.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * The conversation with this display id, if the member may see it. Like Chatwoot: 404 when the account
 * has no such conversation, 401 `forbidden` when it has one in an inbox the member may not see (only
 * this miss path pays the second look-up).
 */
export const getConversation = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await repo.findVisibleConversation(deps.db, m, displayId);
  if (c) return c;
  if (await repo.conversationExists(deps.db, m.accountId, displayId))
    throw new AppError('forbidden', errorText('notAuthorized'));
  throw new AppError('not_found', errorText('conversationNotFound'));
};
