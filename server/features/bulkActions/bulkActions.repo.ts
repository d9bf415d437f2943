import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import type { TMembership } from '../auth/index.ts';
import { visibleTo } from '../conversationCore/index.ts';

/** The conversations (by display id) of the member's account that the member may see. */
export const listVisibleConversations = (db: TExecutor, m: TMembership, displayIds: number[]) =>
  db
    .select()
    .from(conversations)
    .where(and(eq(conversations.accountId, m.accountId), inArray(conversations.displayId, displayIds), visibleTo(m)));

/** The conversation's current row, locked until the transaction ends. */
export const findConversationForUpdate = async (tx: TExecutor, accountId: number, id: number) =>
  (
    await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), eq(conversations.id, id)))
      .for('update')
  )[0] ?? null;
