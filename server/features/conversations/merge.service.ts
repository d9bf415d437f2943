import type {
  TMergeConversationRequest,
  TSplitConversationRequest,
} from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { memberActor } from '../auth/index.ts';
import { getConversation, present } from '../conversationCore/index.ts';
import { mergeConversation, unmergeConversation } from './commands/merge.ts';
import { splitConversation } from './commands/split.ts';

/** Merge: the member must see both conversations (404/401 as for any look-up); answers the target. */
export const merge = async (deps: TDeps, m: TMembership, displayId: number, input: TMergeConversationRequest) => {
  const source = await getConversation(deps, m, displayId);
  const target = await getConversation(deps, m, input.target_conversation_id);
  const actor = await memberActor(deps.db, m);
  const done = await deps.db.transaction((tx) =>
    mergeConversation(tx, actor, source, target, { allowOtherContact: input.allow_other_contact }),
  );
  return present(deps.db, done.target);
};

/** Unmerge the conversation (the merge's source) within 7 days; answers it as restored. */
export const unmerge = async (deps: TDeps, m: TMembership, displayId: number) => {
  const source = await getConversation(deps, m, displayId);
  const actor = await memberActor(deps.db, m);
  const done = await deps.db.transaction((tx) => unmergeConversation(tx, actor, source));
  return present(deps.db, done.source);
};

/** Split at a message; answers the new conversation. */
export const split = async (deps: TDeps, m: TMembership, displayId: number, input: TSplitConversationRequest) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await memberActor(deps.db, m);
  const done = await deps.db.transaction((tx) =>
    splitConversation(tx, actor, c, { messageId: input.message_id, messageIds: input.message_ids }),
  );
  return present(deps.db, done.split);
};
