import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_PER_PAGE } from '../../../common/contracts/search.ts';
import type { TExecutor } from '../../db/client.ts';
import { conversations, inboxes, messages } from '../../db/schema/index.ts';
import type { TMembership } from '../auth/index.ts';
import { messageMatch, searchVisibility } from '../conversations/index.ts';

export const listInboxesById = (db: TExecutor, accountId: number, ids: number[]) =>
  db
    .select()
    .from(inboxes)
    .where(and(eq(inboxes.accountId, accountId), inArray(inboxes.id, ids)));

/**
 * One page of public and private messages matching `q` (or exactly the collected `hits`) in conversations
 * the member may see, newest first, with their conversation's display id.
 */
export const listSearchMessages = (
  db: TExecutor,
  m: TMembership,
  q: string,
  hits: number[] | undefined,
  page: number,
) =>
  db
    .select({ message: messages, displayId: conversations.displayId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.accountId, m.accountId),
        eq(conversations.accountId, m.accountId),
        sql`${messages.messageType} in (0, 1, 3)`,
        hits ? sql`${messages.id} = any(${`{${hits.join(',')}}`}::bigint[])` : messageMatch(q),
        searchVisibility(m),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(SEARCH_PER_PAGE)
    .offset((page - 1) * SEARCH_PER_PAGE);
