import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { conversations } from '../db/schema/index.ts';

/** The conversation an agent says it has open, by its display id in the account. */
export const findViewedConversation = async (db: TExecutor, accountId: number, displayId: number) =>
  (
    await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), eq(conversations.displayId, displayId)))
  )[0] ?? null;
