import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  captainAssistants,
  captainCopilotMessages,
  captainCopilotThreads,
  conversations,
} from '../../db/schema/index.ts';

/** A thread with its conversation's display id (the API names conversations by it). */
export type TCopilotThreadRow = typeof captainCopilotThreads.$inferSelect & { conversationDisplayId: number | null };
export type TCopilotMessageRow = typeof captainCopilotMessages.$inferSelect;
export type TCopilotMessageBody = TCopilotMessageRow['message'];

/** The agent's own threads of the account, newest activity first; of one conversation when given. */
const withDisplayId = { ...getTableColumns(captainCopilotThreads), conversationDisplayId: conversations.displayId };

export const listThreads = (db: TExecutor, accountId: number, userId: number, conversationId?: number) =>
  db
    .select(withDisplayId)
    .from(captainCopilotThreads)
    .leftJoin(conversations, eq(conversations.id, captainCopilotThreads.conversationId))
    .where(
      and(
        eq(captainCopilotThreads.accountId, accountId),
        eq(captainCopilotThreads.userId, userId),
        conversationId === undefined ? undefined : eq(captainCopilotThreads.conversationId, conversationId),
      ),
    )
    .orderBy(desc(captainCopilotThreads.updatedAt), desc(captainCopilotThreads.id))
    .limit(100);

/** The thread, if it is this agent's in this account (anyone else's is not found). */
export const findOwnThread = async (db: TExecutor, accountId: number, userId: number, id: number) =>
  (
    await db
      .select(withDisplayId)
      .from(captainCopilotThreads)
      .leftJoin(conversations, eq(conversations.id, captainCopilotThreads.conversationId))
      .where(
        and(
          eq(captainCopilotThreads.id, id),
          eq(captainCopilotThreads.accountId, accountId),
          eq(captainCopilotThreads.userId, userId),
        ),
      )
  )[0] ?? null;

export const insertThread = async (
  db: TExecutor,
  values: typeof captainCopilotThreads.$inferInsert,
  conversationDisplayId: number | null,
): Promise<TCopilotThreadRow> => {
  const [row] = await db.insert(captainCopilotThreads).values(values).returning();
  return { ...row!, conversationDisplayId };
};

/** A message kept in the thread; the thread moves to the top of the agent's list. */
export const insertMessage = async (
  db: TExecutor,
  thread: TCopilotThreadRow,
  messageType: TCopilotMessageRow['messageType'],
  message: TCopilotMessageBody,
) => {
  const [row] = await db
    .insert(captainCopilotMessages)
    .values({ accountId: thread.accountId, threadId: thread.id, messageType, message })
    .returning();
  await db.update(captainCopilotThreads).set({ updatedAt: new Date() }).where(eq(captainCopilotThreads.id, thread.id));
  return row!;
};

export const listMessages = (db: TExecutor, threadId: number, limit = 500) =>
  db
    .select()
    .from(captainCopilotMessages)
    .where(eq(captainCopilotMessages.threadId, threadId))
    .orderBy(asc(captainCopilotMessages.id))
    .limit(limit);

/** The account's assistant with this id, or (no id) its first one; null when there is none. */
export const findAssistant = async (db: TExecutor, accountId: number, id?: number | null) =>
  (
    await db
      .select({ id: captainAssistants.id, name: captainAssistants.name, config: captainAssistants.config })
      .from(captainAssistants)
      .where(and(eq(captainAssistants.accountId, accountId), id == null ? undefined : eq(captainAssistants.id, id)))
      .orderBy(asc(captainAssistants.id))
      .limit(1)
  )[0] ?? null;
