import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import type { TMembership } from '../auth/index.ts';
import { visibleTo } from '../conversationCore/index.ts';

/** The contact's conversations the member may see, newest activity first (at most 100). */
export const listContactConversations = (db: TExecutor, m: TMembership, contactId: number) =>
  db
    .select()
    .from(conversations)
    .where(and(eq(conversations.accountId, m.accountId), eq(conversations.contactId, contactId), visibleTo(m)))
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(100);
