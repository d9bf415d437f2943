import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { BULK_ACTIONS_LIMIT } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import * as repo from './conversations.repo.ts';
import { applyStatus } from './status.ts';

export { snoozeReopenJob } from './status.ts';

/**
 * Resolves open conversations idle longer than their account's auto_resolve_duration (days),
 * at most 100 per account per run (Chatwoot's batch size).
 */
export const runAutoResolve = async (deps: TDeps, now = new Date()) => {
  let resolved = 0;
  for (const account of await repo.listAutoResolveAccounts(deps.db)) {
    const days = account.days ?? 0;
    if (days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    for (const id of await repo.listIdleOpenConversationIds(deps.db, account.id, cutoff, BULK_ACTIONS_LIMIT)) {
      await deps.db.transaction(async (tx) => {
        const c = await repo.lockIdleOpenConversation(tx, id, cutoff);
        if (!c) return;
        await applyStatus(tx, c, STATUS_VALUE.resolved, {
          actorName: null,
          activity: (w) => w.status.autoResolved(w.duration(days * 1440)),
        });
        resolved += 1;
      });
    }
  }
  return resolved;
};

/** The periodic sweep, a pg-boss schedule (every five minutes, once across the nodes: jobs/registry.ts). */
export const autoResolveSweepJob = defineJob<Record<string, never>>(
  'conversation.auto_resolve_sweep',
  async (_data, { deps }) => {
    await runAutoResolve(deps);
  },
  { maxAttempts: 1, concurrency: 1, pollSeconds: 10 },
);
