import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accessTokens, agentBotInboxes, agentBots } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';

/** The bot's row; the agentBots feature has the same type (this module sits below it). */
export type TAgentBotRow = typeof agentBots.$inferSelect;

const OWNER = 'AgentBot';

/** The bot an `api_access_token` belongs to, or null (only the token's SHA-256 is stored). */
export const findBotByToken = async (db: TExecutor, token: string) =>
  (
    await db
      .select({ bot: agentBots })
      .from(accessTokens)
      .innerJoin(agentBots, eq(agentBots.id, accessTokens.ownerId))
      .where(and(eq(accessTokens.ownerType, OWNER), eq(accessTokens.tokenDigest, sha256(token))))
      .limit(1)
  )[0]?.bot ?? null;

/** Whether a system bot (no account) answers some inbox of the account: then its token works there. */
export const isBotInAccount = async (db: TExecutor, accountId: number, botId: number) =>
  (
    await db
      .select({ id: agentBotInboxes.id })
      .from(agentBotInboxes)
      .where(and(eq(agentBotInboxes.accountId, accountId), eq(agentBotInboxes.agentBotId, botId)))
      .limit(1)
  ).length > 0;
