import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  CONTENT_TYPES,
  CONVERSATION_STATUSES,
  MESSAGE_STATUSES,
  PRIORITIES,
} from '../../../common/contracts/conversations.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { queryPrepared, type TQuery } from '../../db/prepared.ts';
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
import type { TAttachmentRow } from '../attachments/attachments.repo.ts';
import type { TConversationRow, TMessageRow } from './conversations.repo.ts';
import { rowsFromJson } from '../../db/jsonRows.ts';

/** Channels that may only answer within 24 hours of the customer's last message. */
const WINDOWED = new Set(['Channel::FacebookPage', 'Channel::Whatsapp']);
const REPLY_WINDOW_MS = 24 * 3600 * 1000;

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

type TUserRow = typeof users.$inferSelect;

const presentUserBrief = (u: TUserRow) => ({
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
) => ({
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
  sender: sender ?? null,
  external_source_ids: m.externalSourceIds,
  additional_attributes: m.additionalAttributes,
  attachments: files.map(presentAttachment),
  created_at: unix(m.createdAt),
  updated_at: m.updatedAt.toISOString(),
});

/** An int[] parameter (drizzle would expand a bare array into a list of parameters). */
const column = (xs: (number | null)[]) => sql`${sql.param(xs)}::int[]`;

/**
 * The context's SELECT list over `cv`, a CTE of the conversations' id, contact_id, assignee_id,
 * team_id, inbox_id and contact_inbox_id: contacts, assignees, teams, inboxes (and their Twilio
 * channels), contact inboxes, the last message with its files, unread counts and the last incoming
 * time, each aggregated as JSON (mapped back to rows by contextOf). Unread counts and the last
 * incoming time read the public incoming messages' index (messages_incoming_idx) only.
 */
const contextColumns = sql`
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
  (SELECT json_agg(json_build_array(u.id, u.n)) FROM (
    SELECT c.id, (SELECT count(*)::int FROM ${messages} m
      WHERE m.conversation_id = c.id AND m.message_type = 0 AND NOT m.private
        AND m.created_at > coalesce(c.agent_last_seen_at, '-infinity')) AS n
    FROM ${conversations} c WHERE c.id IN (SELECT id FROM cv)) u WHERE u.n > 0) AS unread,
  (SELECT json_agg(json_build_array(i.id, i.at)) FROM (
    SELECT cv.id, m.created_at AS at FROM cv CROSS JOIN LATERAL (
      SELECT m.created_at FROM ${messages} m WHERE m.conversation_id = cv.id AND m.message_type = 0 AND NOT m.private
      ORDER BY m.created_at DESC LIMIT 1) m) i) AS incoming`;

/** The last message (not an activity) of each conversation in `cv`. */
const lastCte = sql`last AS MATERIALIZED (
  SELECT m.* FROM cv CROSS JOIN LATERAL (
    SELECT * FROM ${messages} m WHERE m.conversation_id = cv.id AND m.message_type <> 2
    ORDER BY m.id DESC LIMIT 1) m)`;

/** The context maps out of the statement's JSON columns. */
const contextOf = (r: Record<string, unknown>) => {
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
  const files = new Map<number, TAttachmentRow[]>();
  for (const f of fileRows) files.set(f.messageId, [...(files.get(f.messageId) ?? []), f]);
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

/** Everything the conversation payload needs for a batch of rows, in one statement. */
export const loadContext = async (db: TExecutor, convs: TConversationRow[]) => {
  if (!convs.length) return contextOf({});
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    WITH cv AS MATERIALIZED (
      SELECT * FROM unnest(${column(convs.map((c) => c.id))}, ${column(convs.map((c) => c.contactId))},
        ${column(convs.map((c) => c.assigneeId))}, ${column(convs.map((c) => c.teamId))},
        ${column(convs.map((c) => c.inboxId))}, ${column(convs.map((c) => c.contactInboxId))})
        cv(id, contact_id, assignee_id, team_id, inbox_id, contact_inbox_id)),
    ${lastCte}
    SELECT ${contextColumns}`);
  return contextOf(rows[0] ?? {});
};

/** The page statement around a page query's text: its rows in order, then the context (no parameters of its own). */
const dialect = new PgDialect();
const PAGE_HEAD = 'WITH page AS MATERIALIZED (SELECT p.*, row_number() OVER () AS page_ord FROM (';
const PAGE_TAIL = dialect.sqlToQuery(sql`) p),
  cv AS (SELECT id, contact_id, assignee_id, team_id, inbox_id, contact_inbox_id FROM page),
  ${lastCte}
  SELECT p.*, ctx.* FROM page p LEFT JOIN (SELECT ${contextColumns}) ctx ON p.page_ord = 1
  ORDER BY p.page_ord`).sql;

/**
 * A page of conversations and its context in one statement, run prepared: `page` is the page
 * query (a select of every conversations column, ordered and limited, as drizzle's toSQL gives it).
 * The page's rows come back as rows, in order; the first also carries the context's JSON columns.
 */
export const loadPageWithContext = async (db: TDb, page: TQuery) => {
  const { rows } = await queryPrepared<Record<string, unknown>>(db.$client, {
    sql: PAGE_HEAD + page.sql + PAGE_TAIL,
    params: page.params,
  });
  return { rows: rowsFromJson(conversations, rows), ctx: contextOf(rows[0] ?? {}) };
};

export type TConversationContext = ReturnType<typeof contextOf>;

/** Messaging-window channels (Facebook, WhatsApp) can reply only within 24 h of the last incoming message. */
export const canReplyOf = (c: TConversationRow, ctx: TConversationContext) => {
  if (!ctx.windowedInboxes.has(c.inboxId)) return true;
  const at = ctx.incomingAt.get(c.id);
  return !!at && Date.now() - at.getTime() < REPLY_WINDOW_MS;
};

export const presentConversation = (c: TConversationRow, ctx: TConversationContext) => {
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
    created_at: unix(c.createdAt),
    updated_at: c.updatedAt.getTime() / 1000,
  };
};

export const senderOf = (u: TUserRow | null | undefined) => (u ? presentUserBrief(u) : null);
