import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDb, TExecutor } from '../../db/client.ts';
import { rowsFromJson } from '../../db/jsonRows.ts';
import { queryPrepared, queryPreparedArrays } from '../../db/prepared.ts';
import {
  appliedSlas,
  attachments,
  channelTwilioSms,
  contactInboxes,
  contacts,
  conversations,
  inboxes,
  messages,
  slaEvents,
  slaPolicies,
  teams,
  users,
} from '../../db/schema/index.ts';
import { BOT_SENDER_TYPE, PREVIEW_MESSAGE_TYPES } from '../../../common/messagePreview.ts';
import { filesByMessage } from '../attachments/index.ts';
import type { TConversationRow, TTabCounts } from './conversations.repo.ts';

export type TAppliedSlaRow = typeof appliedSlas.$inferSelect;
export type TSlaEventRow = typeof slaEvents.$inferSelect;
export type TSlaPolicyRow = typeof slaPolicies.$inferSelect;

/**
 * What a conversation's wire shape needs beyond its row (contact, assignee, team, inbox, last message,
 * unread count, reply window), read for a batch of conversations in one statement, and the list page
 * that reads its rows and their context in one prepared statement. conversations.presenter maps the
 * result; the SQL lives here.
 */

/** Channels that may only answer within 24 hours of the customer's last message. */
const WINDOWED = new Set(['Channel::FacebookPage', 'Channel::Instagram', 'Channel::Whatsapp']);
/** The inboxes whose conversations need the last incoming time: the windowed ones and Twilio (WhatsApp or SMS). */
const WINDOWED_SQL = [...WINDOWED, 'Channel::TwilioSms'].map((t) => `'${t}'`).join(', ');

/** An int[] parameter (drizzle would expand a bare array into a list of parameters). */
const column = (xs: (number | null)[]) => sql`${sql.param(xs)}::int[]`;

/**
 * The context's SELECT list over `cv`, a CTE of the conversations' id, contact_id, assignee_id,
 * team_id, inbox_id and contact_inbox_id: contacts, assignees, teams, inboxes (and their Twilio
 * channels), contact inboxes, the last message with its files, unread counts and the last incoming
 * time (only where a reply window can apply), each aggregated as JSON (mapped back to rows by
 * contextOf). Unread counts and the last incoming time read the public incoming messages' index
 * (messages_incoming_idx) only; `cv` also carries agent_last_seen_at for the unread counts.
 */
export const contextColumns = sql`
  (SELECT json_agg(x) FROM ${contacts} x WHERE x.id IN (SELECT contact_id FROM cv)) AS contacts,
  (SELECT json_agg(x) FROM ${users} x WHERE x.id IN (SELECT assignee_id FROM cv)) AS users,
  (SELECT json_agg(x) FROM ${teams} x WHERE x.id IN (SELECT team_id FROM cv)) AS teams,
  (SELECT json_agg(x) FROM ${inboxes} x WHERE x.id IN (SELECT inbox_id FROM cv)) AS inboxes,
  (SELECT json_agg(x) FROM ${channelTwilioSms} x WHERE x.id IN (
    SELECT i.channel_id FROM ${inboxes} i WHERE i.id IN (SELECT inbox_id FROM cv)
      AND i.channel_type = 'Channel::TwilioSms')) AS twilio,
  (SELECT json_agg(x) FROM ${contactInboxes} x WHERE x.id IN (SELECT contact_inbox_id FROM cv)) AS contact_inboxes,
  (SELECT json_agg(x) FROM last x) AS last,
  (SELECT json_agg(x) FROM preview x) AS preview,
  (SELECT json_agg(x ORDER BY x.id) FROM ${attachments} x
    WHERE x.message_id IN (SELECT id FROM last UNION SELECT id FROM preview)) AS files,
  (SELECT json_agg(json_build_array(cv.id, u.n)) FROM cv CROSS JOIN LATERAL (
    SELECT count(*)::int AS n FROM ${messages} m
    WHERE m.conversation_id = cv.id AND m.message_type = 0 AND NOT m.private
      AND m.created_at > coalesce(cv.agent_last_seen_at, '-infinity')) u WHERE u.n > 0) AS unread,
  (SELECT json_agg(json_build_array(cv.id, m.created_at)) FROM cv CROSS JOIN LATERAL (
    SELECT m.created_at FROM ${messages} m WHERE m.conversation_id = cv.id AND m.message_type = 0 AND NOT m.private
    ORDER BY m.created_at DESC LIMIT 1) m
   WHERE cv.inbox_id IN (SELECT i.id FROM ${inboxes} i WHERE i.id IN (SELECT inbox_id FROM cv)
     AND i.channel_type IN (${sql.raw(WINDOWED_SQL)}))) AS incoming,
  (SELECT json_agg(x) FROM ${appliedSlas} x JOIN ${conversations} c
     ON c.id = x.conversation_id AND c.sla_policy_id = x.sla_policy_id
   WHERE x.conversation_id IN (SELECT id FROM cv)) AS applied_slas,
  (SELECT json_agg(x) FROM ${slaPolicies} x WHERE x.id IN (
     SELECT c.sla_policy_id FROM ${conversations} c WHERE c.id IN (SELECT id FROM cv))) AS sla_policies,
  (SELECT json_agg(x ORDER BY x.id) FROM ${slaEvents} x WHERE x.conversation_id IN (SELECT id FROM cv)) AS sla_events`;

