import { and, eq, gte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { captainRuns } from '../../db/schema/index.ts';

export type TRunOutcome = 'ok' | 'error' | 'timeout' | 'quota';

export interface TRunRecord {
  accountId: number;
  userId: number | null;
  kind: string;
  model: string;
  tokensIn: number;
  tokensOut: number;
  latencyMs: number;
  outcome: TRunOutcome;
  error: string | null;
  /** An assistant's run: which assistant, in which conversation (null for agents' tasks). */
  assistantId?: number | null;
  conversationId?: number | null;
}

export const insertRun = (db: TExecutor, run: TRunRecord) =>
  db.insert(captainRuns).values({ ...run, error: run.error?.slice(0, 500) ?? null });

/** The account's successful runs and their tokens since `from`. */
export const monthUsage = async (db: TExecutor, accountId: number, from: Date) => {
  const [row] = await db
    .select({
      used: sql<number>`count(*)::int`,
      tokensIn: sql<number>`coalesce(sum(${captainRuns.tokensIn}), 0)::int`,
      tokensOut: sql<number>`coalesce(sum(${captainRuns.tokensOut}), 0)::int`,
    })
    .from(captainRuns)
    .where(and(eq(captainRuns.accountId, accountId), eq(captainRuns.outcome, 'ok'), gte(captainRuns.createdAt, from)));
  return row ?? { used: 0, tokensIn: 0, tokensOut: 0 };
};

export const listRuns = (db: TExecutor, accountId: number) =>
  db.select().from(captainRuns).where(eq(captainRuns.accountId, accountId)).orderBy(captainRuns.id);
