import { ACCOUNT_STATUS_VALUE } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendAccessChanged } from '../../events/accessChanged.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { accountDeleteJob } from './accountDelete.job.ts';
import { markAccountDeleting, unmarkAccountDeleting } from './accountDelete.repo.ts';
import { findAccountById, insertAccount, updateAccount } from './accounts.repo.ts';

/**
 * Accounts changed by the installation rather than by one of their members (the Platform API, the console):
 * the same rows and events as the account's own settings, with the operator-only attributes (status,
 * features, limits, custom attributes) besides.
 */
export interface TAccountAttributes {
  name?: string;
  locale?: string;
  domain?: string | null;
  supportEmail?: string | null;
  status?: 'active' | 'suspended';
  /** Merged into the stored overrides. */
  features?: Partial<Record<string, boolean>>;
  limits?: Partial<Record<string, number | null>>;
  customAttributes?: Record<string, unknown>;
}

const applyAttributes = async (tx: TExecutor, id: number, input: TAccountAttributes) => {
  const before = await findAccountById(tx, id);
  if (!before) return null;
  const row = await updateAccount(tx, id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.locale !== undefined && { locale: input.locale }),
    ...(input.domain !== undefined && { domain: input.domain || null }),
    ...(input.supportEmail !== undefined && { supportEmail: input.supportEmail || null }),
    ...(input.status !== undefined && { status: ACCOUNT_STATUS_VALUE[input.status] }),
    ...(input.features && { features: { ...before.features, ...defined(input.features) } }),
    ...(input.limits && { limits: { ...before.limits, ...defined(input.limits) } }),
    ...(input.customAttributes && { customAttributes: { ...before.customAttributes, ...input.customAttributes } }),
  });
  // A suspension (or its end) changes what every member's open sockets may hear.
  if (row.status !== before.status) await appendAccessChanged(tx, id, 'all');
  return row;
};

/** The keys a partial record gives a value (undefined ones are not given). */
const defined = <T>(record: Partial<Record<string, T>>) =>
  Object.fromEntries(Object.entries(record).filter((e): e is [string, T] => e[1] !== undefined));

/** A new account with no member yet (the caller adds its users). */
export const provisionAccount = (deps: TDeps, input: TAccountAttributes & { name: string }) =>
  deps.db.transaction(async (tx) => {
    const account = await insertAccount(tx, { name: input.name, locale: input.locale });
    return (await applyAttributes(tx, account.id, input)) ?? account;
  });

/** Changes an account's attributes; null when there is no such account. */
export const changeAccountAttributes = (deps: TDeps, id: number, input: TAccountAttributes) =>
  deps.db.transaction((tx) => applyAttributes(tx, id, input));

/**
 * Deletes an account the way DELETE /accounts/{id} does: suspended at once (members see the suspended page,
 * realtime subscriptions end), its data removed by a job — at once, or after `graceDays` during which
 * `cancelAccountDeletion` takes it back (the installation console). False when it is gone or already being
 * deleted. One job per account: deleting again after taking it back moves the pending job to the new date.
 */
export const scheduleAccountDeletion = (deps: TDeps, accountId: number, graceDays = 0) =>
  deps.db.transaction(async (tx) => {
    const dueAt = new Date(Date.now() + graceDays * 86_400_000);
    if (!(await markAccountDeleting(tx, accountId, dueAt))) return false;
    await appendAccessChanged(tx, accountId, 'all');
    await enqueueJob(
      tx,
      accountDeleteJob,
      { accountId },
      { accountId, ...(graceDays > 0 && { runAt: dueAt }), dedupeKey: `account-delete:${accountId}` },
    );
    return true;
  });

/** Takes back a deletion still in its grace period: the account is active again. False when it cannot be. */
export const cancelAccountDeletion = (deps: TDeps, accountId: number) =>
  deps.db.transaction(async (tx) => {
    if (!(await unmarkAccountDeleting(tx, accountId))) return false;
    await appendAccessChanged(tx, accountId, 'all');
    return true;
  });
