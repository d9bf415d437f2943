import { and, eq, gte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { captainRuns } from '../../db/schema/index.ts';

/** `skipped`: an assistant's turn that did not call the model (docs/CAPTAIN.md "Report"). */
export type TRunOutcome = 'ok' | 'error' | 'timeout' | 'quota' | 'skipped';

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

/**
 * An assistant's turn ends: its last run row (in this conversation, or in the playground when none) gets what it
 * did (`reply`, `handoff`, `resolve`) and the tools it called, for the Captain report.
 */
export const markAssistantTurn = async (
  db: TExecutor,
  who: { accountId: number; assistantId: number; conversationId: number | null },
  outcome: { action: string; tools: string[] },
) => {
  await db.execute(sql`
    UPDATE ${captainRuns} SET action = ${outcome.action},
      tools = ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(outcome.tools)}::jsonb))
    WHERE id = (SELECT max(id) FROM ${captainRuns}
      WHERE account_id = ${who.accountId} AND assistant_id = ${who.assistantId}
        AND conversation_id IS NOT DISTINCT FROM ${who.conversationId})`);
};

/**
 * An assistant's turn that did not ask the model (a hand-off after its turns, or because the model could not
 * answer): a row with outcome `skipped` (no tokens, not counted in the quota) carrying the action.
 */
export const insertAssistantAction = (
  db: TExecutor,
  who: { accountId: number; assistantId: number; conversationId: number },
  action: string,
) =>
  insertRun(db, {
    ...who,
    userId: null,
    kind: 'assistant',
    model: '',
    tokensIn: 0,
    tokensOut: 0,
    latencyMs: 0,
    outcome: 'skipped',
    error: null,
  }).then(() => markAssistantTurn(db, who, { action, tools: [] }));
