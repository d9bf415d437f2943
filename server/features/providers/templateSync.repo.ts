import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { isJobQueued } from '../../jobs/queue.ts';

/** The de-duplication key of an inbox's queued template sync (also its back-off marker after a failure). */
export const templateSyncKey = (inboxId: number) => `whatsapp-templates:${inboxId}`;

/**
 * WhatsApp and Twilio WhatsApp inboxes of active accounts whose templates were never synced or not since
 * `cutoff`, and that have no sync queued (a failed one waits queued for its retry; the partial unique
 * index on queued keys answers that): the stalest first, at most `limit`.
 */
export const findStaleTemplateInboxes = async (db: TExecutor, cutoff: Date, limit: number) => {
  const { rows } = await db.execute<{ inbox_id: number; account_id: number }>(sql`
    SELECT inbox_id, account_id FROM (
      SELECT i.id AS inbox_id, i.account_id, c.message_templates_last_updated AS synced_at
      FROM inboxes i JOIN channel_whatsapp c ON c.id = i.channel_id
      WHERE i.channel_type = 'Channel::Whatsapp'
      UNION ALL
      SELECT i.id, i.account_id, c.message_templates_last_updated
      FROM inboxes i JOIN channel_twilio_sms c ON c.id = i.channel_id
      WHERE i.channel_type = 'Channel::TwilioSms' AND c.medium = 'whatsapp'
    ) t
    JOIN accounts a ON a.id = t.account_id AND a.status = 0
    WHERE (t.synced_at IS NULL OR t.synced_at <= ${cutoff.toISOString()}::timestamptz)
      AND NOT ${isJobQueued(sql`'whatsapp-templates:' || t.inbox_id`)}
    ORDER BY t.synced_at ASC NULLS FIRST, t.inbox_id
    LIMIT ${limit}`);
  return rows.map((r) => ({ inboxId: Number(r.inbox_id), accountId: Number(r.account_id) }));
};
