import { CONVERSATION_STATUSES, PRIORITIES } from '../../../common/contracts/conversations.ts';
import type { TChangedAttributes } from '../../../common/events.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TAudience } from '../../events/audience.ts';
import { appendEvent, appendEvents } from '../../events/events.repo.ts';
import * as repo from './conversations.repo.ts';
import { loadContext } from './conversationContext.repo.ts';
import { presentConversation } from './conversations.presenter.ts';

/**
 * Who hears about a conversation and what they hear: the audience rule and the presented
 * conversation every conversation event carries. Imports no service, so any writer may use it.
 */

export const audienceOf = (c: repo.TConversationRow, isPrivate = false, participantIds: number[] = []): TAudience => ({
  kind: 'conversation',
  inboxId: c.inboxId,
  teamId: c.teamId,
  assigneeId: c.assigneeId,
  participantIds,
  contactInboxId: c.contactInboxId,
  private: isPrivate,
});

/** The audience with the conversation's participants (so participating custom roles hear about it). */
export const audienceFor = async (tx: TExecutor, c: repo.TConversationRow, isPrivate = false) =>
  audienceOf(c, isPrivate, await repo.participantIds(tx, c.id));

export const present = async (db: TExecutor, c: repo.TConversationRow) =>
  presentConversation(c, await loadContext(db, [c]));

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The attributes whose changes conversation events report, by Chatwoot's names. */
const TRACKED: Record<string, (c: repo.TConversationRow) => unknown> = {
  status: (c) => CONVERSATION_STATUSES[c.status] ?? null,
  assignee_id: (c) => c.assigneeId,
  team_id: (c) => c.teamId,
  priority: (c) => (c.priority === null ? null : (PRIORITIES[c.priority] ?? null)),
  label_list: (c) => c.labels,
  custom_attributes: (c) => c.customAttributes,
  additional_attributes: (c) => c.additionalAttributes,
  snoozed_until: (c) => unix(c.snoozedUntil),
  muted: (c) => c.muted,
};

/** What changed between two versions of a conversation, as Chatwoot's webhooks carry it. */
export const changedAttributes = (before: repo.TConversationRow, after: repo.TConversationRow): TChangedAttributes =>
  Object.entries(TRACKED)
    .map(([name, read]) => [name, read(before), read(after)] as const)
    .filter(([, was, is]) => JSON.stringify(was) !== JSON.stringify(is))
    .map(([name, was, is]) => ({ [name]: { previous_value: was, current_value: is } }));

/**
 * Appends a conversation event with the presented conversation as data. Given the conversation as it
 * was before the change, the event also says what changed (`changed_attributes`); given who made the
 * change, it names them (`performer`, for consumers such as notifications).
 */
export const announce = async (
  tx: TExecutor,
  c: repo.TConversationRow,
  event:
    | 'conversation.created'
    | 'conversation.updated'
    | 'conversation.status_changed'
    | 'assignee.changed'
    | 'conversation.read'
    | 'conversation.contact_changed'
    | 'first.reply.created'
    | 'conversation.sla_updated',
  opts: { before?: repo.TConversationRow; performerId?: number } = {},
) => {
  const data = await present(tx, c);
  const changed = opts.before ? changedAttributes(opts.before, c) : [];
  await appendEvent(
    tx,
    c.accountId,
    event,
    {
      ...data,
      ...(changed.length && { changed_attributes: changed }),
      ...(opts.performerId && { performer: { id: opts.performerId, type: 'user' as const } }),
    },
    {
      ...(await audienceFor(tx, c)),
      ...(opts.before && opts.before.teamId !== c.teamId && { previousTeamId: opts.before.teamId }),
    },
  );
};

/**
 * conversation.sla_updated for a batch of conversations of one account whose applied SLAs changed
 * together (a policy edit): one context load, one participants read and one insert for the batch.
 */
export const announceSlaUpdated = async (tx: TExecutor, accountId: number, convs: repo.TConversationRow[]) => {
  if (!convs.length) return;
  const ctx = await loadContext(tx, convs);
  const participants = await repo.participantIdsOf(
    tx,
    convs.map((c) => c.id),
  );
  await appendEvents(
    tx,
    accountId,
    'conversation.sla_updated',
    convs.map((c) => ({
      data: presentConversation(c, ctx),
      audience: audienceOf(c, false, participants.get(c.id) ?? []),
    })),
  );
};

/**
 * After a contact's conversations moved to it (contact merge): conversation.contact_changed with the fresh
 * conversation, to agents only (Chatwoot does not send it to the visitor).
 */
export const announceContactChanged = async (tx: TExecutor, accountId: number, contactId: number) => {
  const rows = await repo.listContactConversations(tx, accountId, contactId);
  for (const c of rows)
    await appendEvent(
      tx,
      accountId,
      'conversation.contact_changed',
      await present(tx, c),
      await audienceFor(tx, c, true),
    );
  return rows.length;
};
