import { ROLE_VALUE } from '../../../../common/enums.ts';
import type { TExecutor } from '../../../db/client.ts';
import { findMembership } from '../../users/index.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import { isInboxMember } from '../../inboxes/index.ts';

/** May the user be the conversation's assignee: a member of the account who is an administrator or in its inbox. */
export const canAssign = async (tx: TExecutor, c: TConversationRow, userId: number) => {
  const member = await findMembership(tx, userId, c.accountId);
  if (!member) return false;
  return member.accountUser.role === ROLE_VALUE.administrator || isInboxMember(tx, c.inboxId, userId);
};
