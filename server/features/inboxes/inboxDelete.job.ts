import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { defineJob } from '../../jobs/queue.ts';
import { deleteChannel } from './channels.repo.ts';
import * as purge from './conversationPurge.repo.ts';
import * as repo from './inboxDelete.repo.ts';

/** Rows one statement deletes: short transactions, so a large inbox never holds locks for long. */
export const INBOX_DELETE_BATCH = 2000;

/** Runs `step` until it reports an empty batch. */
const drain = async (step: () => Promise<number>) => {
  while ((await step()) > 0);
};

/**
 * Removes an inbox DELETE inboxes/{id} marked deleting: its messages (and their files), conversations and
 * contact inboxes in batches, then the channel and the inbox. Idempotent: a retry resumes where a failed
 * run stopped, and an inbox already gone is done.
 */
export const removeInbox = async (deps: TDeps, inboxId: number, batch = INBOX_DELETE_BATCH) => {
  const inbox = await repo.findInboxForDeletion(deps.db, inboxId);
  if (!inbox?.deletingAt) return;
  await drain(async () => {
    const { count, keys } = await purge.deleteMessageBatch(deps.db, { inboxId: inbox.id }, batch);
    for (const key of keys) await deps.uploads.remove(key);
    return count;
  });
  await drain(() => purge.deleteConversationBatch(deps.db, { inboxId: inbox.id }, batch));
  await drain(() => repo.deleteContactInboxBatch(deps.db, inbox.id, batch));
  await deps.db.transaction(async (tx) => {
    await repo.deleteInboxRow(tx, inbox.id);
    await deleteChannel(tx, inbox.channelType, inbox.channelId);
    await invalidateCache(tx, inbox.accountId, 'inbox');
  });
  await deps.uploads.remove(inbox.avatarKey);
};

export const inboxDeleteJob = defineJob<{ inboxId: number }>(
  'inboxes.delete',
  (data, ctx) => removeInbox(ctx.deps, data.inboxId),
  { expireInSeconds: 60 * 60, concurrency: 1 },
);
