import { CONVERSATION_STATUSES, PRIORITIES } from '../../../common/contracts/conversations.ts';
import { presentContact } from '../contacts/index.ts';
import { presentAppliedSla, presentSlaEvent } from './appliedSla.presenter.ts';
import type { TConversationRow } from './conversations.repo.ts';
import type { TConversationContext } from './conversationContext.repo.ts';
import type { TConversation } from '../../../common/contracts/responses/conversations.ts';
import { presentUserBrief, presentMessage } from './messages.presenter.ts';

/** A windowed channel (conversationContext.repo: windowedInboxes) may reply for this long after the last incoming message. */
const REPLY_WINDOW_MS = 24 * 3600 * 1000;

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

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
    ...(c.mergedIntoDisplayId !== null && { merged_into_id: c.mergedIntoDisplayId }),
    last_activity_at: unix(c.lastActivityAt),
    timestamp: unix(c.lastActivityAt),
    created_at: Math.floor(c.createdAt.getTime() / 1000),
    updated_at: c.updatedAt.getTime() / 1000,
  };
};
