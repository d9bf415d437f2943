import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { findAccountById } from '../accounts/index.ts';
import type { TBotCaller } from '../auth/index.ts';
import { findConversationByDisplayId, isBotOfInbox } from '../conversationCore/index.ts';
import { errorText } from '../../lib/serverText.ts';

/** The conversation, if it belongs to an inbox this bot answers: 404 when the account has none, 401 outside its inboxes. */
export const botConversation = async (deps: TDeps, caller: TBotCaller, displayId: number) => {
  const account = await findAccountById(deps.db, caller.accountId);
  if (!account) throw new AppError('not_found', errorText('accountNotFound'));
  if (account.status !== 0) throw new AppError('account_suspended', errorText('accountSuspended'));
  const c = await findConversationByDisplayId(deps.db, caller.accountId, displayId);
  if (!c) throw new AppError('not_found', errorText('conversationNotFound'));
  // Found in the account but in an inbox the bot does not answer: Chatwoot's policy refuses it (401).
  if (!(await isBotOfInbox(deps.db, caller.accountId, c.inboxId, caller.bot.id)))
    throw new AppError('forbidden', errorText('notAuthorized'));
  return c;
};
