import { sql } from 'drizzle-orm';
import { MESSAGE_TYPES, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';

export interface TThreadLine {
  /** `user`: the customer; `assistant`: an agent's or the assistant's public reply. */
  role: 'user' | 'assistant';
  content: string;
  senderType: string | null;
}

export interface TThreadState {
  lines: TThreadLine[];
  /** A person of the team replied in public since the last resolution: Captain stays quiet. */
  humanReplied: boolean;
  /** The customer's messages since the last resolution (the hand-off after `max_turns`). */
  customerMessages: number;
}

/**
 * The conversation's public messages since its last resolution (the reporting timeline's last change to
 * resolved), oldest first, at most the last 40: what the assistant reads. Private notes, activity lines and
 * templates are left out.
 */
export const threadSinceResolution = async (db: TExecutor, conversationId: number): Promise<TThreadState> => {
  const { rows } = await db.execute<{ message_type: number; content: string | null; sender_type: string | null }>(sql`
    WITH since AS (
      SELECT coalesce(max(changed_at), '-infinity'::timestamptz) AS at FROM reporting_status_changes
      WHERE conversation_id = ${conversationId} AND to_status = ${STATUS_VALUE.resolved})
    SELECT m.message_type, m.content, m.sender_type FROM messages m, since
    WHERE m.conversation_id = ${conversationId} AND m.created_at > since.at AND m.private = false
      AND m.message_type IN (${MESSAGE_TYPES.incoming}, ${MESSAGE_TYPES.outgoing})
    ORDER BY m.id`);
  const lines = rows.map((r): TThreadLine => ({
    role: r.message_type === MESSAGE_TYPES.incoming ? 'user' : 'assistant',
    content: r.content ?? '',
    senderType: r.sender_type,
  }));
  return {
    lines: lines.slice(-40),
    humanReplied: lines.some((l) => l.role === 'assistant' && l.senderType === 'User'),
    customerMessages: lines.filter((l) => l.role === 'user').length,
  };
};

/** The assistant already wrote in the conversation (its welcome is sent once). */
export const assistantHasWritten = async (db: TExecutor, conversationId: number, assistantId: number) =>
  (
    await db.execute(sql`SELECT 1 FROM messages WHERE conversation_id = ${conversationId}
      AND sender_type = 'Captain::Assistant' AND sender_id = ${assistantId} LIMIT 1`)
  ).rows.length > 0;
