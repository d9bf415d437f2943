import { sql, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

const ids = (xs: number[]) => sql`${`{${xs.join(',')}}`}::int[]`;
const texts = (xs: string[]) => sql`${sql.param(xs)}::text[]`;

/** The contact's identifying strings and conversations, read under the contact row's lock. */
export const lockErasable = async (db: TExecutor, accountId: number, contactId: number) => {
  const res = await db.execute<{
    name: string;
    middle_name: string | null;
    last_name: string | null;
    email: string | null;
    phone_number: string | null;
    identifier: string | null;
    avatar_key: string | null;
    conversation_ids: number[] | null;
    conversation_uuids: string[] | null;
  }>(sql`
    SELECT c.name, c.middle_name, c.last_name, c.email, c.phone_number, c.identifier, c.avatar_key,
      (SELECT array_agg(v.id) FROM conversations v WHERE v.account_id = c.account_id AND v.contact_id = c.id)
        AS conversation_ids,
      (SELECT array_agg(v.uuid::text) FROM conversations v WHERE v.account_id = c.account_id AND v.contact_id = c.id)
        AS conversation_uuids
    FROM contacts c WHERE c.account_id = ${accountId} AND c.id = ${contactId}
    FOR UPDATE`);
  return res.rows[0] ?? null;
};

/**
 * The texts written in the conversations (not activity lines), and their files' upload keys and external URLs
 * (every copy of a file's attachment, with its file name, carries its data_url): searched for in the copies kept
 * elsewhere.
 */
export const readErasedContents = async (db: TExecutor, conversationIds: number[]) => {
  if (!conversationIds.length) return [];
  const res = await db.execute<{ content: string }>(sql`
    (SELECT DISTINCT content FROM messages
     WHERE conversation_id = ANY(${ids(conversationIds)}) AND message_type <> 2 AND length(content) >= 8
     LIMIT 2000)
    UNION
    (SELECT unnest(ARRAY[a.file_key, a.external_url]) FROM attachments a
     WHERE a.message_id IN (SELECT id FROM messages WHERE conversation_id = ANY(${ids(conversationIds)}))
     LIMIT 2000)`);
  return res.rows.map((r) => r.content).filter((c): c is string => !!c && c.length >= 8);
};

/**
 * The person's own rows: the contact becomes a tombstone (no name, address, number, identifier, attributes),
 * its channel identities unlinkable (new source ids and pubsub tokens end the widget's session), its notes and
 * campaign recipient rows and data archives gone.
 */
export const tombstoneContact = async (db: TExecutor, accountId: number, contactId: number, tombstone: string) => {
  await db.execute(sql`
    UPDATE contacts SET name = ${tombstone}, middle_name = NULL, last_name = NULL, email = NULL, phone_number = NULL,
      identifier = NULL, avatar_key = NULL, additional_attributes = '{}'::jsonb, custom_attributes = '{}'::jsonb,
      location = NULL, country_code = NULL, labels = '{}', last_activity_at = NULL, erased_at = now(), updated_at = now()
    WHERE account_id = ${accountId} AND id = ${contactId}`);
  await db.execute(sql`
    UPDATE contact_inboxes SET source_id = 'erased-' || md5(random()::text || id::text),
      pubsub_token = md5(random()::text || clock_timestamp()::text), hmac_verified = false
    WHERE contact_id = ${contactId}`);
  await db.execute(sql`DELETE FROM contact_notes WHERE account_id = ${accountId} AND contact_id = ${contactId}`);
  await db.execute(sql`DELETE FROM contact_archives WHERE account_id = ${accountId} AND contact_id = ${contactId}`);
  await db.execute(sql`DELETE FROM campaign_recipients WHERE account_id = ${accountId} AND contact_id = ${contactId}`);
};

/**
 * What was written by and to the person, kept as a skeleton so reports keep their counts: every message of the
 * conversations loses its text, attributes and provider ids (activity lines keep theirs with the person's name
 * replaced), the conversations their attributes, CSAT answers their comment, pending scheduled replies go.
 * Answers the attachment files to remove after commit.
 */
export const eraseConversations = async (
  db: TExecutor,
  accountId: number,
  conversationIds: number[],
  names: string[],
  tombstone: string,
) => {
  if (!conversationIds.length) return [];
  const files = await db.execute<{ file_key: string | null; thumb_key: string | null }>(sql`
    DELETE FROM attachments WHERE account_id = ${accountId}
      AND message_id IN (SELECT id FROM messages WHERE conversation_id = ANY(${ids(conversationIds)}))
    RETURNING file_key, thumb_key`);
  const scrubbed = names.reduce<SQL>((expr, n) => sql`replace(${expr}, ${n}, ${tombstone})`, sql`content`);
  await db.execute(sql`
    UPDATE messages SET
      content = CASE WHEN message_type = 2 THEN ${scrubbed} ELSE NULL END,
      content_attributes = CASE WHEN message_type = 2 THEN content_attributes ELSE '{}'::jsonb END,
      additional_attributes = '{}'::jsonb, external_source_ids = '{}'::jsonb, source_id = NULL, echo_id = NULL,
      updated_at = now()
    WHERE conversation_id = ANY(${ids(conversationIds)})`);
  await db.execute(sql`
    UPDATE conversations SET additional_attributes = '{}'::jsonb, custom_attributes = '{}'::jsonb, identifier = NULL,
      updated_at = now()
    WHERE account_id = ${accountId} AND id = ANY(${ids(conversationIds)})`);
  await db.execute(sql`
    UPDATE csat_survey_responses SET feedback_message = NULL, updated_at = now()
    WHERE account_id = ${accountId} AND conversation_id = ANY(${ids(conversationIds)})`);
  await db.execute(sql`
    DELETE FROM scheduled_messages WHERE account_id = ${accountId} AND conversation_id = ANY(${ids(conversationIds)})`);
  return files.rows.flatMap((r) => [r.file_key, r.thumb_key]).filter((k): k is string => k !== null);
};

/**
 * Copies of the person kept outside their rows: realtime event payloads, webhook delivery bodies and notification
 * texts that name them or their conversations lose their content (the rows stay, so event numbering, delivery logs
 * and notification counts hold; an erased event is dispatched to no consumer).
 */
export const scrubCopies = async (db: TExecutor, accountId: number, needles: string[]) => {
  if (!needles.length) return;
  const match = (column: SQL) =>
    sql`EXISTS (SELECT 1 FROM unnest(${texts(needles)}) n WHERE strpos(lower(${column}), lower(n)) > 0)`;
  await db.execute(sql`
    UPDATE events SET data = '{"erased": true}'::jsonb
    WHERE account_id = ${accountId} AND ${match(sql`data::text`)}`);
  await db.execute(sql`
    UPDATE webhook_deliveries SET body = '{"erased": true}', response_excerpt = NULL
    WHERE account_id = ${accountId} AND ${match(sql`body`)}`);
  await db.execute(sql`
    UPDATE notifications SET meta = '{}'::jsonb
    WHERE account_id = ${accountId} AND ${match(sql`meta::text`)}`);
  // Finished jobs keep their data for days (pg-boss archives, then deletes): their copies go too. A job still
  // queued runs with what it carries (docs/PRIVACY.md).
  await db.execute(sql`
    UPDATE pgboss.job SET data = '{"erased": true}'::jsonb, output = NULL
    WHERE state IN ('completed', 'failed', 'cancelled') AND ${match(sql`coalesce(data::text, '') || coalesce(output::text, '')`)}`);
  await db.execute(sql`
    UPDATE pgboss.archive SET data = '{"erased": true}'::jsonb, output = NULL
    WHERE ${match(sql`coalesce(data::text, '') || coalesce(output::text, '')`)}`);
};
