import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accessTokens, agentBots } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

const OWNER = 'AgentBot';

/** The installation's global (system) bots: agent_bots without an account. */
export const listSystemBots = (db: TExecutor) =>
  db.select().from(agentBots).where(isNull(agentBots.accountId)).orderBy(asc(agentBots.id));

export type TSystemBotRow = typeof agentBots.$inferSelect;

/** A system bot and its API token (only the SHA-256 is kept: this is the one time it is known). */
export const insertSystemBot = async (
  db: TExecutor,
  values: { name: string; description: string | null; outgoingUrl: string | null },
) => {
  const [bot] = await db
    .insert(agentBots)
    .values({ ...values, accountId: null, secret: randomToken(24) })
    .returning();
  if (!bot) throw new Error('agent bot insert returned nothing');
  const accessToken = randomToken(18);
  await db.insert(accessTokens).values({ ownerType: OWNER, ownerId: bot.id, tokenDigest: sha256(accessToken) });
  return { bot, accessToken };
};

/** Deletes a system bot and its token (its inbox links go with it); the bot as it was, null when there is none. */
export const deleteSystemBot = async (db: TExecutor, id: number) => {
  const [gone] = await db
    .delete(agentBots)
    .where(and(eq(agentBots.id, id), isNull(agentBots.accountId)))
    .returning();
  if (gone) await db.delete(accessTokens).where(and(eq(accessTokens.ownerType, OWNER), eq(accessTokens.ownerId, id)));
  return gone ?? null;
};
