import type { TDeps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import * as purge from '../inboxes/index.ts';
import * as repo from './accountDelete.repo.ts';

/** Rows one statement deletes: short transactions, so a large account never holds locks for long. */
export const ACCOUNT_DELETE_BATCH = 2000;

/** Runs `step` until it reports an empty batch. */
const drain = async (step: () => Promise<number>) => {
  while ((await step()) > 0);
};

/**
 * Removes an account DELETE accounts/{id} suspended and marked: its messages (and their files),
 * conversations and contacts in batches, then the account row, which takes every other row of the
 * account with it (ON DELETE CASCADE). Users stay: they may belong to other accounts, and one with no
 * account left sees the no-accounts page. Idempotent: a retry resumes, an account already gone is done.
 */
export const removeAccount = async (deps: TDeps, accountId: number, batch = ACCOUNT_DELETE_BATCH) => {
  if (!(await repo.findAccountForDeletion(deps.db, accountId))) return;
  await drain(async () => {
    const { count, keys } = await purge.deleteMessageBatch(deps.db, { accountId }, batch);
    for (const key of keys) await deps.uploads.remove(key);
    return count;
  });
  await drain(() => purge.deleteConversationBatch(deps.db, { accountId }, batch));
  await drain(async () => {
    const { count, keys } = await repo.deleteAccountContactBatch(deps.db, accountId, batch);
    for (const key of keys) await deps.uploads.remove(key);
    return count;
  });
  const avatars = await repo.listAccountAvatarKeys(deps.db, accountId);
  await deps.db.transaction((tx) => repo.deleteAccountRow(tx, accountId));
  for (const key of avatars) await deps.uploads.remove(key);
};

export const accountDeleteJob = defineJob<{ accountId: number }>(
  'accounts.delete',
  (data, ctx) => removeAccount(ctx.deps, data.accountId),
  { expireInSeconds: 60 * 60, concurrency: 1 },
);
