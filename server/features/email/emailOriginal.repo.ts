import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { emailOriginals, messages } from '../../db/schema/index.ts';

/** Keeps an imported mail's raw bytes beside its message (in the import's transaction). */
export const insertOriginal = async (tx: TExecutor, accountId: number, messageId: number, raw: Buffer) => {
  await tx.insert(emailOriginals).values({ messageId, accountId, raw }).onConflictDoNothing();
};

/** The raw mail of a message of this conversation, or null (not an imported mail, or another conversation's). */
export const findOriginal = async (db: TExecutor, accountId: number, conversationId: number, messageId: number) =>
  (
    await db
      .select({ raw: emailOriginals.raw, sourceId: messages.sourceId })
      .from(emailOriginals)
      .innerJoin(messages, eq(messages.id, emailOriginals.messageId))
      .where(
        and(
          eq(emailOriginals.accountId, accountId),
          eq(emailOriginals.messageId, messageId),
          eq(messages.conversationId, conversationId),
        ),
      )
  )[0] ?? null;
