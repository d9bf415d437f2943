import { CONVERSATION_STATUSES, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TEventData } from '../../../common/events.ts';
import type { TExecutor } from '../../db/client.ts';
import { measure } from './reportingClock.ts';
import { replaceConversationReportingEvents } from './reportingEvents.repo.ts';
import { deriveReportingRows } from './reportingRules.ts';
import * as timeline from './reportingTimeline.repo.ts';

/**
 * Turns committed events into reporting_events rows. A status event adds its change to the
 * conversation's timeline; then (for status and message events alike) the conversation's rows are
 * recomputed from its durable facts (reportingRules.ts) and stored by source key. So a repeated event
 * writes nothing new, and events handled out of order end with the same rows as in order.
 */

type TConv = NonNullable<Awaited<ReturnType<typeof timeline.findReportedConversation>>>;

const recompute = async (tx: TExecutor, conv: TConv) => {
  const clock = await timeline.findInboxClock(tx, conv.inboxId);
  const derived = deriveReportingRows({
    id: conv.id,
    createdAt: conv.createdAt,
    hasBot: clock?.hasBot ?? false,
    changes: await timeline.listStatusChanges(tx, conv.id),
    messages: await timeline.listMessageFacts(tx, conv.id),
  });
  const rows = derived.map((r) => {
    const { value, valueInBusinessHours } = measure(r.start, r.end, clock);
    return {
      accountId: conv.accountId,
      inboxId: conv.inboxId,
      conversationId: conv.id,
      userId: r.userId,
      name: r.name,
      sourceKey: r.sourceKey,
      value,
      valueInBusinessHours,
      eventStartTime: r.start,
      eventEndTime: r.end,
      createdAt: r.end,
    };
  });
  await replaceConversationReportingEvents(tx, conv.id, rows);
};

/** A message was written: the conversation's reply rows may have changed. */
export const recordMessage = async (tx: TExecutor, accountId: number, messageId: number) => {
  const conv = await timeline.findMessageConversation(tx, accountId, messageId);
  if (!conv) return;
  await timeline.lockConversationReporting(tx, conv.id);
  await recompute(tx, conv);
};

const statusValue = (name: unknown) => {
  const known = CONVERSATION_STATUSES.find((s) => s === name);
  return known === undefined ? null : STATUS_VALUE[known];
};

/** The status before the change, as the event's changed_attributes say (null: the event does not say). */
const previousStatus = (data: TEventData<'conversation.status_changed'>) => {
  for (const change of data.changed_attributes ?? []) {
    const status = change['status'];
    if (status) return statusValue(status.previous_value);
  }
  return null;
};

/**
 * A status change into the timeline, at the conversation's updated_at the event carries (a repeat
 * writes nothing). Returns the conversation, or null when the event says no change.
 */
export const addStatusChange = async (
  tx: TExecutor,
  eventId: number,
  data: TEventData<'conversation.status_changed'>,
) => {
  const from = previousStatus(data);
  const to = statusValue(data.status);
  const conv = await timeline.findReportedConversation(tx, data.account_id, data.id);
  if (from === null || to === null || from === to || !conv) return null;
  await timeline.lockConversationReporting(tx, conv.id);
  await timeline.recordStatusChange(tx, {
    accountId: conv.accountId,
    conversationId: conv.id,
    fromStatus: from,
    toStatus: to,
    changedAt: new Date(Math.round(data.updated_at * 1000)),
    assigneeId: data.meta.assignee?.id ?? null,
    eventId,
  });
  return conv;
};

/** A status change: into the timeline, then the conversation's rows. */
export const recordStatusChange = async (
  tx: TExecutor,
  eventId: number,
  data: TEventData<'conversation.status_changed'>,
) => {
  const conv = await addStatusChange(tx, eventId, data);
  if (conv) await recompute(tx, conv);
};

/** Recomputes one conversation's rows from what is stored (the demo's history pass). */
export const recomputeConversation = async (tx: TExecutor, conversationId: number) => {
  const conv = await timeline.findReportedConversationById(tx, conversationId);
  if (!conv) return;
  await timeline.lockConversationReporting(tx, conv.id);
  await recompute(tx, conv);
};
