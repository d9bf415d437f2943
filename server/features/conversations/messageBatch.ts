import { CONTENT_TYPES, MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TDb } from '../../db/client.ts';
import { Coalescer, perHandle } from '../../db/coalesce.ts';
import { rowsFromJson } from '../../db/jsonRows.ts';
import { statementName } from '../../db/prepared.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { eventWritten } from '../../events/afterCommit.ts';
import { sendsNothing } from '../channels/outbound.ts';
import { presentMessage, senderOf } from './conversations.presenter.ts';
import { audienceOf } from './conversations.service.ts';
import { writeMessage, type TMessageWrite } from './messageWrite.ts';
import { parseMentions } from './participants.service.ts';

/**
 * Group commit for agents' plain replies and notes. Under load many requests create messages at
 * once; each on its own costs a transaction of six statements. Here the replies that arrive while a
 * batch is being written wait for the next one, and a batch is written in one transaction of four
 * statements whatever its size: the messages, the conversations' times and each event's context in
 * one statement, the events in another. With nothing in flight a reply is written at once, so a
 * quiet helpdesk sees no extra latency.
 *
 * Only the common case takes this path: an outgoing reply or a private note from an agent, text
 * only (no files, template or campaign), no @mention, to a conversation that has had its first
 * reply, in an inbox whose channel sends nothing (website chat, or a note). Everything else (and
 * every item of a batch that fails, one by one) goes through writeMessage, whose effects this
 * reproduces exactly (messageBatch.db.test.ts compares the two).
 */

export type TMessageWriteResult = Awaited<ReturnType<typeof writeMessage>>;

export const canBatch = (w: TMessageWrite) => {
  const { input, conversation: c } = w;
  if (input.message_type === 'incoming' || w.stored.length || input.template_params || input.campaign_id) return false;
  if (w.user?.id !== w.userId) return false;
  if (!input.private && !c.firstReplyCreatedAt) return false; // the first reply has its own event
  if (input.private && hasMentions(input.content)) return false;
  return input.private || sendsNothing(c.inboxId);
};

const hasMentions = (content: string) => {
  const parsed = parseMentions(content);
  return parsed.userIds.length > 0 || parsed.teamIds.length > 0;
};

/**
 * Writes the messages, raises each conversation's activity (a reply clears waiting_since) and reads
 * what each message event carries (unread count, source id, participants), in one statement.
 */
const WRITE_SQL = `
WITH v AS (
  SELECT nextval(pg_get_serial_sequence('messages', 'id')) AS id, * FROM unnest($1::int[], $2::int[], $3::int[],
      $4::int[], $5::text[], $6::jsonb[], $7::bool[], $8::int[], $9::timestamptz[]) WITH ORDINALITY
    AS v(account_id, inbox_id, conversation_id, content_type, content, content_attributes, private, sender_id, created_at, n)
),
ins AS (
  INSERT INTO messages (id, account_id, inbox_id, conversation_id, message_type, content_type, content,
                        content_attributes, additional_attributes, private, sender_type, sender_id, created_at)
  SELECT id, account_id, inbox_id, conversation_id, ${MESSAGE_TYPES.outgoing}, content_type, content,
         content_attributes, '{}'::jsonb, private, 'User', sender_id, created_at
  FROM v ORDER BY id
  RETURNING *
),
upd AS (
  UPDATE conversations c
  SET last_activity_at = u.at, updated_at = u.at,
      waiting_since = CASE WHEN u.reply THEN NULL ELSE c.waiting_since END
  FROM (SELECT conversation_id, account_id, max(created_at) AS at, bool_or(NOT private) AS reply
        FROM v GROUP BY conversation_id, account_id) u
  WHERE c.id = u.conversation_id AND c.account_id = u.account_id
  RETURNING c.*
)
SELECT
  (SELECT json_agg(json_build_array(v.n, v.id)) FROM v) AS ids,
  (SELECT json_agg(i) FROM ins i) AS messages,
  (SELECT json_agg(u) FROM upd u) AS conversations,
  (SELECT json_agg(json_build_array(u.id,
     (SELECT count(*)::int FROM messages m
       WHERE m.conversation_id = u.id AND m.message_type = ${MESSAGE_TYPES.incoming} AND NOT m.private
         AND m.created_at > coalesce(u.agent_last_seen_at, '-infinity')),
     (SELECT ci.source_id FROM contact_inboxes ci WHERE ci.id = u.contact_inbox_id),
     (SELECT array_agg(p.user_id ORDER BY p.user_id) FROM conversation_participants p WHERE p.conversation_id = u.id)))
   FROM upd u) AS context`;

