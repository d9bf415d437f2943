import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import type { TConversationRow } from './conversations.repo.ts';

/** Chains longer than this are not followed (a merge refuses a merged target, so chains stay short). */
const MAX_HOPS = 10;

/**
 * Where a conversation's thread lives now: itself, or the conversation it was merged into (and that one's,
 * if it was merged further). Inbound replies to a merged thread land there.
 */
export const followMerges = async (db: TExecutor, c: TConversationRow): Promise<TConversationRow> => {
  let current = c;
  for (let hop = 0; hop < MAX_HOPS && current.mergedIntoDisplayId !== null; hop += 1) {
    const [next] = await db
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.accountId, current.accountId), eq(conversations.displayId, current.mergedIntoDisplayId)),
      );
    if (!next) break;
    current = next;
  }
  return current;
};
