import {
  CONVERSATIONS_PER_PAGE,
  STATUS_VALUE,
  type TConversationListQuery,
  type TConversationStatus,
  type TCreateConversationRequest,
} from '../../../common/contracts/conversations.ts';
import type { Actor } from '../../../common/actor.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { getContact } from '../contacts/index.ts';
import { getInbox } from '../inboxes/index.ts';
import { checkTemplateSend } from '../messages/index.ts';
import * as repo from '../conversationCore/index.ts';
import { present } from '../conversationCore/index.ts';
import { getConversation } from '../conversationCore/index.ts';
import { loadContext, loadPageWithContext } from '../conversationCore/index.ts';
import { presentConversation } from '../conversationCore/index.ts';
import type { TIncomingFile } from '../attachments/index.ts';
import { storeAttachment } from '../attachments/index.ts';
import { agentMessage, firstMessageOf, messageAttributesOf } from '../messages/index.ts';
import { linkContactInbox } from '../contacts/index.ts';
import { sendMessage } from '../messages/index.ts';
import { memberActor } from '../auth/index.ts';
import { openConversation } from './openConversation.ts';
import { assign, checkAssignee, checkTeam, type TAssignment } from './commands/assignment.ts';
import { setPriority } from './commands/attributes.ts';
import { changeStatus } from './commands/status.ts';
import { errorText } from '../../lib/serverText.ts';

export { getConversation };

export const filtersOf = (q: TConversationListQuery) => ({
  status: q.status === 'all' ? undefined : STATUS_VALUE[q.status],
  inboxId: q.inbox_id,
  teamId: q.team_id,
  labels: q['labels[]'] ?? q.labels,
  updatedWithinSeconds: q.updated_within,
  conversationType: q.conversation_type,
});

export const list = async (deps: TDeps, m: TMembership, q: TConversationListQuery) => {
  const f = filtersOf(q);
  // updated_within (reconnect sync) returns every match, unpaged.
  const page = q.updated_within ? null : q.page;
  const { rows, ctx, counts } = await loadPageWithContext(
    deps.db,
    repo.listConversationsQuery(m, f, q.assignee_type, q.sort_by, page, CONVERSATIONS_PER_PAGE),
  );
  const meta = repo.countsMeta(counts);
  return { data: { meta, payload: rows.map((c) => presentConversation(c, ctx)) } };
};

export const meta = async (deps: TDeps, m: TMembership, q: TConversationListQuery) => ({
  meta: await repo.tabCounts(deps.db, m, filtersOf(q)),
});

export const show = async (deps: TDeps, m: TMembership, displayId: number) =>
  present(deps.db, await getConversation(deps, m, displayId));

/**
 * The inbox and contact of a new conversation: both given, or (Chatwoot's older form) the contact inbox
 * named by `source_id` alone — any inbox of the account; an unknown source id is a 404.
 */
const targetOf = async (deps: TDeps, m: TMembership, input: TCreateConversationRequest) => {
  if (input.inbox_id && input.contact_id)
    return { inbox: await getInbox(deps, m, input.inbox_id), contact: await getContact(deps, m, input.contact_id) };
  if (!input.source_id) throw AppError.invalid('source_id', errorText('blankWithoutInboxAndContact'));
  const ci = await repo.findAccountContactInboxBySource(deps.db, m.accountId, input.source_id);
  if (!ci) throw new AppError('not_found', errorText('contactInboxNotFound'));
  return { inbox: await getInbox(deps, m, ci.inboxId), contact: await getContact(deps, m, ci.contactId) };
};

export const create = async (
  deps: TDeps,
  m: TMembership,
  input: TCreateConversationRequest,
  files: TIncomingFile[] = [],
) => {
  const { inbox, contact } = await targetOf(deps, m, input);
  if (input.assignee_id) await checkAssignee(deps.db, m.accountId, inbox.id, input.assignee_id);
  if (input.team_id) await checkTeam(deps.db, m.accountId, input.team_id);
  if (input.message?.template_params) await checkTemplateSend(deps, inbox, input.message.template_params);
  const first = firstMessageOf(input, files);
  const attributes = first ? messageAttributesOf(first, {}) : {};
  // Files are written before the transaction; a rollback leaves only unreferenced files behind.
  const stored = first ? await Promise.all(files.map((f) => storeAttachment(deps, m.accountId, f))) : [];
  const actor = await memberActor(deps.db, m);
  // One transaction: the conversation never commits without its first message (or the reverse).
  const conversation = await deps.db.transaction(async (tx) => {
    const { contactInbox } = await linkContactInbox(tx, 'agent', {
      contactId: contact.id,
      inboxId: inbox.id,
      sourceId: input.source_id,
    });
    if (contactInbox.contactId !== contact.id)
      throw AppError.invalid('source_id', errorText('belongsToAnotherContact'));
    const c = await openConversation(tx, {
      origin: { kind: 'agent', userId: m.accountUser.userId },
      accountId: m.accountId,
      inboxId: inbox.id,
      contactInbox,
      status: STATUS_VALUE[input.status],
      assigneeId: input.assignee_id,
      teamId: input.team_id,
      additionalAttributes: input.additional_attributes,
      customAttributes: input.custom_attributes,
    });
    if (!first) return c;
    const written = await sendMessage(tx, actor, c, agentMessage({ user: m.user, input: first, attributes, stored }));
    return written?.conversation ?? c;
  });
  return present(deps.db, conversation);
};

/** toggle_status (an agent or a bot): no status toggles open ↔ resolved; answers Chatwoot's payload. */
export const toggleStatus = async (
  deps: TDeps,
  actor: Actor,
  c: repo.TConversationRow,
  status?: TConversationStatus,
  snoozedUntil?: number | null,
) => {
  const until = status === 'snoozed' && snoozedUntil ? new Date(snoozedUntil * 1000) : null;
  const updated = await deps.db.transaction((tx) => changeStatus(tx, actor, c, { status, snoozedUntil: until }));
  return {
    meta: {},
    payload: {
      success: true,
      conversation_id: updated.displayId,
      current_status: (await present(deps.db, updated)).status,
      snoozed_until: updated.snoozedUntil ? Math.floor(updated.snoozedUntil.getTime() / 1000) : null,
    },
  };
};

/** toggle_priority: no priority clears it (Chatwoot's `toggle_priority(nil)`). */
export const togglePriority = async (
  deps: TDeps,
  actor: Actor,
  c: repo.TConversationRow,
  priority: string | null | undefined,
) => {
  await deps.db.transaction((tx) => setPriority(tx, actor, c, priority ?? null));
  return {};
};

/** The assignments route: assigns, and answers the assignee (or the team when only the team was given). */
export const assignConversation = async (deps: TDeps, actor: Actor, c: repo.TConversationRow, input: TAssignment) => {
  const row = await deps.db.transaction((tx) => assign(tx, actor, c, input));
  const presented = presentConversation(row, await loadContext(deps.db, [row]));
  return input.team_id !== undefined && input.assignee_id === undefined ? presented.meta.team : presented.meta.assignee;
};