/**
 * The last message (not an activity) of each conversation in `cv`, and its preview: the last message
 * a person wrote (common/messagePreview.ts: incoming or outgoing, public, not an agent bot's), both
 * read backwards along messages_conversation_idx.
 */
const lastCte = sql`last AS MATERIALIZED (
  SELECT m.* FROM cv CROSS JOIN LATERAL (
    SELECT * FROM ${messages} m WHERE m.conversation_id = cv.id AND m.message_type <> 2
    ORDER BY m.id DESC LIMIT 1) m),
  preview AS MATERIALIZED (
  SELECT m.* FROM cv CROSS JOIN LATERAL (
    SELECT * FROM ${messages} m WHERE m.conversation_id = cv.id
      AND m.message_type IN (${sql.raw(PREVIEW_MESSAGE_TYPES.join(', '))}) AND NOT m.private
      AND m.sender_type IS DISTINCT FROM ${sql.raw(`'${BOT_SENDER_TYPE}'`)}
    ORDER BY m.id DESC LIMIT 1) m)`;

/** The context maps out of the statement's JSON columns. */
export const contextOf = (r: Record<string, unknown>) => {
  const cs = rowsFromJson(contacts, r.contacts);
  const us = rowsFromJson(users, r.users);
  const ts = rowsFromJson(teams, r.teams);
  const ibs = rowsFromJson(inboxes, r.inboxes);
  const twilio = rowsFromJson(channelTwilioSms, r.twilio);
  const cis = rowsFromJson(contactInboxes, r.contact_inboxes);
  const last = rowsFromJson(messages, r.last);
  const preview = rowsFromJson(messages, r.preview);
  const fileRows = rowsFromJson(attachments, r.files);
  const pairs = (v: unknown) => (Array.isArray(v) ? (v as [number, unknown][]) : []);
  const unread = new Map(pairs(r.unread).map(([id, n]) => [id, Number(n)]));
  const incomingAt = new Map(pairs(r.incoming).map(([id, at]) => [id, new Date(String(at))]));
  const windowedInboxes = new Set(
    ibs
      .filter(
        (i) =>
          WINDOWED.has(i.channelType) ||
          (i.channelType === 'Channel::TwilioSms' &&
            twilio.some((ch) => ch.id === i.channelId && ch.medium === 'whatsapp')),
      )
      .map((i) => i.id),
  );
  const files = filesByMessage(fileRows);
  const applied = rowsFromJson(appliedSlas, r.applied_slas);
  const slaEventRows = rowsFromJson(slaEvents, r.sla_events);
  return {
    appliedSlas: new Map(applied.map((a) => [a.conversationId, a])),
    slaPolicies: new Map(rowsFromJson(slaPolicies, r.sla_policies).map((p) => [p.id, p])),
    slaEvents: slaEventRows,
    contacts: new Map(cs.map((c) => [c.id, c])),
    users: new Map(us.map((u) => [u.id, u])),
    teams: new Map(ts.map((t) => [t.id, t])),
    inboxes: new Map(ibs.map((i) => [i.id, i])),
    contactInboxes: new Map(cis.map((ci) => [ci.id, ci])),
    last: new Map(last.map((m) => [m.conversationId, m])),
    preview: new Map(preview.map((m) => [m.conversationId, m])),
    files,
    unread,
    incomingAt,
    windowedInboxes,
  };
};

