import type {
  TRetentionFigures,
  TRetentionPolicy,
  TRetentionPolicyBody,
  TRetentionRun,
} from '../../../common/contracts/retention.ts';
import { AUDIT_LOGS_RETENTION_DAYS } from '../../../common/contracts/auditLogs.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit, pruneAccountAuditLogs } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { removeContactRow } from '../contacts/index.ts';
import { deleteConversationsKeepingFigures, purgeMessagesKeepingFigures } from '../inboxes/index.ts';
import * as repo from './retention.repo.ts';

/** Rows per statement: small batches, so no run holds a lock for long. */
export const RETENTION_BATCH = 200;

const EMPTY: TRetentionPolicy = {
  conversations_days: null,
  attachments_days: null,
  delete_orphan_contacts: false,
  audit_logs_days: AUDIT_LOGS_RETENTION_DAYS,
  inbox_overrides: [],
};

/** The policy kept in the account's settings (retention_policy; the audit log's age is audit_logs_retention_days). */
export const policyOf = (settings: Record<string, unknown>): TRetentionPolicy => {
  const stored = (settings.retention_policy ?? {}) as Partial<TRetentionPolicy>;
  const auditDays = settings.audit_logs_retention_days;
  return {
    ...EMPTY,
    ...stored,
    audit_logs_days: typeof auditDays === 'number' ? auditDays : AUDIT_LOGS_RETENTION_DAYS,
  };
};

const lastRunOf = (settings: Record<string, unknown>) => (settings.retention_last_run ?? null) as TRetentionRun | null;

export const showPolicy = (m: TMembership): TRetentionPolicyBody => ({
  policy: policyOf(m.account.settings),
  last_run: lastRunOf(m.account.settings),
});

const checkInboxes = async (deps: TDeps, accountId: number, policy: TRetentionPolicy) => {
  const ids = policy.inbox_overrides.map((o) => o.inbox_id);
  const own = new Set(await repo.ownInboxIds(deps.db, accountId, ids));
  if (ids.some((id) => !own.has(id))) throw AppError.invalid('inbox_overrides', errorText('doesNotExist'));
};

/** What the policy would delete now (nothing is deleted). */
export const previewPolicy = async (deps: TDeps, m: TMembership, policy: TRetentionPolicy) => {
  await checkInboxes(deps, m.accountId, policy);
  return repo.countDeletable(deps.db, { accountId: m.accountId, policy, now: new Date() });
};

/** Saves the policy (audited as an update of the account's settings). */
export const savePolicy = async (deps: TDeps, m: TMembership, policy: TRetentionPolicy) => {
  await checkInboxes(deps, m.accountId, policy);
  const before = policyOf(m.account.settings);
  const { audit_logs_days, ...stored } = policy;
  await deps.db.transaction(async (tx) => {
    await repo.mergeSettings(tx, m.accountId, { retention_policy: stored, audit_logs_retention_days: audit_logs_days });
    await audit(
      tx,
      m,
      'update',
      { type: 'Account', id: m.accountId, name: m.account.name },
      { retention: before },
      {
        retention: policy,
      },
    );
  });
  return { policy, last_run: lastRunOf(m.account.settings) };
};

/**
 * One run of an account's policy at `now`: old attachments (files first, then rows), then resolved
 * conversations (their messages' files, then the rows, through the inboxes' purge door, which keeps their
 * report columns in archived_messages / archived_conversations so the reports' figures stay), then contacts left
 * with nothing (the contacts' door), then the audit log. Each batch is its own short statement; the figures
 * (counts only, nothing personal) go to the settings and the audit log.
 */
export const runPolicy = async (
  deps: TDeps,
  accountId: number,
  policy: TRetentionPolicy,
  now = new Date(),
  batch = RETENTION_BATCH,
): Promise<TRetentionRun> => {
  const scope = { accountId, policy, now };
  const done: TRetentionFigures = { conversations: 0, attachments: 0, attachment_bytes: 0, contacts: 0, audit_logs: 0 };
  for (;;) {
    const files = await repo.findOldAttachments(deps.db, scope, batch);
    if (!files.length) break;
    for (const f of files) for (const key of f.keys) await deps.uploads.remove(key);
    await repo.deleteAttachmentsById(
      deps.db,
      accountId,
      files.map((f) => f.id),
    );
    done.attachments += files.length;
    done.attachment_bytes += files.reduce((sum, f) => sum + f.size, 0);
  }
  for (;;) {
    const ids = await repo.findDeletableConversations(deps.db, scope, batch);
    if (!ids.length) break;
    // The reports keep counting them: their report columns are archived as they go (nothing personal).
    const purged = await purgeMessagesKeepingFigures(deps, { accountId, conversationIds: ids }, batch);
    done.attachments += purged.files;
    done.attachment_bytes += purged.bytes;
    done.conversations += await deps.db.transaction((tx) => deleteConversationsKeepingFigures(tx, accountId, ids));
  }
  for (;;) {
    const ids = await repo.findOrphanContacts(deps.db, scope, batch);
    if (!ids.length) break;
    for (const id of ids) {
      const contact = await deps.db.transaction((tx) => removeContactRow(tx, accountId, id));
      if (contact) {
        done.contacts += 1;
        await deps.uploads.remove(contact.avatarKey);
      }
    }
  }
  done.audit_logs = await pruneAccountAuditLogs(deps, accountId, policy.audit_logs_days, now, batch);
  const run: TRetentionRun = { ...done, finished_at: new Date().toISOString() };
  await deps.db.transaction(async (tx) => {
    await repo.mergeSettings(tx, accountId, { retention_last_run: run });
    await audit(
      tx,
      { accountId, userId: null, name: 'retention' },
      'retention_run',
      { type: 'Account', id: accountId },
      null,
      {
        ...done,
      },
    );
  });
  return run;
};

/** The nightly run over every account with a policy (jobs/registry.ts). */
export const runAllPolicies = async (deps: TDeps, now = new Date()) => {
  for (const account of await repo.listAccountsWithPolicy(deps.db))
    await runPolicy(deps, account.id, policyOf(account.settings), now);
};
