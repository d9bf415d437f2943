import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { rowsFromJson } from '../../db/jsonRows.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { agentBots, attachments, captainAssistants, contacts, messages, users } from '../../db/schema/index.ts';
import { filesByMessage } from '../attachments/index.ts';
import { contextCtes, contextColumns, contextOf } from '../conversationCore/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';

const dialect = new PgDialect();

/** Latest 20; `before` gives 20 older; `after` up to 100 newer; both up to 1000 between. */
const pageLimit = (before?: number, after?: number) => (before && after ? 1000 : after ? 100 : 20);

/**
 * One page of a conversation's messages with everything its response needs, in one prepared
 * statement: the messages (oldest first), their senders (agents, contacts and bots) and files, and the
 * conversation's own context as the list reads it (contact, assignee, unread count, …).
 */
export const loadMessagePage = async (db: TDb, c: TConversationRow, before?: number, after?: number) => {
  const newerOnly = !!after && !before;
  const q = dialect.sqlToQuery(sql`
    WITH ${contextCtes([c])},
    pm AS MATERIALIZED (
      SELECT * FROM ${messages} m WHERE m.conversation_id = ${c.id}
        ${before ? sql`AND m.id < ${before}` : sql``} ${after ? sql`AND m.id > ${after}` : sql``}
      ORDER BY m.id ${sql.raw(newerOnly ? 'ASC' : 'DESC')} LIMIT ${sql.raw(String(pageLimit(before, after)))})
    SELECT (SELECT json_agg(x ORDER BY x.id) FROM pm x) AS page,
      (SELECT json_agg(x) FROM ${users} x
        WHERE x.id IN (SELECT sender_id FROM pm WHERE sender_type = 'User')) AS page_users,
      (SELECT json_agg(x) FROM ${contacts} x
        WHERE x.id IN (SELECT sender_id FROM pm WHERE sender_type = 'Contact')) AS page_contacts,
      (SELECT json_agg(x) FROM ${agentBots} x
        WHERE x.id IN (SELECT sender_id FROM pm WHERE sender_type = 'AgentBot')) AS page_bots,
      (SELECT json_agg(json_build_object('id', x.id, 'name', x.name)) FROM ${captainAssistants} x
        WHERE x.id IN (SELECT sender_id FROM pm WHERE sender_type = 'Captain::Assistant')) AS page_assistants,
      (SELECT json_agg(x ORDER BY x.id) FROM ${attachments} x WHERE x.message_id IN (SELECT id FROM pm)) AS page_files,
      ${contextColumns}`);
  const { rows } = await queryPrepared<Record<string, unknown>>(db.$client, q);
  const r = rows[0] ?? {};
  return {
    rows: rowsFromJson(messages, r.page),
    users: rowsFromJson(users, r.page_users),
    contacts: rowsFromJson(contacts, r.page_contacts),
    bots: rowsFromJson(agentBots, r.page_bots),
    assistants: (r.page_assistants ?? []) as { id: number; name: string }[],
    files: filesByMessage(rowsFromJson(attachments, r.page_files)),
    ctx: contextOf(r),
  };
};
