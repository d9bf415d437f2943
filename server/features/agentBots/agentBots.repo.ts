import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accessTokens, agentBotInboxes, agentBots } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export type TAgentBotRow = typeof agentBots.$inferSelect;

const OWNER = 'AgentBot';
/** agent_bot_inboxes.status: active 0. */
const ACTIVE = 0;

/** The account's bots and the system bots (no account). */
export const listAgentBots = (db: TExecutor, accountId: number) =>
  db
    .select()
    .from(agentBots)
    .where(or(eq(agentBots.accountId, accountId), isNull(agentBots.accountId)))
    .orderBy(asc(agentBots.id));

/** A bot the account may use: its own, or a system bot when `includeSystem`. */
export const findAgentBot = async (db: TExecutor, accountId: number, id: number, includeSystem = true) =>
  (
    await db
      .select()
      .from(agentBots)
      .where(
        and(
          eq(agentBots.id, id),
          includeSystem
            ? or(eq(agentBots.accountId, accountId), isNull(agentBots.accountId))
            : eq(agentBots.accountId, accountId),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** The bot and its API access token: only the token's SHA-256 is stored, so this is the one time it is known. */
export const insertAgentBot = async (db: TExecutor, values: typeof agentBots.$inferInsert) => {
  const [row] = await db
    .insert(agentBots)
    .values({ secret: randomToken(24), ...values })
    .returning();
  if (!row) throw new Error('agent bot insert returned nothing');
  const accessToken = randomToken(18);
  await db.insert(accessTokens).values({ ownerType: OWNER, ownerId: row.id, tokenDigest: sha256(accessToken) });
  return { bot: row, accessToken };
};

export const updateAgentBot = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof agentBots.$inferInsert>,
) =>
  (
    await db
      .update(agentBots)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(agentBots.accountId, accountId), eq(agentBots.id, id)))
      .returning()
  )[0] ?? null;

export const deleteAgentBot = async (db: TExecutor, accountId: number, id: number) => {
  await db.delete(accessTokens).where(and(eq(accessTokens.ownerType, OWNER), eq(accessTokens.ownerId, id)));
  await db.delete(agentBots).where(and(eq(agentBots.accountId, accountId), eq(agentBots.id, id)));
};

export const inboxBot = async (db: TExecutor, accountId: number, inboxId: number) =>
  (
    await db
      .select({ bot: agentBots })
      .from(agentBotInboxes)
      .innerJoin(agentBots, eq(agentBots.id, agentBotInboxes.agentBotId))
      .where(and(eq(agentBotInboxes.accountId, accountId), eq(agentBotInboxes.inboxId, inboxId)))
      .limit(1)
  )[0]?.bot ?? null;

/** Links the inbox to the bot (replacing any other), or unlinks it when `botId` is null. */
export const setInboxBot = async (db: TExecutor, accountId: number, inboxId: number, botId: number | null) => {
  await db
    .delete(agentBotInboxes)
    .where(and(eq(agentBotInboxes.accountId, accountId), eq(agentBotInboxes.inboxId, inboxId)));
  if (botId !== null) await db.insert(agentBotInboxes).values({ accountId, inboxId, agentBotId: botId });
};

/** A new access token for the bot; the old one stops working at once. */
export const resetBotToken = async (db: TExecutor, botId: number) => {
  const accessToken = randomToken(18);
  await db
    .insert(accessTokens)
    .values({ ownerType: OWNER, ownerId: botId, tokenDigest: sha256(accessToken) })
    .onConflictDoUpdate({
      target: [accessTokens.ownerType, accessTokens.ownerId],
      set: { tokenDigest: sha256(accessToken), updatedAt: new Date() },
    });
  return accessToken;
};

/** The inbox's active bot with a URL to deliver to, or null. */
export const activeInboxBot = async (db: TExecutor, accountId: number, inboxId: number) =>
  (
    await db
      .select({ bot: agentBots })
      .from(agentBotInboxes)
      .innerJoin(agentBots, eq(agentBots.id, agentBotInboxes.agentBotId))
      .where(
        and(
          eq(agentBotInboxes.accountId, accountId),
          eq(agentBotInboxes.inboxId, inboxId),
          eq(agentBotInboxes.status, ACTIVE),
        ),
      )
      .limit(1)
  )[0]?.bot ?? null;

export const findBotById = async (db: TExecutor, id: number) =>
  (await db.select().from(agentBots).where(eq(agentBots.id, id)).limit(1))[0] ?? null;

/** The bots with these ids (message senders), whatever their account. */
export const findBotRows = (db: TExecutor, ids: number[]) =>
  ids.length ? db.select().from(agentBots).where(inArray(agentBots.id, ids)) : Promise.resolve([]);

/** Changes a bot by id, whatever its account (the installation's own doors: the Platform API, the console). */
export const updateAgentBotById = async (db: TExecutor, id: number, patch: Partial<typeof agentBots.$inferInsert>) =>
  (
    await db
      .update(agentBots)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(agentBots.id, id))
      .returning()
  )[0] ?? null;

export const deleteAgentBotById = async (db: TExecutor, id: number) => {
  await db.delete(accessTokens).where(and(eq(accessTokens.ownerType, OWNER), eq(accessTokens.ownerId, id)));
  await db.delete(agentBots).where(eq(agentBots.id, id));
};

/** An inbox of the account has an active agent bot (the agent-bots consumer's `inUse`). */
export const agentBotsInUse = (accountId: number) =>
  sql`EXISTS (SELECT 1 FROM ${agentBotInboxes}
    WHERE ${agentBotInboxes.accountId} = ${accountId} AND ${agentBotInboxes.status} = ${ACTIVE})`;
