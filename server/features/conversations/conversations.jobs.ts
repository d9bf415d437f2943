import { BULK_ACTIONS_LIMIT } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import * as repo from '../conversationCore/index.ts';
import { presentAccountSettings } from '../accounts/index.ts';
import { recordTemplate } from '../messages/index.ts';
import { systemActor } from '../../../common/actor.ts';
import { changeStatus } from './commands/status.ts';

export { snoozeReopenJob } from './commands/status.ts';

/** An account's auto-resolve rule: minutes from settings.auto_resolve_after, else the old duration in days. */
export const autoResolveRule = (account: { days: number | null; settings: Record<string, unknown> }) => {
  const s = presentAccountSettings(account.settings);
  const minutes = s.auto_resolve_after ?? (account.days ?? 0) * 1440;
  return { minutes, message: s.auto_resolve_message?.trim() || null, skipWaiting: s.auto_resolve_ignore_waiting };
};

/**
 * Resolves open conversations idle longer than their account's auto-resolve time, at most 100 per
 * account per run (Chatwoot's batch size): the account's message to the customer first (when set), then
 * the status with the system's activity line. With auto_resolve_ignore_waiting, conversations waiting for
 * an agent's reply stay open.
 */
export const runAutoResolve = async (deps: TDeps, now = new Date()) => {
  let resolved = 0;
  for (const account of await repo.listAutoResolveAccounts(deps.db)) {
    const rule = autoResolveRule(account);
    if (rule.minutes <= 0) continue;
    const idle = { cutoff: new Date(now.getTime() - rule.minutes * 60_000), skipWaiting: rule.skipWaiting };
    for (const id of await repo.listIdleOpenConversationIds(deps.db, account.id, idle, BULK_ACTIONS_LIMIT)) {
      await deps.db.transaction(async (tx) => {
        const c = await repo.lockIdleOpenConversation(tx, id, idle);
        if (!c) return;
        if (rule.message) await recordTemplate(tx, c, rule.message);
        await changeStatus(tx, systemActor(c.accountId, 'auto_resolve'), c, {
          status: 'resolved',
          line: (w) => w.status.autoResolved(w.duration(rule.minutes)),
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