/** The `cv`, `last` and `preview` CTEs of the given conversations, for a statement selecting contextColumns. */
export const contextCtes = (convs: TConversationRow[]) => sql`cv AS MATERIALIZED (
      SELECT * FROM unnest(${column(convs.map((c) => c.id))}, ${column(convs.map((c) => c.contactId))},
        ${column(convs.map((c) => c.assigneeId))}, ${column(convs.map((c) => c.teamId))},
        ${column(convs.map((c) => c.inboxId))}, ${column(convs.map((c) => c.contactInboxId))},
        ${sql.param(convs.map((c) => c.agentLastSeenAt?.toISOString() ?? null))}::timestamptz[])
        cv(id, contact_id, assignee_id, team_id, inbox_id, contact_inbox_id, agent_last_seen_at)),
    ${lastCte}`;

/** Everything the conversation payload needs for a batch of rows, in one statement. */
export const loadContext = async (db: TExecutor, convs: TConversationRow[]) => {
  if (!convs.length) return contextOf({});
  const { rows } = await db.execute<Record<string, unknown>>(sql`WITH ${contextCtes(convs)} SELECT ${contextColumns}`);
  return contextOf(rows[0] ?? {});
};

/**
 * The page statement around a page query: the page's rows in order, the first also carrying the
 * context (no parameters of its own).
 */
const dialect = new PgDialect();
const PAGE_HEAD = sql.raw('WITH page AS MATERIALIZED (SELECT p.*, row_number() OVER () AS page_ord FROM (');
const PAGE_TAIL = sql.raw(
  dialect.sqlToQuery(sql`) p),
  cv AS (SELECT id, contact_id, assignee_id, team_id, inbox_id, contact_inbox_id, agent_last_seen_at FROM page),
  ${lastCte}
  SELECT (SELECT json_agg(p ORDER BY p.page_ord) FROM page p) AS page, ${contextColumns}`).sql,
);

/** The page statement's text and parameters. */
export const pageStatement = (page: SQL) => dialect.sqlToQuery(sql.join([PAGE_HEAD, page, PAGE_TAIL]));

/**
 * A page of conversations with its context in one statement and the tab counts in another, both
 * prepared and run side by side (on a large account the counts cost as much as the page). `page`
 * selects every conversations column, ordered and limited; `counts` the four tab counts. The page's
 * rows come back as rows, in order; the first also carries the context's JSON columns.
 */
export const loadPageWithContext = async (db: TDb, q: { page: SQL; counts: SQL }) => {
  const [{ rows }, counted] = await Promise.all([
    queryPrepared<Record<string, unknown>>(db.$client, pageStatement(q.page)),
    queryPreparedArrays<TTabCounts>(db.$client, dialect.sqlToQuery(q.counts)),
  ]);
  const row = rows[0] ?? {};
  return {
    rows: rowsFromJson(conversations, row.page),
    ctx: contextOf(row),
    counts: counted.rows[0] ?? ([0, 0, 0, 0] as TTabCounts),
  };
};

export type TConversationContext = ReturnType<typeof contextOf>;
