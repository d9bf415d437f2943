import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { BULK_ACTIONS_LIMIT } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import { accounts, conversations } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/queue.ts';
import { applyStatus } from './status.ts';

/** Reopens a snoozed conversation when its snoozed_until arrives (queued with dedupe key snooze:<id>). */
export const snoozeReopenJob = defineJob<{ conversationId: number }>(
  'conversation.snooze_reopen',
  async ({ conversationId }, { deps }) => {
    await deps.db.transaction(async (tx) => {
      const [c] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
      // Reopened by hand, or snoozed again for later: nothing to do now.
      if (!c || c.status !== STATUS_VALUE.snoozed) return;
      if (c.snoozedUntil && c.snoozedUntil.getTime() > Date.now() + 1000) return;
      await applyStatus(tx, c, STATUS_VALUE.open, { actorName: null, activity: (w) => w.status.snoozeExpired });
    });
  },
);

/**
 * Resolves open conversations idle longer than their account's auto_resolve_duration (days),
 * at most 100 per account per run (Chatwoot's batch size).
 */
export const runAutoResolve = async (deps: TDeps, now = new Date()) => {
  const due = await deps.db
    .select({ id: accounts.id, days: accounts.autoResolveDuration })
    .from(accounts)
    .where(and(isNotNull(accounts.autoResolveDuration), eq(accounts.status, 0)));
  let resolved = 0;
  for (const account of due) {
    const days = account.days ?? 0;
    if (days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const idle = await deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.accountId, account.id),
          eq(conversations.status, STATUS_VALUE.open),
          lt(conversations.lastActivityAt, cutoff),
        ),
      )
      .orderBy(conversations.lastActivityAt)
      .limit(BULK_ACTIONS_LIMIT);
    for (const { id } of idle) {
      await deps.db.transaction(async (tx) => {
        const [c] = await tx
          .select()
          .from(conversations)
          .where(
            and(
              eq(conversations.id, id),
              eq(conversations.status, STATUS_VALUE.open),
              lt(conversations.lastActivityAt, cutoff),
            ),
          )
          .for('update');
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
