import { and, desc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { contactArchives } from '../../db/schema/index.ts';

export type TArchiveRow = typeof contactArchives.$inferSelect;

/** Everything kept about the person, as plain JSON rows: what the archive's data.json holds. */
export const readPersonData = async (db: TExecutor, accountId: number, contactId: number) => {
  const res = await db.execute<{ data: TPersonData | null }>(sql`
    SELECT json_build_object(
      'contact', (SELECT to_jsonb(c) - 'avatar_key' - 'account_id' FROM contacts c
                  WHERE c.account_id = ${accountId} AND c.id = ${contactId}),
      'channels', coalesce((SELECT json_agg(json_build_object('inbox', i.name, 'channel', i.channel_type,
                    'source_id', ci.source_id, 'created_at', ci.created_at) ORDER BY ci.id)
                  FROM contact_inboxes ci JOIN inboxes i ON i.id = ci.inbox_id WHERE ci.contact_id = ${contactId}), '[]'),
      'notes', coalesce((SELECT json_agg(json_build_object('content', n.content, 'created_at', n.created_at)
                    ORDER BY n.id) FROM contact_notes n
                  WHERE n.account_id = ${accountId} AND n.contact_id = ${contactId}), '[]'),
      'conversations', coalesce((SELECT json_agg(json_build_object(
                    'id', v.display_id, 'inbox', i.name, 'created_at', v.created_at,
                    'additional_attributes', v.additional_attributes, 'custom_attributes', v.custom_attributes,
                    'rating', (SELECT json_build_object('rating', r.rating, 'feedback_message', r.feedback_message,
                                 'created_at', r.created_at) FROM csat_survey_responses r WHERE r.conversation_id = v.id),
                    'messages', coalesce((SELECT json_agg(json_build_object(
                        'id', m.id, 'created_at', m.created_at,
                        'from', CASE WHEN m.message_type = 0 THEN 'contact' WHEN m.message_type = 2 THEN 'activity'
                                     WHEN m.private THEN 'private note' ELSE 'team' END,
                        'content', m.content,
                        'attachments', coalesce((SELECT json_agg(json_build_object('id', a.id, 'file_name', a.file_name,
                            'content_type', a.content_type, 'file_size', a.file_size, 'file_key', a.file_key,
                            'external_url', a.external_url) ORDER BY a.id) FROM attachments a WHERE a.message_id = m.id), '[]')
                      ) ORDER BY m.created_at, m.id) FROM messages m WHERE m.conversation_id = v.id), '[]')
                  ) ORDER BY v.id) FROM conversations v JOIN inboxes i ON i.id = v.inbox_id
                  WHERE v.account_id = ${accountId} AND v.contact_id = ${contactId}), '[]')
    ) AS data`);
  const data = res.rows[0]?.data;
  return data?.contact ? data : null;
};

export interface TPersonAttachment {
  id: number;
  file_name: string | null;
  content_type: string | null;
  file_size: number;
  file_key: string | null;
  external_url: string | null;
}
export interface TPersonData {
  contact: Record<string, unknown> | null;
  channels: unknown[];
  notes: unknown[];
  conversations: { id: number; messages: { id: number; attachments: TPersonAttachment[] }[] }[];
}

export const insertArchive = async (db: TExecutor, values: typeof contactArchives.$inferInsert) => {
  const [row] = await db.insert(contactArchives).values(values).returning({ id: contactArchives.id });
  return row!.id;
};

export const findArchive = async (db: TExecutor, id: number) =>
  (await db.select().from(contactArchives).where(eq(contactArchives.id, id)))[0] ?? null;

export const updateArchive = (db: TExecutor, id: number, patch: Partial<typeof contactArchives.$inferInsert>) =>
  db.update(contactArchives).set(patch).where(eq(contactArchives.id, id));

/** A contact's archives, newest first, without their bytes. */
export const listArchives = (db: TExecutor, accountId: number, contactId: number) =>
  db
    .select({
      id: contactArchives.id,
      status: contactArchives.status,
      fileName: contactArchives.fileName,
      byteSize: contactArchives.byteSize,
      error: contactArchives.error,
      createdAt: contactArchives.createdAt,
      completedAt: contactArchives.completedAt,
    })
    .from(contactArchives)
    .where(and(eq(contactArchives.accountId, accountId), eq(contactArchives.contactId, contactId)))
    .orderBy(desc(contactArchives.id))
    .limit(20);

export const deleteArchivesOf = (db: TExecutor, accountId: number, contactId: number) =>
  db
    .delete(contactArchives)
    .where(and(eq(contactArchives.accountId, accountId), eq(contactArchives.contactId, contactId)));
