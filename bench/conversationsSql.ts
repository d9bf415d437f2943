/**
 * Hand-written SQL doing the same work as the HTTP handlers `bench:conversations` times: what a
 * careful developer would send straight through pg for the same response (one statement per piece,
 * joins and laterals instead of the app's batched look-ups). Used as the floor beside each figure.
 */
import type pg from 'pg';

export interface TViewer {
  accountId: number;
  userId: number;
  isAdmin: boolean;
}

const visible = (v: TViewer, alias = 'c') =>
  v.isAdmin ? 'true' : `${alias}.inbox_id IN (SELECT inbox_id FROM inbox_members WHERE user_id = ${v.userId})`;

const tabSql = (tab: string, v: TViewer) =>
  tab === 'me'
    ? `c.assignee_id = ${v.userId}`
    : tab === 'unassigned'
      ? 'c.assignee_id IS NULL'
      : tab === 'assigned'
        ? 'c.assignee_id IS NOT NULL'
        : 'true';

/** One conversation page (25, with contact, assignee, team, inbox, last message + files, unread) and the tab counts. */
export const bareList = (pool: pg.Pool, v: TViewer, tab: string, status: number, page: number) =>
  Promise.all([
    pool.query(
      `SELECT c.*, row_to_json(ct) AS contact, row_to_json(u) AS assignee, t.name AS team, ib.channel_type,
         ci.source_id, ci.hmac_verified, row_to_json(lm) AS last, att.files, coalesce(ur.n, 0) AS unread
       FROM (SELECT * FROM conversations c
             WHERE c.account_id = $1 AND c.status = $2 AND ${visible(v)} AND ${tabSql(tab, v)}
             ORDER BY c.last_activity_at DESC, c.id DESC LIMIT 25 OFFSET $3) c
       JOIN contacts ct ON ct.id = c.contact_id
       JOIN inboxes ib ON ib.id = c.inbox_id
       LEFT JOIN users u ON u.id = c.assignee_id
       LEFT JOIN teams t ON t.id = c.team_id
       LEFT JOIN contact_inboxes ci ON ci.id = c.contact_inbox_id
       LEFT JOIN LATERAL (SELECT * FROM messages m WHERE m.conversation_id = c.id AND m.message_type <> 2
                          ORDER BY m.id DESC LIMIT 1) lm ON true
       LEFT JOIN LATERAL (SELECT json_agg(a) AS files FROM attachments a WHERE a.message_id = lm.id) att ON true
       LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM messages m
                          WHERE m.conversation_id = c.id AND m.message_type = 0 AND NOT m.private
                            AND m.created_at > coalesce(c.agent_last_seen_at, '-infinity')) ur ON true
       ORDER BY c.last_activity_at DESC, c.id DESC`,
      [v.accountId, status, (page - 1) * 25],
    ),
    pool.query(
      `SELECT count(*) FILTER (WHERE c.assignee_id = $3)::int AS mine,
         count(*) FILTER (WHERE c.assignee_id IS NULL)::int AS unassigned,
         count(*) FILTER (WHERE c.assignee_id IS NOT NULL)::int AS assigned, count(*)::int AS all
       FROM conversations c WHERE c.account_id = $1 AND c.status = $2 AND ${visible(v)}`,
      [v.accountId, status, v.userId],
    ),
  ]);

