import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { agentBotInboxes } from '../../db/schema/index.ts';

/** agent_bot_inboxes.status of a link that is in use. */
const ACTIVE = 0;

/** Whether the bot answers this inbox of the account (an active link). */
export const isBotOfInbox = async (db: TExecutor, accountId: number, inboxId: number, botId: number) =>
  (
    await db
      .select({ id: agentBotInboxes.id })
      .from(agentBotInboxes)
      .where(
        and(
          eq(agentBotInboxes.accountId, accountId),
          eq(agentBotInboxes.inboxId, inboxId),
          eq(agentBotInboxes.agentBotId, botId),
          eq(agentBotInboxes.status, ACTIVE),
        ),
      )
      .limit(1)
  ).length > 0;
