import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { fromValue } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { deleteConversationsKeepingFigures, purgeMessagesKeepingFigures } from '../inboxes/index.ts';

/** Messages per statement: a long conversation goes in short batches, never one long lock. */
export const CONVERSATION_DELETE_BATCH = 200;

/**
 * DELETE …/conversations/{id} (administrators, as Chatwoot's since its PR #11677): the conversation, its messages
 * and their files go. Files first, then the rows, batch by batch, through the purge door the retention policy
 * uses (report columns are archived, so the reports of that period keep their figures, nothing personal). The
 * last step — the conversation row and its audit row (by number, inbox and status only) — is one transaction.
 */
export const deleteConversation = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  batch = CONVERSATION_DELETE_BATCH,
) => {
  const c = await getConversation(deps, m, displayId);
  const { messages } = await purgeMessagesKeepingFigures(
    deps,
    { accountId: m.accountId, conversationIds: [c.id] },
    batch,
  );
  await deps.db.transaction(async (tx) => {
    await deleteConversationsKeepingFigures(tx, m.accountId, [c.id]);
    const state = { display_id: c.displayId, inbox_id: c.inboxId, status: fromValue(STATUS_VALUE, c.status), messages };
    await audit(tx, m, 'destroy', { type: 'Conversation', id: c.displayId, name: `#${c.displayId}` }, state, null);
  });
};
