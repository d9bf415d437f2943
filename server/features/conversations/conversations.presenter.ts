import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  CONTENT_TYPES,
  CONVERSATION_STATUSES,
  MESSAGE_STATUSES,
  PRIORITIES,
} from '../../../common/contracts/conversations.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { queryPrepared, queryPreparedArrays } from '../../db/prepared.ts';
import {
  attachments,
  channelTwilioSms,
  contactInboxes,
  contacts,
  conversations,
  inboxes,
  messages,
  teams,
  users,
} from '../../db/schema/index.ts';
import { presentContact } from '../contacts/contacts.service.ts';
import { avatarUrlOf } from '../users/users.presenter.ts';
import { presentAttachment } from '../attachments/attachments.presenter.ts';
import { filesByMessage, type TAttachmentRow } from '../attachments/attachments.repo.ts';
import type { TConversationRow, TMessageRow, TTabCounts } from './conversations.repo.ts';
import type { TUserBrief } from '../../../common/contracts/responses/agents.ts';
import type { TConversation } from '../../../common/contracts/responses/conversations.ts';
import type { TMessage, TMessageSender } from '../../../common/contracts/responses/messages.ts';
import { rowsFromJson } from '../../db/jsonRows.ts';

/** Channels that may only answer within 24 hours of the customer's last message. */
const WINDOWED = new Set(['Channel::FacebookPage', 'Channel::Whatsapp']);
/** The inboxes whose conversations need the last incoming time: the windowed ones and Twilio (WhatsApp or SMS). */
const WINDOWED_SQL = [...WINDOWED, 'Channel::TwilioSms'].map((t) => `'${t}'`).join(', ');
const REPLY_WINDOW_MS = 24 * 3600 * 1000;

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

type TUserRow = typeof users.$inferSelect;

const presentUserBrief = (u: TUserRow): TUserBrief => ({
  id: u.id,
  name: u.name,
  available_name: u.displayName || u.name,
  email: u.email,
  avatar_url: avatarUrlOf(u.avatarKey),
  thumbnail: avatarUrlOf(u.avatarKey),
  type: 'user',
});

