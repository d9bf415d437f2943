import { and, desc, inArray, sql } from 'drizzle-orm';
import {
  CONTENT_TYPES,
  CONVERSATION_STATUSES,
  MESSAGE_STATUSES,
  PRIORITIES,
} from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  attachments,
  channelTwilioSms,
  contactInboxes,
  contacts,
  inboxes,
  messages,
  teams,
  users,
} from '../../db/schema/index.ts';
import { presentContact } from '../contacts/contacts.service.ts';
import { avatarUrlOf } from '../users/users.presenter.ts';
import { presentAttachment } from '../attachments/attachments.presenter.ts';
import type { TAttachmentRow } from '../attachments/attachments.repo.ts';
import {
  lastIncomingAt,
  lastMessages,
  unreadCounts,
  type TConversationRow,
  type TMessageRow,
} from './conversations.repo.ts';
import { gather } from '../../db/gather.ts';

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

/** Everything the conversation payload needs for a batch of rows, in a fixed number of queries. */
export const loadContext = async (db: TExecutor, convs: TConversationRow[]) => {
  const ids = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];
  const contactIds = ids(convs.map((c) => c.contactId));
  const userIds = ids(convs.map((c) => c.assigneeId));
  const teamIds = ids(convs.map((c) => c.teamId));
  const inboxIds = ids(convs.map((c) => c.inboxId));
  const ciIds = ids(convs.map((c) => c.contactInboxId));
  const convIds = convs.map((c) => c.id);
  // The last messages' files in the same round trip: the subquery picks the ids lastMessages returns.
  const lastIds = db
    .selectDistinctOn([messages.conversationId], { id: messages.id })
    .from(messages)
    .where(and(inArray(messages.conversationId, convIds), sql`${messages.messageType} <> 2`))
    .orderBy(messages.conversationId, desc(messages.id));
  const [cs, us, ts, ibs, cis, last, unread, incomingAt, fileRows] = await gather(db, [
    contactIds.length ? db.select().from(contacts).where(inArray(contacts.id, contactIds)) : [],
    userIds.length ? db.select().from(users).where(inArray(users.id, userIds)) : [],
    teamIds.length ? db.select().from(teams).where(inArray(teams.id, teamIds)) : [],
    inboxIds.length ? db.select().from(inboxes).where(inArray(inboxes.id, inboxIds)) : [],
    ciIds.length ? db.select().from(contactInboxes).where(inArray(contactInboxes.id, ciIds)) : [],
    () => lastMessages(db, convIds),
    () => unreadCounts(db, convs),
    () => lastIncomingAt(db, convIds),
    convIds.length
      ? db.select().from(attachments).where(inArray(attachments.messageId, lastIds)).orderBy(attachments.id)
      : [],
  ]);
  const twilioIds = ibs.filter((i) => i.channelType === 'Channel::TwilioSms').map((i) => i.channelId);
  const twilio = twilioIds.length
    ? await db.select().from(channelTwilioSms).where(inArray(channelTwilioSms.id, twilioIds))
    : [];
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
export type TConversationContext = Awaited<ReturnType<typeof loadContext>>;

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
