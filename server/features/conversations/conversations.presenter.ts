import {
  CONTENT_TYPES,
  CONVERSATION_STATUSES,
  MESSAGE_STATUSES,
  PRIORITIES,
} from '../../../common/contracts/conversations.ts';
import { presentContact } from '../contacts/contacts.service.ts';
import { avatarUrlOf } from '../users/users.presenter.ts';
import type { TUserRow } from '../users/users.repo.ts';
import { presentAttachment } from '../attachments/attachments.presenter.ts';
import { presentAppliedSla, presentSlaEvent } from '../sla/sla.presenter.ts';
import type { TAttachmentRow } from '../attachments/attachments.repo.ts';
import type { TConversationRow, TMessageRow } from './conversations.repo.ts';
import type { TConversationContext } from './conversationContext.repo.ts';
import type { TUserBrief } from '../../../common/contracts/responses/agents.ts';
import type { TConversation } from '../../../common/contracts/responses/conversations.ts';
import type { TMessage, TMessageSender } from '../../../common/contracts/responses/messages.ts';

/** A windowed channel (conversationContext.repo: windowedInboxes) may reply for this long after the last incoming message. */
const REPLY_WINDOW_MS = 24 * 3600 * 1000;

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

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
  // Chatwoot's is the content with an email's quoted history trimmed: our content already is (emailInbound).
  processed_message_content: m.content,
  // Chatwoot's column default: we analyse no sentiment.
  sentiment: {},
});

/** Messaging-window channels (Facebook, WhatsApp) can reply only within 24 h of the last incoming message. */
export const canReplyOf = (c: TConversationRow, ctx: TConversationContext) => {
  if (!ctx.windowedInboxes.has(c.inboxId)) return true;
  const at = ctx.incomingAt.get(c.id);
  return !!at && Date.now() - at.getTime() < REPLY_WINDOW_MS;
};

/** The applied SLA of the conversation's current policy and its misses (Chatwoot's Enterprise keys). */
const slaOf = (c: TConversationRow, ctx: TConversationContext) => {
  const applied = ctx.appliedSlas.get(c.id);
  const policy = applied && ctx.slaPolicies.get(applied.slaPolicyId);
  if (!applied || !policy) return {};
  return {
    applied_sla: presentAppliedSla(applied, policy),
    sla_events: ctx.slaEvents.filter((e) => e.appliedSlaId === applied.id).map(presentSlaEvent),
  };
};

export const presentConversation = (c: TConversationRow, ctx: TConversationContext): TConversation => {
  const contact = ctx.contacts.get(c.contactId);
  const assignee = c.assigneeId ? ctx.users.get(c.assigneeId) : undefined;
  const team = c.teamId ? ctx.teams.get(c.teamId) : undefined;
  const last = ctx.last.get(c.id);
  const preview = ctx.preview.get(c.id);
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
    last_non_activity_message: preview ? presentMessage(preview, c.displayId, null, ctx.files.get(preview.id)) : null,
    unread_count: ctx.unread.get(c.id) ?? 0,
    additional_attributes: c.additionalAttributes,
    custom_attributes: c.customAttributes,
    agent_last_seen_at: unix(c.agentLastSeenAt) ?? 0,
    assignee_last_seen_at: unix(c.assigneeLastSeenAt) ?? 0,
    contact_last_seen_at: unix(c.contactLastSeenAt) ?? 0,
    first_reply_created_at: unix(c.firstReplyCreatedAt),
    waiting_since: unix(c.waitingSince),
    sla_policy_id: c.slaPolicyId,
    ...slaOf(c, ctx),
    snoozed_until: unix(c.snoozedUntil),
    last_activity_at: unix(c.lastActivityAt),
    timestamp: unix(c.lastActivityAt),
    created_at: Math.floor(c.createdAt.getTime() / 1000),
    updated_at: c.updatedAt.getTime() / 1000,
  };
};

export const senderOf = (u: TUserRow | null | undefined) => (u ? presentUserBrief(u) : null);