export const presentMessage = (
  m: TMessageRow,
  displayId: number,
  sender?: Record<string, unknown> | null,
  files: TAttachmentRow[] = [],
): TMessage => ({
  id: m.id,
  content: m.content,
  account_id: m.accountId,
  inbox_id: m.inboxId,
  conversation_id: displayId,
  message_type: m.messageType,
  content_type: CONTENT_TYPES[m.contentType] ?? 'text',
  content_attributes: m.contentAttributes,
  status: MESSAGE_STATUSES[m.status] ?? 'sent',
  private: m.private,
  source_id: m.sourceId,
  sender_type: m.senderType,
  sender_id: m.senderId,
  // Callers pass senderOf(user) or a contact with type 'contact' (the route's schema checks it).
  sender: (sender ?? null) as TMessageSender | null,
  external_source_ids: m.externalSourceIds,
  additional_attributes: m.additionalAttributes,
  attachments: files.map(presentAttachment),
  created_at: Math.floor(m.createdAt.getTime() / 1000),
  updated_at: m.updatedAt.toISOString(),
});

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
  (SELECT json_agg(x ORDER BY x.id) FROM ${attachments} x WHERE x.message_id IN (SELECT id FROM last)) AS files,
  (SELECT json_agg(json_build_array(cv.id, u.n)) FROM cv CROSS JOIN LATERAL (
    SELECT count(*)::int AS n FROM ${messages} m
    WHERE m.conversation_id = cv.id AND m.message_type = 0 AND NOT m.private
      AND m.created_at > coalesce(cv.agent_last_seen_at, '-infinity')) u WHERE u.n > 0) AS unread,
  (SELECT json_agg(json_build_array(cv.id, m.created_at)) FROM cv CROSS JOIN LATERAL (
    SELECT m.created_at FROM ${messages} m WHERE m.conversation_id = cv.id AND m.message_type = 0 AND NOT m.private
    ORDER BY m.created_at DESC LIMIT 1) m
   WHERE cv.inbox_id IN (SELECT i.id FROM ${inboxes} i WHERE i.id IN (SELECT inbox_id FROM cv)
     AND i.channel_type IN (${sql.raw(WINDOWED_SQL)}))) AS incoming`;

/** The last message (not an activity) of each conversation in `cv`. */
const lastCte = sql`last AS MATERIALIZED (
  SELECT m.* FROM cv CROSS JOIN LATERAL (
    SELECT * FROM ${messages} m WHERE m.conversation_id = cv.id AND m.message_type <> 2
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
  return {
    contacts: new Map(cs.map((c) => [c.id, c])),
    users: new Map(us.map((u) => [u.id, u])),
    teams: new Map(ts.map((t) => [t.id, t])),
    inboxes: new Map(ibs.map((i) => [i.id, i])),
    contactInboxes: new Map(cis.map((ci) => [ci.id, ci])),
    last: new Map(last.map((m) => [m.conversationId, m])),
    files,
    unread,
    incomingAt,
    windowedInboxes,
  };
};

/** The `cv` and `last` CTEs of the given conversations, for a statement selecting contextColumns. */
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

/** Messaging-window channels (Facebook, WhatsApp) can reply only within 24 h of the last incoming message. */
export const canReplyOf = (c: TConversationRow, ctx: TConversationContext) => {
  if (!ctx.windowedInboxes.has(c.inboxId)) return true;
  const at = ctx.incomingAt.get(c.id);
  return !!at && Date.now() - at.getTime() < REPLY_WINDOW_MS;
};

export const presentConversation = (c: TConversationRow, ctx: TConversationContext): TConversation => {
  const contact = ctx.contacts.get(c.contactId);
  const assignee = c.assigneeId ? ctx.users.get(c.assigneeId) : undefined;
  const team = c.teamId ? ctx.teams.get(c.teamId) : undefined;
  const last = ctx.last.get(c.id);
  const ci = c.contactInboxId ? ctx.contactInboxes.get(c.contactInboxId) : undefined;
  return {
    id: c.displayId,
    uuid: c.uuid,
    account_id: c.accountId,
    inbox_id: c.inboxId,
    status: CONVERSATION_STATUSES[c.status] ?? 'open',
    priority: c.priority === null ? null : (PRIORITIES[c.priority] ?? null),
    muted: c.muted,
    labels: c.labels,
    can_reply: canReplyOf(c, ctx),
    meta: {
      sender: contact ? presentContact(contact) : null,
      assignee: assignee ? presentUserBrief(assignee) : null,
      team: team ? { id: team.id, name: team.name } : null,
      channel: ctx.inboxes.get(c.inboxId)?.channelType ?? null,
      hmac_verified: ci?.hmacVerified ?? false,
    },
    contact_inbox: ci ? { source_id: ci.sourceId } : null,
    messages: last ? [presentMessage(last, c.displayId, null, ctx.files.get(last.id))] : [],
    last_non_activity_message: last ? presentMessage(last, c.displayId, null, ctx.files.get(last.id)) : null,
    unread_count: ctx.unread.get(c.id) ?? 0,
    additional_attributes: c.additionalAttributes,
    custom_attributes: c.customAttributes,
    agent_last_seen_at: unix(c.agentLastSeenAt) ?? 0,
    assignee_last_seen_at: unix(c.assigneeLastSeenAt) ?? 0,
    contact_last_seen_at: unix(c.contactLastSeenAt) ?? 0,
    first_reply_created_at: unix(c.firstReplyCreatedAt),
    waiting_since: unix(c.waitingSince),
    snoozed_until: unix(c.snoozedUntil),
    last_activity_at: unix(c.lastActivityAt),
    timestamp: unix(c.lastActivityAt),
    created_at: Math.floor(c.createdAt.getTime() / 1000),
    updated_at: c.updatedAt.getTime() / 1000,
  };
};

export const senderOf = (u: TUserRow | null | undefined) => (u ? presentUserBrief(u) : null);