/** The events, numbered later by the sequencer in id order: the batch's order. */
const EVENTS_SQL = `
INSERT INTO events (account_id, name, data, audience)
SELECT account_id, 'message.created', data, audience
FROM unnest($1::int[], $2::jsonb[], $3::jsonb[]) WITH ORDINALITY AS e(account_id, data, audience, n)
ORDER BY n`;

type TContext = [number, number, string | null, number[] | null];

const writeBatch = async (db: TDb, items: TMessageWrite[]): Promise<TMessageWriteResult[]> => {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    const now = new Date();
    const col = <T>(f: (w: TMessageWrite) => T) => items.map(f);
    const { rows } = await client.query<{
      ids: [number, number][] | null;
      messages: unknown;
      conversations: unknown;
      context: TContext[] | null;
    }>({
      name: statementName(WRITE_SQL),
      text: WRITE_SQL,
      values: [
        col((w) => w.conversation.accountId),
        col((w) => w.conversation.inboxId),
        col((w) => w.conversation.id),
        col((w) => CONTENT_TYPES.indexOf(w.input.content_type)),
        col((w) => w.input.content),
        col((w) => JSON.stringify(w.attributes)),
        col((w) => w.input.private),
        col((w) => w.userId),
        col(() => now.toISOString()),
      ],
    });
    const idOf = new Map((rows[0]?.ids ?? []).map(([n, id]) => [Number(n), Number(id)]));
    const written = new Map(rowsFromJson(messages, rows[0]?.messages).map((m) => [m.id, m]));
    const convs = new Map(rowsFromJson(conversations, rows[0]?.conversations).map((c) => [c.id, c]));
    const context = new Map((rows[0]?.context ?? []).map((c) => [c[0], c]));
    const results = items.map((w, i) => {
      const message = written.get(idOf.get(i + 1) ?? 0);
      const conv = convs.get(w.conversation.id);
      const ctx = context.get(w.conversation.id);
      if (!message || !conv || !ctx) throw new Error(`conversation ${w.conversation.id} vanished`);
      const payload = {
        ...presentMessage(message, conv.displayId, senderOf(w.user), []),
        ...(w.input.echo_id && { echo_id: w.input.echo_id }),
      };
      const slice = {
        assignee_id: conv.assigneeId,
        unread_count: ctx[1],
        last_activity_at: Math.floor(conv.lastActivityAt.getTime() / 1000),
        contact_inbox: { source_id: ctx[2] },
      };
      const data = { ...payload, conversation: slice, account_id: conv.accountId };
      return { payload, conversation: conv, data, audience: audienceOf(conv, message.private, ctx[3] ?? []) };
    });
    await client.query({
      name: statementName(EVENTS_SQL),
      text: EVENTS_SQL,
      values: [
        results.map((r) => r.conversation.accountId),
        results.map((r) => JSON.stringify(r.data)),
        results.map((r) => JSON.stringify(r.audience)),
      ],
    });
    await client.query('COMMIT');
    return results.map(({ payload, conversation }) => ({ payload, conversation }));
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
};

/** What the batches did since start (for tests and diagnostics). */
export const messageBatchStats = { batches: 0, items: 0, fallbacks: 0 };

/** A batch; if it fails, each reply goes alone (one bad reply, or a deadlock, must not fail the others). */
const writeRound = async (db: TDb, writes: TMessageWrite[]): Promise<(TMessageWriteResult | Error)[]> => {
  let results: TMessageWriteResult[];
  try {
    results = await writeBatch(db, writes);
  } catch {
    messageBatchStats.fallbacks += 1;
    return Promise.all(
      writes.map((w) =>
        db
          .transaction((tx) => writeMessage(tx, w))
          .catch((err: unknown) => (err instanceof Error ? err : new Error(String(err)))),
      ),
    );
  }
  // Committed: told to the event sequencer outside the try, so nothing after commit can write a reply twice.
  messageBatchStats.batches += 1;
  messageBatchStats.items += writes.length;
  for (const accountId of new Set(results.map((r) => r.conversation.accountId))) eventWritten(db, accountId);
  return results;
};

/** The most replies one batch writes; more wait for the next. */
const MAX_BATCH = 64;
const batcher = perHandle((db: TDb) => new Coalescer((writes: TMessageWrite[]) => writeRound(db, writes), MAX_BATCH));

/** Writes one reply, batched with the others in flight when it can be (canBatch), else on its own. */
export const writeMessageBatched = (db: TDb, write: TMessageWrite): Promise<TMessageWriteResult> =>
  canBatch(write) ? batcher(db).load(write) : db.transaction((tx) => writeMessage(tx, write));
