import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';

const COUNTS = {
  agents: sql`SELECT count(*)::int AS n FROM account_users WHERE account_id = `,
  inboxes: sql`SELECT count(*)::int AS n FROM inboxes WHERE deleting_at IS NULL AND account_id = `,
} as const;

const MESSAGES = { agents: 'agentLimitExceeded', inboxes: 'inboxLimitExceeded' } as const;

/**
 * Refuses one more agent or inbox when the account's limit (accounts.limits, set in the installation
 * console) is reached, with Chatwoot's 402 and words. Locks the account row for the rest of the
 * transaction, so two invitations at once cannot both take the last place.
 */
export const assertAccountLimit = async (tx: TExecutor, accountId: number, key: 'agents' | 'inboxes', adding = 1) => {
  const { rows } = await tx.execute<{ allowed: number | null }>(
    sql`SELECT (limits ->> ${key})::int AS allowed FROM accounts WHERE id = ${accountId} FOR UPDATE`,
  );
  const allowed = rows[0]?.allowed ?? null;
  if (allowed === null) return;
  const counted = await tx.execute<{ n: number }>(sql`${COUNTS[key]}${accountId}`);
  if ((counted.rows[0]?.n ?? 0) + adding > allowed)
    throw AppError.withError('payment_required', errorText(MESSAGES[key]));
};
