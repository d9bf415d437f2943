import { slaPolicies } from '../db/schema/index.ts';
import type { TTestContext } from './harness.ts';

/** An SLA policy of the account (thresholds in seconds; unset ones stay null). */
export const buildSlaPolicy = async (
  t: TTestContext,
  accountId: number,
  over: Partial<{ name: string; frt: number; nrt: number; rt: number; businessHours: boolean }> = {},
) => {
  const [row] = await t.database.db
    .insert(slaPolicies)
    .values({
      accountId,
      name: over.name ?? 'Gold',
      firstResponseTimeThreshold: over.frt ?? null,
      nextResponseTimeThreshold: over.nrt ?? null,
      resolutionTimeThreshold: over.rt ?? null,
      onlyDuringBusinessHours: over.businessHours ?? false,
    })
    .returning();
  if (!row) throw new Error('sla policy insert failed');
  return row;
};

/** Moves a conversation's start back by `seconds` (its SLA deadlines count from there). */
export const ageConversation = (t: TTestContext, accountId: number, displayId: number, seconds: number) =>
  t.database.pool.query(
    `UPDATE conversations SET created_at = created_at - make_interval(secs => $3) WHERE account_id = $1 AND display_id = $2`,
    [accountId, displayId, seconds],
  );
