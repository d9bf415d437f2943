import { AUDIT_LOGS_RETENTION_DAYS } from '../../../common/contracts/auditLogs.ts';
import type { TDeps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { listRetentions, pruneAuditLogBatch } from './auditLogs.repo.ts';

/** Rows deleted per statement: small, so a big backlog never holds a long lock. */
export const AUDIT_PRUNE_BATCH = 500;
/** Statements per account per run; the next nightly run goes on where this one stopped. */
const MAX_BATCHES = 200;

/** Deletes each account's rows older than its retention (settings.audit_logs_retention_days, default 365). */
export const pruneAuditLogs = async (deps: TDeps, now = new Date(), batch = AUDIT_PRUNE_BATCH) => {
  let removed = 0;
  for (const { accountId, days } of await listRetentions(deps.db, AUDIT_LOGS_RETENTION_DAYS)) {
    const before = new Date(now.getTime() - Math.max(1, days) * 24 * 3600 * 1000);
    for (let i = 0; i < MAX_BATCHES; i++) {
      const n = await pruneAuditLogBatch(deps.db, accountId, before, batch);
      removed += n;
      if (n < batch) break;
    }
  }
  return removed;
};

/** Deletes one account's rows older than `days` in batches (the retention policy's run); the count. */
export const pruneAccountAuditLogs = async (
  deps: TDeps,
  accountId: number,
  days: number,
  now = new Date(),
  batch = AUDIT_PRUNE_BATCH,
) => {
  const before = new Date(now.getTime() - Math.max(1, days) * 24 * 3600 * 1000);
  let removed = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await pruneAuditLogBatch(deps.db, accountId, before, batch);
    removed += n;
    if (n < batch) break;
  }
  return removed;
};

/** Scheduled nightly (jobs/registry.ts); a failed run is redone by the next one. */
export const auditRetentionJob = defineJob<Record<string, never>>(
  'audit_log_retention',
  async (_data, { deps }) => {
    await pruneAuditLogs(deps);
  },
  { maxAttempts: 1, concurrency: 1, expireInSeconds: 60 * 60 },
);