/** The conversation (visibility checked), then 20 messages with senders and files. */
export const bareMessages = async (pool: pg.Pool, v: TViewer, displayId: number, before?: number) => {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT c.*, row_to_json(ct) AS contact, row_to_json(u) AS assignee FROM conversations c
     JOIN contacts ct ON ct.id = c.contact_id LEFT JOIN users u ON u.id = c.assignee_id
     WHERE c.account_id = $1 AND c.display_id = $2 AND ${visible(v)}`,
    [v.accountId, displayId],
  );
  const c = rows[0];
  if (!c) throw new Error(`conversation ${displayId} not visible`);
  return pool.query(
    `SELECT m.*, row_to_json(u) AS user_sender, row_to_json(ct) AS contact_sender, att.files
     FROM (SELECT * FROM messages WHERE conversation_id = $1 AND id < $2 ORDER BY id DESC LIMIT 20) m
     LEFT JOIN users u ON m.sender_type = 'User' AND u.id = m.sender_id
     LEFT JOIN contacts ct ON m.sender_type = 'Contact' AND ct.id = m.sender_id
     LEFT JOIN LATERAL (SELECT json_agg(a) AS files FROM attachments a WHERE a.message_id = m.id) att ON true
     ORDER BY m.id`,
    [c.id, before ?? Number.MAX_SAFE_INTEGER],
  );
};

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const CONTACT_TEXT = `(coalesce(ct.name, '') || ' ' || coalesce(ct.email, '') || ' ' || coalesce(ct.phone_number, '') || ' ' || coalesce(ct.identifier, ''))`;

/**
 * GET search's three parts: contacts, conversations (contact or message text), messages — 15 each. The
 * conversation part first collects up to 2,001 matching messages' conversations, then joins them (rare
 * term) or asks each conversation, newest activity first, for one match (common term).
 */
export const bareSearch = async (pool: pg.Pool, v: TViewer, q: string) => {
  const like = likeOf(q);
  const byMessage =
    q.length >= 3
      ? 'm.content ILIKE $2'
      : `to_tsvector('simple', coalesce(m.content, '')) @@ plainto_tsquery('simple', $3)`;
  const params = q.length >= 3 ? [v.accountId, like] : [v.accountId, like, q];
  const conversations = async () => {
    const { rows } = await pool.query<{ id: number }>(
      `SELECT m.conversation_id AS id FROM messages m WHERE m.account_id = $1 AND NOT m.private AND ${byMessage} LIMIT 2001`,
      params,
    );
    const contactIds = `SELECT ct.id FROM contacts ct WHERE ct.account_id = $1 AND ${CONTACT_TEXT} ILIKE $2`;
    const match =
      rows.length > 2000
        ? `(c.contact_id IN (${contactIds}) OR EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND NOT m.private AND ${byMessage} OFFSET 0))`
        : `c.id IN (SELECT id FROM conversations WHERE account_id = $1 AND contact_id IN (${contactIds})
             UNION ALL SELECT unnest('{${[...new Set(rows.map((r) => r.id))].join(',')}}'::int[]))`;
    return pool.query(
      `SELECT c.*, row_to_json(ct) AS contact FROM conversations c JOIN contacts ct ON ct.id = c.contact_id
       WHERE c.account_id = $1 AND ${visible(v)} AND ${match}
       ORDER BY c.last_activity_at DESC, c.id DESC LIMIT 15`,
      params,
    );
  };
  return Promise.all([
    pool.query(
      `SELECT * FROM contacts ct WHERE ct.account_id = $1 AND ${CONTACT_TEXT} ILIKE $2
       ORDER BY ct.last_activity_at DESC NULLS LAST, ct.id DESC LIMIT 15`,
      [v.accountId, like],
    ),
    conversations(),
    pool.query(
      `SELECT m.*, c.display_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE m.account_id = $1 AND c.account_id = $1 AND m.message_type IN (0, 1, 3) AND ${byMessage} AND ${visible(v)}
       ORDER BY m.created_at DESC, m.id DESC LIMIT 15`,
      params,
    ),
  ]);
};

/** What creating a reply must write: the message, the conversation's activity, the event. */
export const bareCreate = async (
  pool: pg.Pool,
  v: TViewer,
  conversationId: number,
  content: string,
  syncCommit = true,
) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Diagnostic only: what the same work costs without waiting for the WAL flush.
    if (!syncCommit) await client.query('SET LOCAL synchronous_commit = off');
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, sender_type, sender_id)
       SELECT account_id, inbox_id, id, 1, $2, 'User', $3 FROM conversations WHERE id = $1 RETURNING id`,
      [conversationId, content, v.userId],
    );
    await client.query(
      `UPDATE conversations SET last_activity_at = now(), updated_at = now(), waiting_since = NULL WHERE id = $1`,
      [conversationId],
    );
    // The event row, unnumbered (as appendEvent): the app's sequencer numbers and announces it after commit.
    await client.query(
      `INSERT INTO events (account_id, name, data, audience) VALUES ($1, 'message.created', $2, '{}')`,
      [v.accountId, JSON.stringify({ id: rows[0]?.id, content })],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
};
